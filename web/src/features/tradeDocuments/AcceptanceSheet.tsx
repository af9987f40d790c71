/**
 * A 検収書 (docs/product/screens.md#trade-document): the salon accepts the work, addressed to the
 * worker: 件名, the 発注書's number, 検収日, how it was accepted (by the salon, automatically after the
 * inspection days, or by the operator's decision), the 納品's date and the 検収金額 with its 消費税, and
 * the 源泉徴収税額 the salon keeps back when the contract withholds (docs/product/law.md#withholding-源泉徴収).
 */
import { Text } from '@chakra-ui/react';
import type { AcceptanceBy, TradeDocumentView } from '@common/tradeDocuments';
import { INSPECTION_DAYS, TRADE_DOCUMENT_LABEL, withheldOf } from '@common/tradeDocuments';
import { formatDateJa } from '../../lib/format';
import { DocumentSheet, PartyLines, SheetRow, SheetRows, TaxedValue } from './DocumentSheet';
import { minusYen, WITHHOLDING_LABEL } from './sheetText';

export const ACCEPTANCE_BY_LABEL: Record<AcceptanceBy, string> = {
  client: '発注者による検収',
  automatic: `自動検収（納品から${INSPECTION_DAYS}日）`,
  admin: '運営による判断',
};

export function AcceptanceSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'acceptance' }> }) {
  const b = doc.body;
  const withheld = withheldOf(b);
  return (
    <DocumentSheet
      doc={doc}
      title={TRADE_DOCUMENT_LABEL.acceptance}
      addressee={doc.worker}
      issuer={{ label: '発注者', children: <PartyLines party={doc.client} /> }}
      lead="下記のとおり検収いたしました。"
    >
      <SheetRows>
        <SheetRow label="件名" testId="acceptance-title">
          <Text fontWeight="bold">{b.title}</Text>
        </SheetRow>
        {b.orderNumber && (
          <SheetRow label="発注書番号" testId="acceptance-order-number">
            {b.orderNumber}
          </SheetRow>
        )}
        <SheetRow label="検収日" testId="acceptance-date">
          {formatDateJa(b.acceptedOn)}
        </SheetRow>
        <SheetRow label="検収の方法" testId="acceptance-by">
          {ACCEPTANCE_BY_LABEL[b.by] ?? '—'}
        </SheetRow>
        {b.deliveredOn && (
          <SheetRow label="納品日" testId="acceptance-delivered">
            {formatDateJa(b.deliveredOn)}
          </SheetRow>
        )}
        <SheetRow label="検収金額（税込）" testId="acceptance-amount">
          <TaxedValue amount={b.amount} />
        </SheetRow>
        {withheld > 0 && (
          <SheetRow label={WITHHOLDING_LABEL} testId="acceptance-withholding">
            {`${minusYen(withheld)}（発注者が税務署へ納付）`}
          </SheetRow>
        )}
      </SheetRows>
    </DocumentSheet>
  );
}
