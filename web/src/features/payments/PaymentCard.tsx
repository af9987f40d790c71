/**
 * One card payment in 支払い履歴: date, job, worker, amount (税込: docs/product/screens.md#amounts-and-tax),
 * card (brand and last 4) and a 返金済み badge; the whole card opens its receipt.
 */
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PaymentRecord } from '@common/deal';
import { formatDateJa, formatYen } from '../../lib/format';
import { CLIENT, withId } from '../../lib/paths';
import { cardLabel } from './card';

export function PaymentCard({ payment: p }: { payment: PaymentRecord }) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="payment-record">
      <Link to={withId(CLIENT.receipt, p.contractId)} aria-label={`${p.title}の領収書`}>
        <Stack gap="1.5" p="4" _active={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2">
            <Text fontSize="xs" color="fg.muted">
              {formatDateJa(p.paidAt)} お支払い
            </Text>
            {p.refunded && (
              <Badge colorPalette="red" variant="subtle" rounded="full" px="2.5" fontWeight="bold">
                返金済み
              </Badge>
            )}
          </HStack>
          <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
            {p.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            受注者：{p.workerName}
          </Text>
          <Flex justify="space-between" align="end" gap="2" wrap="wrap">
            <HStack gap="1.5" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              <CreditCard size={16} aria-hidden />
              <Text>{cardLabel(p.cardBrand, p.cardLast4)}</Text>
            </HStack>
            <HStack gap="1" align="baseline">
              <Text
                fontSize="lg"
                fontWeight="bold"
                color={p.refunded ? 'fg.muted' : 'colorPalette.fg'}
                textDecoration={p.refunded ? 'line-through' : undefined}
                fontVariantNumeric="tabular-nums"
              >
                {formatYen(p.amount)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                税込
              </Text>
            </HStack>
          </Flex>
          <HStack justify="end" gap="0.5" fontSize="sm" color="colorPalette.fg" fontWeight="medium">
            <Text>領収書を見る</Text>
            <ChevronRight size={16} aria-hidden />
          </HStack>
        </Stack>
      </Link>
    </Box>
  );
}
