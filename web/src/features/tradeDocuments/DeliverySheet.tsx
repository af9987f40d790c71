/**
 * A 納品書 (docs/product/screens.md#trade-document): the worker tells the salon what she delivered, one
 * version per 納品 (第n回): 件名, the 発注書 it answers, 納品日, the message as sent (line breaks kept),
 * the photos' count, the link, the 納期, and the date it is accepted by itself unless the salon acts.
 */
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { TradeDocumentView } from '@common/tradeDocuments';
import { TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { formatDateJa, formatDateTimeJa } from '../../lib/format';
import { DocumentSheet, PartyLines, SheetNote, SheetRow, SheetRows } from './DocumentSheet';

const isWebLink = (s: string) => /^https?:\/\//i.test(s);

export function DeliverySheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'delivery' }> }) {
  const b = doc.body;
  return (
    <DocumentSheet
      doc={doc}
      title={TRADE_DOCUMENT_LABEL.delivery}
      addressee={doc.client}
      issuer={{ label: '受注者', children: <PartyLines party={doc.worker} /> }}
      lead="下記のとおり納品いたします。"
    >
      <SheetRows>
        <SheetRow label="件名" testId="delivery-title">
          <Text fontWeight="bold">{b.title}</Text>
        </SheetRow>
        {b.orderNumber && (
          <SheetRow label="発注書番号" testId="delivery-order-number">
            {b.orderNumber}
          </SheetRow>
        )}
        <SheetRow label="納品回" testId="delivery-round">
          第{b.round}回の納品
        </SheetRow>
        <SheetRow label="納品日" testId="delivery-date">
          {formatDateTimeJa(b.deliveredAt) || formatDateJa(b.deliveredOn)}
        </SheetRow>
        <SheetRow label="納品内容" testId="delivery-message">
          {b.message.trim() ? b.message : '（メッセージなし）'}
        </SheetRow>
        <SheetRow label="写真" testId="delivery-photos">
          {b.photoCount}枚
        </SheetRow>
        <SheetRow label="リンク" testId="delivery-link">
          {!b.link ? (
            'なし'
          ) : isWebLink(b.link) ? (
            <ChakraLink
              href={b.link}
              target="_blank"
              rel="noopener noreferrer"
              color="blue.700"
              textDecoration="underline"
              display="inline-flex"
              alignItems="center"
              minH="44px"
              maxW="full"
              wordBreak="break-all"
            >
              {b.link}
            </ChakraLink>
          ) : (
            b.link
          )}
        </SheetRow>
        <SheetRow label="納期" testId="delivery-deadline">
          {formatDateJa(b.deliveryDate)}
        </SheetRow>
        <SheetRow label="検収期限" testId="delivery-auto-complete">
          {`${formatDateJa(b.autoCompleteOn)}（自動検収日）`}
          <Text fontSize="sm" color="gray.600" mt="1">
            この日までに検収も修正依頼もない場合は、自動で検収されます。
          </Text>
        </SheetRow>
      </SheetRows>
      <SheetNote>写真とリンクの内容は、本サービスのメッセージ画面でご確認いただけます。</SheetNote>
    </DocumentSheet>
  );
}
