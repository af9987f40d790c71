/**
 * The payout account's bank accounts as Stripe reports them: bank name, branch code, the number
 * masked to its last 4 digits, and which one is the default. `BankSection` adds the heading and the
 * loading and error states; `defaultOnly` shows just the account payouts go to.
 */
import { Badge, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BankAccountView, BankListResponse } from '@common/deal';
import { LoadError } from '../../components/feedback/LoadError';
import { maskedNumber } from './labels';

function BankRow({ bank }: { bank: BankAccountView }) {
  return (
    <Stack as="li" gap="0.5" px="4" py="3" data-testid="bank-account">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="bold" wordBreak="break-word">
          {bank.bankName}
        </Text>
        {bank.isDefault && (
          <Badge colorPalette="green" variant="subtle" rounded="full" px="2" flexShrink={0}>
            デフォルト
          </Badge>
        )}
      </HStack>
      <HStack gap="4" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" wrap="wrap" rowGap="0">
        <Text>支店コード {bank.branchCode}</Text>
        <Text>口座番号 {maskedNumber(bank.last4)}</Text>
      </HStack>
    </Stack>
  );
}

export function BankList({ banks }: { banks: BankAccountView[] }) {
  if (!banks.length)
    return (
      <Text fontSize="sm" color="fg.muted" bg="bg" borderWidth="1px" rounded="xl" px="4" py="3">
        登録された口座はありません
      </Text>
    );
  return (
    <Stack as="ul" gap="0" bg="bg" borderWidth="1px" rounded="xl" divideY="1px" listStyleType="none">
      {banks.map((b) => (
        <BankRow key={b.id} bank={b} />
      ))}
    </Stack>
  );
}

export interface BankSectionProps {
  title: string;
  query: { data: BankListResponse | undefined; error: Error | null; refetch: () => unknown };
  defaultOnly?: boolean;
}

export function BankSection({ title, query, defaultOnly }: BankSectionProps) {
  let body;
  if (query.data) {
    const banks = query.data.banks;
    const shown = defaultOnly ? [banks.find((b) => b.isDefault) ?? banks[0]].filter(Boolean) : banks;
    body = <BankList banks={shown} />;
  } else if (query.error) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else body = <Skeleton h="16" rounded="xl" aria-label="読み込み中" />;
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
