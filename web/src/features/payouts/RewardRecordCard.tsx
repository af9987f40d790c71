/**
 * One transfer in 受取履歴: its status and date, the job's title, and 報酬 / 源泉徴収税額 (when the salon
 * withheld it: docs/product/money.md#withholding) / 手数料 / 受取額, so that they add up (報酬 and 手数料
 * labelled 税込, 受取額 the transfer: docs/product/screens.md#amounts-and-tax); the
 * card leads to the contract. Under it, when the money reaches the bank (Stripe's payout, or the
 * payout schedule's estimate); a failed bank payout leads to 受取口座 (outside the card's link:
 * links do not nest).
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RewardRecord } from '@common/deal';
import { formatDateJa, formatYen } from '../../lib/format';
import { WORKER, withId } from '../../lib/paths';
import { MoneyRow } from '../../components/display/MoneyRow';
import { bankArrivalLine, PAYOUT_STATUS, type BankArrivalLine } from './labels';

const TONE = {
  info: { icon: Landmark, color: 'fg.muted', bg: 'bg.subtle' },
  success: { icon: CircleCheck, color: 'green.fg', bg: 'green.subtle' },
  error: { icon: CircleAlert, color: 'red.fg', bg: 'red.subtle' },
} as const;

function BankArrivalNote({ line }: { line: BankArrivalLine }) {
  const tone = TONE[line.tone];
  const ToneIcon = tone.icon;
  return (
    <Stack gap="2" mx="4" mb="4" p="3" rounded="lg" bg={tone.bg} data-testid="bank-arrival" data-tone={line.tone}>
      <HStack align="flex-start" gap="2">
        <Box pt="0.5" color={tone.color} flexShrink={0}>
          <ToneIcon size={16} aria-hidden />
        </Box>
        <Text
          fontSize="sm"
          color={line.tone === 'info' ? 'fg' : tone.color}
          fontWeight={line.tone === 'info' ? 'normal' : 'bold'}
        >
          {line.text}
        </Text>
      </HStack>
      {line.checkAccount && (
        <Button asChild size="sm" minH="44px" variant="outline" colorPalette="red" alignSelf="flex-start">
          <Link to={WORKER.account}>受取口座を確認する</Link>
        </Button>
      )}
    </Stack>
  );
}

export function RewardRecordCard({ record: r }: { record: RewardRecord }) {
  const status = PAYOUT_STATUS[r.status];
  const arrival = bankArrivalLine(r.bankArrival ?? null);
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
            <MoneyRow label="報酬（税込）" value={formatYen(r.reward)} />
            {r.withheld > 0 && <MoneyRow label="源泉徴収税額（発注者が納付）" value={`−${formatYen(r.withheld)}`} />}
            <MoneyRow label="手数料（税込）" value={r.fee > 0 ? `−${formatYen(r.fee)}` : formatYen(0)} />
            <MoneyRow label="受取額" value={formatYen(r.amount)} strong />
          </Stack>
        </Stack>
      </Link>
      {arrival && <BankArrivalNote line={arrival} />}
    </Box>
  );
}
