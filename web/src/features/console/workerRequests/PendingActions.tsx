/**
 * 承認する and 見送る of one pending request (docs/product/admin.md#worker-approval). Approving confirms
 * first; declining asks for the reason the user will read (1–500), then confirms. The outcome is said by
 * the page (the row leaves the list on success), through `onResult`.
 */
import { Box, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { WORKER_ACCESS_LIMITS, type AdminWorkerRequest } from '@common/workerAccess';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { errorText } from '../parts';
import { nameOf } from './labels';
import { useWorkerDecisions } from './queries';

export type Outcome = { ok: boolean; text: string };

export function PendingActions({ request, onResult }: { request: AdminWorkerRequest; onResult: (o: Outcome) => void }) {
  const { approve, decline } = useWorkerDecisions();
  const name = nameOf(request);
  const reasonId = useId();
  const [confirming, setConfirming] = useState<'approve' | 'decline' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      onResult({ ok: true, text: done });
    } catch (e) {
      onResult({ ok: false, text: `${name}さん：${errorText(e)}` });
    } finally {
      setBusy(false);
    }
  };
  const submitDecline = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!reason.trim());
    if (reason.trim()) setConfirming('decline');
  };

  return (
    <Stack gap="3">
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Button colorPalette="teal" minH="44px" disabled={busy} onClick={() => setConfirming('approve')}>
          承認する
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} aria-expanded={declining} onClick={() => setDeclining(!declining)}>
          見送る
        </Button>
      </Flex>
      {declining && (
        <Stack as="form" gap="2" onSubmit={submitDecline} aria-label={`${name}さんの申請を見送る`}>
          <Text asChild fontSize="sm" fontWeight="bold">
            <label htmlFor={reasonId}>理由</label>
          </Text>
          <Text fontSize="sm" color="fg.muted" id={`${reasonId}-hint`}>
            理由は申請者に表示されます（お知らせとLINEで届きます）。監査ログにも残ります。
          </Text>
          <Textarea
            id={reasonId}
            aria-describedby={`${reasonId}-hint`}
            aria-invalid={missing || undefined}
            placeholder="理由（監査ログに残ります）"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={WORKER_ACCESS_LIMITS.reason}
            minH="88px"
          />
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              {reason.length} / {WORKER_ACCESS_LIMITS.reason}
            </Text>
            <Button type="submit" colorPalette="red" variant="outline" minH="44px" loading={busy} disabled={busy}>
              見送りを送る
            </Button>
          </Flex>
          {missing && (
            <Text fontSize="sm" color="fg.error" role="alert">
              理由を入力してください
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming === 'approve'}
        onClose={() => setConfirming(null)}
        title={`${name}さんを受注者として承認しますか？`}
        description="受注者として応募や出品ができるようになり、本人にお知らせとLINEで届きます。"
        confirmLabel="承認する"
        onConfirm={() => send(() => approve(request.userId), `${name}さんを受注者として承認しました`)}
      />
      <ConfirmDialog
        open={confirming === 'decline'}
        onClose={() => setConfirming(null)}
        title={`${name}さんの申請を見送りますか？`}
        description={
          <Box fontSize="sm" color="fg.muted">
            <Text>次の理由が申請者に表示されます。申請者はあらためて申請できます。</Text>
            <Text mt="2" color="fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {reason.trim()}
            </Text>
          </Box>
        }
        confirmLabel="見送る"
        danger
        onConfirm={() => send(() => decline(request.userId, reason.trim()), `${name}さんの申請を見送りました`)}
      />
    </Stack>
  );
}
