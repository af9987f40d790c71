/**
 * A 領収書 laid out as Japanese receipts are (docs/product/money.md#receipts): the title (with 再発行
 * after the first issue), number and 発行日, 宛名「… 様」, the amount 「¥30,000-」 (税込), 但し書き,
 * 内消費税, how and when it was paid, and the issuer. When the salon withheld income tax (源泉徴収) the
 * 但し書き says the amount excludes it, and the 報酬 and the tax are shown above 内消費税, which is of the
 * reward (docs/product/money.md#receipts): the operator's legal name, address and 登録番号,
 * with the 代理受領 note. After a refund it shows what was paid, what went back and the net; a fully
 * refunded payment is stamped 全額返金済み, states ¥0 and never says 「上記正に領収いたしました」.
 * A correction (a version issued after a refund, docs/product/money.md#receipt-versions) says
 * 「No.… に代わる領収書（訂正）」 with a link to the version it replaces; an earlier version carries a
 * banner 「この領収書は No.… により訂正されています」 with a link to the newest (links are not printed).
 * Black on white in fixed colours so that it prints as it shows.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { RECEIPT_TEXT, type Receipt } from '@common/receipts';
import { formatDateJa } from '../../lib/format';
import { cardLabel, receiptYen } from './card';

/** A table amount: '¥2,727' (the 「-」 closes only the main amount). */
const yen = (n: number) => receiptYen(n).replace(/-$/, '');

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Flex gap="3" py="1.5" fontSize="sm" data-testid={testId}>
      <Text as="dt" w="8rem" flexShrink={0} color="gray.600">
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
      fontSize="md"
      fontWeight="bold"
      letterSpacing="0.1em"
      opacity={0.85}
      pointerEvents="none"
      aria-hidden
      data-testid="refund-stamp"
    >
      {RECEIPT_TEXT.fullyRefunded}
    </Box>
  );
}

/** お支払い, ご返金 and what remains, when some of the payment went back. */
function RefundLines({ r }: { r: Receipt }) {
  if (!r.refund) return null;
  const when = r.refund.refundedAt ? `（${formatDateJa(r.refund.refundedAt)}）` : '';
  return (
    <Stack as="dl" gap="0" data-testid="receipt-refund">
      <Row label="お支払い金額（税込）" value={yen(r.paid)} />
      <Row label="ご返金（税込）" value={`−${yen(r.refund.amount)}${when}`} />
      <Row label="差引領収金額（税込）" value={yen(r.amount)} />
    </Stack>
  );
}

/** A link to another version of this receipt (same page, ?version=), a 44px tap target, not printed. */
function VersionLink({ version, children }: { version: number | null; children: string }) {
  return (
    <Box data-print-hide>
      <Link to={{ search: version ? `?version=${version}` : '' }}>
        <Text
          as="span"
          display="inline-flex"
          alignItems="center"
          minH="44px"
          fontSize="sm"
          fontWeight="bold"
          color="blue.700"
          textDecoration="underline"
        >
          {children}
        </Text>
      </Link>
    </Box>
  );
}

/** An earlier version: corrected by the newest, which the banner links to. */
function ReplacedBanner({ r }: { r: Receipt }) {
  if (!r.replacedBy) return null;
  return (
    <Box role="note" borderWidth="2px" borderColor="red.600" rounded="md" px="3" py="2" data-testid="receipt-replaced-by">
      <Text fontSize="sm" fontWeight="bold" color="red.700" wordBreak="break-word">
        {RECEIPT_TEXT.replacedBy(r.replacedBy.number)}
      </Text>
      <VersionLink version={null}>最新の領収書を見る</VersionLink>
    </Box>
  );
}

/** A correction: the version it replaces, linked. */
function ReplacesNote({ r }: { r: Receipt }) {
  if (!r.replaces) return null;
  return (
    <Box textAlign="end" data-testid="receipt-replaces">
      <Text fontSize="sm" fontWeight="bold" wordBreak="break-word">
        {RECEIPT_TEXT.replaces(r.replaces.number)}
      </Text>
      <Text fontSize="xs" color="gray.600">
        （訂正前の発行日 {formatDateJa(r.replaces.issuedAt)}）
      </Text>
      <VersionLink version={r.replaces.version}>訂正前の領収書を見る</VersionLink>
    </Box>
  );
}

export function ReceiptSheet({ receipt: r }: { receipt: Receipt }) {
  const refunded = r.status === 'refunded';
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
      {refunded && <RefundStamp />}
      <Stack gap="5">
        <ReplacedBanner r={r} />
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
          {r.reissuedAt && (
            <Text
              fontSize="sm"
              fontWeight="bold"
              borderWidth="1px"
              borderColor="gray.900"
              px="2"
              mb="1"
              data-testid="receipt-reissued"
            >
              {RECEIPT_TEXT.reissued}
            </Text>
          )}
          <Text>No. {r.number}</Text>
          <Text>発行日 {formatDateJa(r.issuedAt)}</Text>
          {r.reissuedAt && <Text>再発行日 {formatDateJa(r.reissuedAt)}</Text>}
        </Stack>
        <ReplacesNote r={r} />
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
            <Text fontSize="sm">{r.refund ? '領収金額' : '金額'}</Text>
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
          {refunded && (
            <Text fontSize="sm" color="red.600" fontWeight="bold">
              {RECEIPT_TEXT.fullyRefunded}
            </Text>
          )}
        </Stack>
        <RefundLines r={r} />
        <Stack gap="1" fontSize="sm">
          <Text wordBreak="break-word">但し {r.description}</Text>
          <Text data-testid="receipt-statement">
            {refunded
              ? RECEIPT_TEXT.refundedNote(r.refund?.refundedAt ? formatDateJa(r.refund.refundedAt) : null)
              : RECEIPT_TEXT.received}
          </Text>
        </Stack>
        <Stack as="dl" gap="0" borderTopWidth="1px" borderColor="gray.300" pt="2">
          {r.withheld > 0 && (
            <>
              <Row label="報酬（税込）" value={yen(r.taxBase)} testId="receipt-reward" />
              <Row label="源泉徴収税額" value={`−${yen(r.withheld)}（発注者が納付）`} testId="receipt-withheld" />
            </>
          )}
          <Row
            label={r.withheld > 0 ? '内消費税（10%・報酬に対する額）' : '内消費税（10%）'}
            value={yen(r.taxIncluded)}
            testId="receipt-tax"
          />
          <Row label="お支払い方法" value={`クレジットカード（${cardLabel(r.cardBrand, r.cardLast4)}）`} />
          <Row label="支払日" value={formatDateJa(r.paidAt)} />
        </Stack>
        <Stack gap="0.5" align="end" textAlign="end" data-testid="receipt-issuer">
          <Text fontSize="xs" color="gray.600">
            発行者
          </Text>
          <Text fontWeight="bold" wordBreak="break-word">
            {r.issuer.name}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            〒{r.issuer.postalCode} {r.issuer.address}
          </Text>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            登録番号 {r.issuer.invoiceRegistrationNumber}
          </Text>
          <Text fontSize="xs" color="gray.600">
            （{r.issuer.serviceName} 運営）
          </Text>
        </Stack>
        <Text fontSize="sm" color="gray.700" data-testid="receipt-agency">
          {RECEIPT_TEXT.agency(r.issuer.name, r.workerName)}
        </Text>
      </Stack>
    </Box>
  );
}
