/**
 * One transfer in 受取履歴: its status and date, the job's title, and 報酬 / 手数料 / 受取額; the
 * whole card leads to the contract.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { RewardRecord } from '@common/deal';
import { formatDateJa, formatYen } from '../../lib/format';
import { WORKER, withId } from '../../lib/paths';
import { MoneyRow } from '../../components/display/MoneyRow';
import { PAYOUT_STATUS } from './labels';

export function RewardRecordCard({ record: r }: { record: RewardRecord }) {
  const status = PAYOUT_STATUS[r.status];
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="reward-record">
      <Link to={withId(WORKER.contract, r.contractId)} aria-label={`${r.title}（${status.label}）`}>
        <Stack gap="2" p="4" _active={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2">
            <Badge colorPalette={status.color} variant="subtle" rounded="full" px="2.5" fontWeight="bold" data-status={r.status}>
              {status.label}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {r.transferredAt ? `${formatDateJa(r.transferredAt)} 送金` : '送金日未定'}
            </Text>
          </HStack>
          <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
            {r.title}
          </Text>
          <Stack as="dl" gap="1" textDecoration={r.status === 'reversed' ? 'line-through' : undefined}>
            <MoneyRow label="報酬" value={formatYen(r.reward)} />
            <MoneyRow label="手数料" value={r.fee > 0 ? `−${formatYen(r.fee)}` : formatYen(0)} />
            <MoneyRow label="受取額" value={formatYen(r.amount)} strong />
          </Stack>
        </Stack>
      </Link>
    </Box>
  );
}
