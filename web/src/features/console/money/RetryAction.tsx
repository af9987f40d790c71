/**
 * 再送する on a failed or stuck payout or refund (docs/product/admin.md#money-that-needs-a-person):
 * a reason, a confirmation, then the deal timer's own retry now. Stripe failing again (502) is said
 * here and the item stays; sent, it leaves the list (unless the worker's account is still not ready).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { MoneyQueueItem } from '@common/admin';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { errorText, Result } from '../parts';
import type { Outcome } from './HoldActions';
import { RETRY_OUTCOME, yen } from './labels';
import { ReasonField } from '../ReasonField';
import { useMoneyActions } from './queries';

export function RetryAction({ item, onDone }: { item: MoneyQueueItem; onDone: (o: Outcome) => void }) {
  const { retry } = useMoneyActions();
  const what = item.kind === 'payout_failed' ? 'payout' : 'refund';
  const allowed = item.actions.includes(what === 'payout' ? 'retry_payout' : 'retry_refund');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!allowed)
    return (
      <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="3">
        この契約は保留中のため再送できません。先に「保留中」で判断してください。
      </Text>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reason.trim()) setConfirming(true);
  };
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const r = await retry(item, { what, reason: reason.trim() });
      onDone({ ok: r.outcome !== 'waiting_account', text: `${item.title}：${RETRY_OUTCOME[r.outcome] ?? r.outcome}` });
      setOpen(false);
      setReason('');
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const says =
    what === 'payout'
      ? `受注者への報酬${yen(item.amount)}の送金を、いまStripeで実行し直します。送金されると契約は支払い完了になり、受注者にトークルームとLINEでお知らせします。`
      : `発注者への返金${yen(item.amount)}を、いまStripeで実行し直します。返金が確認されると双方にお知らせします。`;

  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      <Box>
        <Button
          minH="44px"
          colorPalette="teal"
          variant={open ? 'solid' : 'outline'}
          aria-expanded={open}
          disabled={busy}
          onClick={() => setOpen(!open)}
        >
          再送する
        </Button>
      </Box>
      {open && (
        <Stack as="form" gap="3" onSubmit={submit} aria-label="再送する">
          <ReasonField value={reason} onChange={setReason} missing={tried && !reason.trim()} />
          <Box>
            <Button type="submit" colorPalette="teal" minH="44px" loading={busy} disabled={busy}>
              再送の内容を確認する
            </Button>
          </Box>
        </Stack>
      )}
      {failure && <Result ok={false}>{failure}</Result>}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={what === 'payout' ? '報酬の送金を再送しますか？' : '返金を再送しますか？'}
        description={
          <Stack gap="2" fontSize="sm">
            <Text>{says}</Text>
            <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
              理由：{reason.trim()}
            </Text>
          </Stack>
        }
        confirmLabel="再送する"
        onConfirm={send}
      />
    </Stack>
  );
}
