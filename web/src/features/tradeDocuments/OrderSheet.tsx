/**
 * A 発注書 (取引条件明示書) laid out as Japanese ones are: the title, number and 発行日, 宛名
 * 「{受注者} 様」, the 発注者 on the right, then a table of every item the freelance law's 3条 asks
 * for (docs/product/law.md#terms-stated-at-once-3条). Everything comes from the document as issued
 * (its frozen body), never from the live contract. Black on white in fixed colours so that it prints
 * as it shows; the table stacks below 480px and reads as two columns on paper.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PLACE_TYPE_LABEL } from '@common/marketplace';
import type { OrderBody, TradeDocumentView } from '@common/tradeDocuments';
import { formatDateJa, formatYen } from '../../lib/format';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box
      as="div"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '8.5rem 1fr' }}
      borderTopWidth="1px"
      borderColor="gray.400"
      fontSize="sm"
      data-testid={`order-${testId}`}
    >
      <Text as="dt" bg="gray.100" color="gray.800" fontWeight="bold" px="3" py="2">
        {label}
      </Text>
      <Box as="dd" px="3" py="2" minW="0" overflowWrap="anywhere" whiteSpace="pre-wrap" lineHeight="1.7">
        {children}
      </Box>
    </Box>
  );
}

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

function placeText(p: OrderBody['place']): string {
  if (p.type === 'remote') return PLACE_TYPE_LABEL.remote;
  return p.address ? `${PLACE_TYPE_LABEL.onsite}（${p.address}）` : PLACE_TYPE_LABEL.onsite;
}

export function OrderSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'order' }> }) {
  const b = doc.body;
  return (
    <Box
      as="article"
      aria-label="発注書"
      data-trade-document
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      shadow="sm"
      px={{ base: '4', sm: '8' }}
      py="6"
    >
      <Stack gap="5">
        <Stack gap="0" align="center">
          <Heading as="h2" fontSize="2xl" letterSpacing="0.4em" ps="0.4em">
            発注書
          </Heading>
          <Text fontSize="sm">（取引条件明示書）</Text>
        </Stack>

        <Stack gap="0.5" align="end" fontSize="sm" fontVariantNumeric="tabular-nums">
          <Text data-testid="order-number">No. {doc.number}</Text>
          <Text>発行日 {formatDateJa(doc.issuedAt)}</Text>
          {doc.version > 1 && <Text>第{doc.version}版</Text>}
          {doc.replaces && (
            <Text data-testid="order-replaces">
              {doc.replaces.number}（第{doc.replaces.version}版）に代わるものです
            </Text>
          )}
        </Stack>

        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="4">
          <Text
            fontSize="xl"
            fontWeight="bold"
            borderBottomWidth="1px"
            borderColor="gray.900"
            pb="1"
            alignSelf="start"
            data-testid="order-addressee"
          >
            {doc.worker.name} 様
          </Text>
          <Stack gap="0" fontSize="sm" textAlign={{ base: 'start', sm: 'end' }} data-testid="order-client">
            <Text color="gray.600">発注者</Text>
            {doc.client.companyName && <Text>{doc.client.companyName}</Text>}
            <Text fontWeight="bold">{doc.client.name}</Text>
          </Stack>
        </Flex>

        <Text fontSize="sm">下記のとおり業務を委託します。</Text>

        <Box as="dl" borderWidth="1px" borderTopWidth="0" borderColor="gray.400">
          <Row label="発注日" testId="date">
            {formatDateJa(b.orderDate)}
          </Row>
          <Row label="業務内容" testId="work">
            <Text fontWeight="bold">{b.title}</Text>
            <Text>{b.description}</Text>
          </Row>
          <Row label="納期" testId="delivery-date">
            {formatDateJa(b.deliveryDate)}
          </Row>
          <Row label="作業場所" testId="place">
            {placeText(b.place)}
          </Row>
          <Row label="検収" testId="inspection">
            {`納品ごとに、納品日から${b.inspection.days}日以内に検収します。その間に検収も修正依頼もない場合は、自動で検収されます。`}
            {b.inspection.autoCompleteOn && `\n（今回の納品の自動検収日：${formatDateJa(b.inspection.autoCompleteOn)}）`}
          </Row>
          <Row label="報酬（税込）" testId="reward">
            <Text fontWeight="bold" fontSize="md" fontVariantNumeric="tabular-nums">
              {yen(b.reward.amount)}-
            </Text>
            <Text fontSize="xs">
              （うち消費税（{b.reward.taxPercent}%）{yen(b.reward.tax)}）
            </Text>
          </Row>
          <Row label="支払期日" testId="payment-deadline">
            {formatDateJa(b.paymentDeadline)}
          </Row>
          <Row label="支払方法" testId="payment-method">
            {b.paymentMethod}
            <Text fontSize="xs" color="gray.600" mt="1">
              {`受注者の受取額は、報酬から本サービスの利用手数料（${b.fee.percent}%、${formatYen(b.fee.amount)}）を差し引いた${formatYen(b.fee.payout)}です。`}
            </Text>
          </Row>
        </Box>

        {b.revisionNote && (
          <Text fontSize="sm" data-testid="order-revision-note">
            {b.revisionNote}
          </Text>
        )}
        <Text fontSize="xs" color="gray.600">
          本書面は、特定受託事業者に係る取引の適正化等に関する法律第3条に基づき、取引条件を電磁的方法により明示するものです。
        </Text>
      </Stack>
    </Box>
  );
}
