/**
 * The notices sent and scheduled, newest first (GET /admin/notices): status, audience, when, how many
 * were queued; a scheduled one can be cancelled after a confirmation (docs/product/admin.md#notices).
 */
import { Badge, Box, Button, Link as ChakraLink, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Broadcast } from '@common/admin';
import { consoleUserPath } from '@common/consolePaths';
import { PagedList } from '../../../components/feedback/PagedList';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { formatDateTimeJa } from '../../../lib/format';
import { errorText, Result } from '../parts';
import { AUDIENCE_LABEL, STATUS_COLOR, STATUS_LABEL } from './model';
import { useBroadcasts, useNoticeActions } from './queries';

/** The moment that matters for its status. */
function whenText(b: Broadcast): string {
  if (b.status === 'scheduled') return `予約：${formatDateTimeJa(b.sendAt)}`;
  if (b.status === 'sent') return `送信：${formatDateTimeJa(b.sentAt ?? b.createdAt)}`;
  if (b.status === 'cancelled') return `取り消し：${formatDateTimeJa(b.cancelledAt)}`;
  return `作成：${formatDateTimeJa(b.createdAt)}`;
}

function Audience({ b }: { b: Broadcast }) {
  if (b.audience === 'user' && b.userId)
    return (
      <ChakraLink asChild minH="44px" colorPalette="teal" overflowWrap="anywhere">
        <Link to={consoleUserPath(b.userId)}>{b.userId}</Link>
      </ChakraLink>
    );
  return <>{AUDIENCE_LABEL[b.audience]}</>;
}

function BroadcastRow({ b }: { b: Broadcast }) {
  const { cancel } = useNoticeActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const doCancel = async () => {
    setBusy(true);
    try {
      await cancel(b.id);
      setResult({ ok: true, text: '予約を取り消しました' });
    } catch (e) {
      setResult({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="article" aria-label={b.title} bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0" data-testid="broadcast">
      <Flex gap="2" wrap="wrap" align="center">
        <Badge colorPalette={STATUS_COLOR[b.status]} variant="solid">
          {STATUS_LABEL[b.status]}
        </Badge>
        {b.important && (
          <Badge colorPalette="green" variant="subtle">
            LINEにも送信
          </Badge>
        )}
        <Text fontSize="sm" color="fg.muted" ms="auto">
          {whenText(b)}
        </Text>
      </Flex>
      <Text fontWeight="bold" mt="2" overflowWrap="anywhere">
        {b.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={3}>
        {b.body}
      </Text>
      <Stack gap="0.5" mt="2" fontSize="sm">
        <Text>
          宛先：
          <Audience b={b} />
        </Text>
        <Text>配信数：{b.queued.toLocaleString('ja-JP')}件</Text>
        {b.path && (
          <Text overflowWrap="anywhere">
            開くページ：<Code>{b.path}</Code>
          </Text>
        )}
        <Text color="fg.muted" overflowWrap="anywhere">
          作成：{formatDateTimeJa(b.createdAt)} ／ 管理者：<Code>{b.adminId}</Code>
        </Text>
      </Stack>
      {b.status === 'scheduled' && (
        <Box mt="3">
          <Button
            variant="outline"
            colorPalette="red"
            minH="44px"
            loading={busy}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            予約を取り消す
          </Button>
        </Box>
      )}
      {result && (
        <Box mt="3">
          <Result ok={result.ok}>{result.text}</Result>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="この予約を取り消しますか？"
        description={`「${b.title}」（${formatDateTimeJa(b.sendAt)}に送信予定）は送信されなくなります。`}
        confirmLabel="予約を取り消す"
        danger
        onConfirm={doCancel}
      />
    </Box>
  );
}

export function BroadcastList() {
  const list = useBroadcasts();
  return (
    <PagedList
      list={list}
      empty={<EmptyState title="まだお知らせはありません" />}
      renderItem={(b) => <BroadcastRow key={b.id} b={b} />}
    />
  );
}
