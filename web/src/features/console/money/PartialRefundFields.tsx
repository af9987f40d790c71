/**
 * 一部返金's amount (whole yen) and, while typed, the arithmetic of
 * docs/product/money.md#partial-refund-by-an-admin: refunded in all, then the worker's 報酬 − 手数料 = 受取額.
 */
import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MoneyQueueItem } from '@common/admin';
import { formatPercent } from '../../../lib/format';
import { checkPartialAmount, partialRefundFigures } from './arithmetic';
import { yen } from './labels';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight={strong ? 'bold' : 'normal'}>{value}</Text>
    </Box>
  );
}

export function PartialRefundFields({
  item,
  value,
  onChange,
  showError,
}: {
  item: MoneyQueueItem;
  value: string;
  onChange: (v: string) => void;
  showError: boolean;
}) {
  const id = useId();
  const checked = checkPartialAmount(value, item.maxPartialRefund);
  const error = 'error' in checked && (showError || value.trim() !== '') ? checked.error : null;
  const f = 'amount' in checked ? partialRefundFigures(item, checked.amount) : null;
  return (
    <Stack gap="2">
      <Text asChild fontSize="sm" fontWeight="bold">
        <label htmlFor={id}>返金額（円）</label>
      </Text>
      <Text fontSize="sm" color="fg.muted" id={`${id}-hint`}>
        1円から{yen(item.maxPartialRefund ?? 0)}まで（残りは受注者への報酬になります）
      </Text>
      <Input
        id={id}
        inputMode="numeric"
        aria-describedby={`${id}-hint`}
        aria-invalid={!!error || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        minH="44px"
        maxW={{ md: '240px' }}
      />
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {f && (
        <SimpleGrid
          // Six figures when the contract withholds: two rows of three rather than five and a lone sixth.
          columns={{ base: 2, md: f.payout?.withheld ? 3 : 5 }}
          gap="3"
          bg="bg.muted"
          rounded="md"
          p="3"
          fontSize="sm"
          data-testid="partial-refund-figures"
        >
          <Figure label="返金する額" value={yen(f.amount)} />
          <Figure
            label="返金の合計"
            value={item.refunded ? `${yen(f.refunded)}（既に${yen(item.refunded)}）` : yen(f.refunded)}
          />
          {f.payout && (
            <>
              <Figure label="受注者への報酬" value={yen(f.payout.reward)} />
              {/* The tax on the reward the card's payment settles, not the one of 採用 (docs/product/money.md#withholding). */}
              {!!f.payout.withheld && <Figure label="源泉徴収税額（返金後）" value={yen(f.payout.withheld)} />}
              <Figure label={`手数料（${formatPercent(f.payout.rate)}）`} value={yen(f.payout.fee)} />
              <Figure label="受注者の受取額（送金）" value={yen(f.payout.payout)} strong />
            </>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
