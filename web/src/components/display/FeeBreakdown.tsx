/**
 * 報酬 / (源泉徴収税額) / 手数料 / 受取額: the money of a job or a contract as the server computed it
 * (common/src/fees.ts; the withheld tax, common/src/withholding.ts, only when there is one),
 * shown before anyone commits (the worker's job detail) and on the contract page to both sides.
 * 報酬 and 手数料 are labelled 税込 (docs/product/screens.md#amounts-and-tax); 受取額 is what is transferred.
 * Props: `fee` (a FeeBreakdown from the API), `payoutLabel?` (default 受取額; the client reads 受注者の受取額),
 * `note?` (one line under the rows, e.g. who pays what).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { FeeBreakdown as Breakdown } from '@common/marketplace';
import { formatPercent, formatYen } from '../../lib/format';
import { MoneyRow } from './MoneyRow';

export interface FeeBreakdownProps {
  fee: Breakdown;
  payoutLabel?: string;
  note?: string;
}

export function FeeBreakdown({ fee, payoutLabel = '受取額', note }: FeeBreakdownProps) {
  return (
    <Stack gap="2" data-testid="fee-breakdown">
      <Heading as="h2" size="sm">
        報酬の内訳
      </Heading>
      <Box bg="bg" borderWidth="1px" rounded="xl" px="4" py="1">
        <Stack as="dl" gap="0" divideY="1px">
          <MoneyRow py="2.5" label="報酬（税込）" value={formatYen(fee.reward)} />
          {fee.withheld !== undefined && (
            // 源泉徴収: the salon keeps it back and pays it to the tax office (docs/product/money.md#withholding).
            <MoneyRow py="2.5" label="源泉徴収税額" value={fee.withheld > 0 ? `−${formatYen(fee.withheld)}` : formatYen(0)} />
          )}
          <MoneyRow
            py="2.5"
            label={`手数料（${formatPercent(fee.rate)}・税込）`}
            value={fee.fee > 0 ? `−${formatYen(fee.fee)}` : formatYen(0)}
          />
          <MoneyRow py="2.5" label={payoutLabel} value={formatYen(fee.payout)} strong />
        </Stack>
        {note && (
          <Text fontSize="xs" color="fg.muted" pb="3">
            {note}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
