/**
 * One item of the money queue as an admin reads it (docs/product/admin.md#money-that-needs-a-person):
 * the job, both parties (to their console pages), the amounts, why it waits and since when, and for a
 * failed payout or refund its attempts and last error; a raised payment deadline
 * (docs/product/law.md#the-deadline-kept) on any kind. The actions come as children.
 */
import { Badge, Box, Code, Flex, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MoneyParty, MoneyQueueItem } from '@common/admin';
import { CONTRACT_STATUS_LABEL, type ContractStatus } from '@common/marketplace';
import { consoleUserPath } from '@common/consolePaths';
import { formatDateTimeJa } from '../../../lib/format';
import { PAYOUT_STATUS_LABEL, REFUND_KIND_LABEL, REFUND_REASON_LABEL, yen } from './labels';
import { DeadlineBox } from './DeadlineParts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="bold">
        {label}
      </Text>
      <Box fontSize="sm" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

function Party({ label, party }: { label: string; party: MoneyParty }) {
  return (
    <Field label={label}>
      <ChakraLink asChild colorPalette="teal" minH="44px" display="inline-flex" alignItems="center">
        <Link to={consoleUserPath(party.userId)}>{party.name || party.userId}</Link>
      </ChakraLink>
    </Field>
  );
}

/** Why the contract is held: the label both parties read, and what the hold carries. */
function HoldReason({ hold }: { hold: NonNullable<MoneyQueueItem['hold']> }) {
  const c = hold.cancellation;
  return (
    <Stack gap="1" bg="orange.subtle" rounded="md" p="3" fontSize="sm" data-testid="hold-reason">
      <Text fontWeight="bold">{hold.label}</Text>
      {c && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {c.by === 'client' ? '発注者' : '受注者'}のキャンセル申請（{formatDateTimeJa(c.at)}）：{c.reason || '（理由なし）'}
        </Text>
      )}
      {c?.refusal && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          拒否の理由：{c.refusal}
        </Text>
      )}
      {hold.amount !== null && <Text>対象の金額：{yen(hold.amount)}</Text>}
      {hold.stripeId && (
        <Text color="fg.muted" overflowWrap="anywhere">
          Stripe：<Code>{hold.stripeId}</Code>
        </Text>
      )}
    </Stack>
  );
}

/** A failed (or stuck) transfer or refund: how often it was tried, the last error, the timer's next try. */
interface Attempts {
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

function Failure({ attempts, lastError, lastAttemptAt, nextAttemptAt }: Attempts) {
  return (
    <Stack gap="1" bg="red.subtle" rounded="md" p="3" fontSize="sm" data-testid="failure">
      <Text>
        試行回数：{attempts}回{lastAttemptAt && `（最後：${formatDateTimeJa(lastAttemptAt)}）`}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        最後のエラー：{lastError ?? (attempts ? '記録なし' : 'まだ実行されていません')}
      </Text>
      <Text color="fg.muted">
        {nextAttemptAt ? `自動の再実行：${formatDateTimeJa(nextAttemptAt)}ごろ` : '保留中のため自動の再実行は止まっています'}
      </Text>
    </Stack>
  );
}

export function MoneyCard({ item, children }: { item: MoneyQueueItem; children: ReactNode }) {
  const { payout, refund } = item;
  const sinceLabel = { hold: '保留', payout_failed: '検収', refund_failed: '返金の依頼', deadline: '期日の通知' }[item.kind];
  return (
    <Stack
      as="article"
      aria-label={`${item.title}（${item.contractId}）`}
      gap="3"
      bg="bg"
      rounded="lg"
      borderWidth="1px"
      p="4"
      minW="0"
    >
      <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="bold" fontSize="lg" overflowWrap="anywhere">
            {item.title}
          </Text>
          <Flex gap="2" align="center" wrap="wrap" fontSize="xs" color="fg.muted">
            <Badge>{CONTRACT_STATUS_LABEL[item.contractStatus as ContractStatus] ?? item.contractStatus}</Badge>
            <Code overflowWrap="anywhere">{item.contractId}</Code>
          </Flex>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {sinceLabel}：{formatDateTimeJa(item.since)}から
        </Text>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Party label="発注者" party={item.client} />
        <Party label="受注者" party={item.worker} />
        <Field label="報酬">{yen(item.reward)}</Field>
        <Field label="支払い済み／返金済み">
          {yen(item.paid)} ／ {yen(item.refunded)}
        </Field>
      </SimpleGrid>
      {item.deadline && <DeadlineBox deadline={item.deadline} />}
      {item.hold && <HoldReason hold={item.hold} />}
      {(item.kind === 'payout_failed' || item.kind === 'deadline') && payout && (
        <>
          <Text fontSize="sm">
            送金額：{yen(payout.amount)}（報酬{yen(payout.reward)} − 手数料{yen(payout.fee)}）・
            {PAYOUT_STATUS_LABEL[payout.status] ?? payout.status}
          </Text>
          <Failure {...payout} />
        </>
      )}
      {item.kind === 'refund_failed' && refund && (
        <>
          <Text fontSize="sm" overflowWrap="anywhere">
            返金額：{yen(refund.amount)}（{REFUND_KIND_LABEL[refund.kind]}・{REFUND_REASON_LABEL[refund.reason] ?? refund.reason}
            ）
          </Text>
          <Failure {...refund} />
        </>
      )}
      {children}
    </Stack>
  );
}
