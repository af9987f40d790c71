/**
 * A 領収書 laid out as Japanese receipts are: the title, number and 発行日, 宛名「… 様」, the amount
 * 「¥30,000-」 (税込), 但し書き, 内消費税, how and when it was paid, and the issuer; a refunded
 * payment carries a 返金済み stamp. Black on white in fixed colours so that it prints as it shows.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Receipt } from '@common/deal';
import { formatDateJa } from '../../lib/format';
import { cardLabel, receiptYen } from './card';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="3" py="1.5" fontSize="sm">
      <Text as="dt" w="7rem" flexShrink={0} color="gray.600">
        {label}
      </Text>
      <Text as="dd" flex="1" minW="0" wordBreak="break-word" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Flex>
  );
}

function RefundStamp() {
  return (
    <Box
      position="absolute"
      top="5"
      left="3"
      transform="rotate(-12deg)"
      borderWidth="3px"
      borderColor="red.600"
      color="red.600"
      rounded="md"
      px="2"
      py="0.5"
      fontSize="lg"
      fontWeight="bold"
      letterSpacing="0.1em"
      opacity={0.85}
      pointerEvents="none"
      aria-hidden
      data-testid="refund-stamp"
    >
      返金済み
    </Box>
  );
}

export function ReceiptSheet({ receipt: r }: { receipt: Receipt }) {
  return (
    <Box
      as="article"
      aria-label="領収書"
      data-receipt
      position="relative"
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      shadow="sm"
      px={{ base: '5', sm: '8' }}
      py="6"
    >
      {r.refunded && <RefundStamp />}
      <Stack gap="5">
        <Heading
          as="h2"
          textAlign="center"
          fontSize="2xl"
          letterSpacing="0.6em"
          ps="0.6em"
          pb="2"
          borderBottomWidth="3px"
          borderBottomStyle="double"
          borderColor="gray.900"
        >
          領収書
        </Heading>
        <Stack gap="0" align="end" fontSize="xs" fontVariantNumeric="tabular-nums">
          <Text>No. {r.number}</Text>
          <Text>発行日 {formatDateJa(r.issuedAt)}</Text>
        </Stack>
        <Text
          fontSize="lg"
          fontWeight="bold"
          borderBottomWidth="1px"
          borderColor="gray.900"
          pb="1"
          wordBreak="break-word"
          data-testid="receipt-addressee"
        >
          {r.addressee} 様
        </Text>
        <Stack gap="1">
          <Flex bg="gray.100" align="baseline" justify="center" gap="2" py="3" px="2" wrap="wrap">
            <Text fontSize="sm">金額</Text>
            <Text
              fontSize="3xl"
              fontWeight="bold"
              lineHeight="1.2"
              fontVariantNumeric="tabular-nums"
              data-testid="receipt-amount"
            >
              {receiptYen(r.amount)}
            </Text>
            <Text fontSize="xs">（税込）</Text>
          </Flex>
          {r.refunded && (
            <Text fontSize="sm" color="red.600" fontWeight="bold">
              このお支払いは返金済みです。
            </Text>
          )}
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text wordBreak="break-word">但し {r.description}</Text>
          <Text>上記正に領収いたしました。</Text>
        </Stack>
        <Stack as="dl" gap="0" borderTopWidth="1px" borderColor="gray.300" pt="2">
          <Row label="内消費税（10%）" value={receiptYen(r.taxIncluded).replace(/-$/, '')} />
          <Row label="お支払い方法" value={`クレジットカード（${cardLabel(r.cardBrand, r.cardLast4)}）`} />
          <Row label="支払日" value={formatDateJa(r.paidAt)} />
        </Stack>
        <Stack gap="0" align="end">
          <Text fontSize="xs" color="gray.600">
            発行者
          </Text>
          <Text fontWeight="bold">{r.issuer}</Text>
        </Stack>
      </Stack>
    </Box>
  );
}
