/**
 * A 発注書 (取引条件明示書) laid out as Japanese ones are: the title, number and 発行日, 宛名
 * 「{受注者} 様」, the 発注者 on the right, then a table of every item the freelance law's 3条 asks
 * for (docs/product/law.md#terms-stated-at-once-3条), with the 源泉徴収税額 and the 差引仮払い額 when the
 * contract withholds (docs/product/law.md#withholding-源泉徴収). Everything comes from the document as issued
 * (its frozen body), never from the live contract. The paper and its parts: DocumentSheet.tsx.
 */
import { Text } from '@chakra-ui/react';
import { PLACE_TYPE_LABEL } from '@common/marketplace';
import type { OrderBody, TradeDocumentView } from '@common/tradeDocuments';
import { TRADE_DOCUMENT_LABEL, withheldOf } from '@common/tradeDocuments';
import { formatDateJa, formatYen } from '../../lib/format';
import { DocumentSheet, PartyLines, SheetNote, SheetRow, SheetRows, TaxedValue } from './DocumentSheet';
import { minusYen, titleParts, WITHHOLDING_LABEL, yenTotal } from './sheetText';

/**
 * 作業場所 and where the work is received (3条: 給付を受領する場所): the onsite address, or for remote
 * work the app itself, where each 納品 is sent as data. Short enough for one or two lines at 375px.
 */
const REMOTE_PLACE_TEXT = `${PLACE_TYPE_LABEL.remote}（納品は本サービス上で電子データにより受け取り）`;

function placeText(p: OrderBody['place']): string {
  if (p.type === 'remote') return REMOTE_PLACE_TEXT;
  return p.address ? `${PLACE_TYPE_LABEL.onsite}（${p.address}）` : PLACE_TYPE_LABEL.onsite;
}

export function OrderSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'order' }> }) {
  const b = doc.body;
  const [title, subtitle] = titleParts(TRADE_DOCUMENT_LABEL.order);
  const withheld = withheldOf(b);
  return (
    <DocumentSheet
      doc={doc}
      title={title}
      subtitle={subtitle}
      addressee={doc.worker}
      issuer={{ label: '発注者', testId: 'order-client', children: <PartyLines party={doc.client} /> }}
      lead="下記のとおり業務を委託します。"
    >
      <SheetRows>
        <SheetRow label="発注日" testId="order-date">
          {formatDateJa(b.orderDate)}
        </SheetRow>
        <SheetRow label="業務内容" testId="order-work">
          <Text fontWeight="bold">{b.title}</Text>
          <Text>{b.description}</Text>
        </SheetRow>
        <SheetRow label="納期" testId="order-delivery-date">
          {formatDateJa(b.deliveryDate)}
        </SheetRow>
        <SheetRow label="作業場所" testId="order-place">
          {placeText(b.place)}
        </SheetRow>
        <SheetRow label="検収" testId="order-inspection">
          {`納品ごとに、納品日から${b.inspection.days}日以内に検収します。その間に検収も修正依頼もない場合は、自動で検収されます。`}
          {b.inspection.autoCompleteOn && `\n（今回の納品の自動検収日：${formatDateJa(b.inspection.autoCompleteOn)}）`}
        </SheetRow>
        <SheetRow label="報酬（税込）" testId="order-reward">
          <TaxedValue amount={b.reward} />
        </SheetRow>
        {withheld > 0 && (
          <>
            <SheetRow label={WITHHOLDING_LABEL} testId="order-withholding">
              {`${minusYen(withheld)}（報酬の${b.withholding?.rate ?? ''}）`}
            </SheetRow>
            <SheetRow label="差引仮払い額" testId="order-net">
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                {yenTotal(b.netAmount ?? b.reward.amount - withheld)}
              </Text>
            </SheetRow>
          </>
        )}
        <SheetRow label="支払期日" testId="order-payment-deadline">
          {formatDateJa(b.paymentDeadline)}
        </SheetRow>
        <SheetRow label="支払方法" testId="order-payment-method">
          {b.paymentMethod}
          <Text fontSize="sm" color="gray.600" mt="1">
            {`受注者の受取額は、報酬から${withheld > 0 ? `源泉徴収税額（${formatYen(withheld)}）と` : ''}本サービスの利用手数料（${b.fee.percent}%、${formatYen(b.fee.amount)}）を差し引いた${formatYen(b.fee.payout)}です。`}
          </Text>
        </SheetRow>
      </SheetRows>

      {b.revisionNote && (
        <Text fontSize="sm" data-testid="order-revision-note">
          {b.revisionNote}
        </Text>
      )}
      <SheetNote>
        本書面は、特定受託事業者に係る取引の適正化等に関する法律第3条に基づき、取引条件を電磁的方法により明示するものです。
      </SheetNote>
    </DocumentSheet>
  );
}
