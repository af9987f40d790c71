/**
 * The platform's 請求書 to the worker for its サービス利用料 (docs/product/law.md#invoices,
 * docs/product/screens.md#trade-document): a 適格請求書 in the operator's name, address and 登録番号 as
 * frozen at the transfer; the fee as a share of the reward, its amount per tax rate and 消費税, and that
 * it was settled by deducting it from her transfer.
 */
import { Text } from '@chakra-ui/react';
import type { OperatorSnapshot, TradeDocumentView } from '@common/tradeDocuments';
import { TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { formatDateJa } from '../../lib/format';
import { AmountBox, AmountTable, DocumentSheet, SheetRow, SheetRows, taxLines } from './DocumentSheet';
import { QUALIFIED_SUFFIX } from './InvoiceSheet';
import { yen } from './sheetText';

/** The operator on the issuer's side: name, 〒 and address, and its 登録番号 when asked. */
export function OperatorLines({ operator, registration }: { operator: OperatorSnapshot; registration: boolean }) {
  return (
    <>
      <Text fontWeight="bold">{operator.name}</Text>
      <Text>
        〒{operator.postalCode} {operator.address}
      </Text>
      {registration && <Text data-testid="operator-registration">登録番号 {operator.invoiceRegistrationNumber}</Text>}
    </>
  );
}

export const FEE_SETTLED_TEXT = '報酬からの差し引きにより精算済み';

export function FeeInvoiceSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'fee_invoice' }> }) {
  const b = doc.body;
  return (
    <DocumentSheet
      doc={doc}
      title={TRADE_DOCUMENT_LABEL.fee_invoice}
      subtitle={QUALIFIED_SUFFIX}
      addressee={doc.worker}
      issuer={{ label: '発行者', children: <OperatorLines operator={b.operator} registration /> }}
      lead="下記のとおりご請求申し上げます。"
    >
      <AmountBox label="金額（税込）" amount={b.fee.amount} testId="fee-invoice-amount" />
      <Text fontSize="sm" fontWeight="bold" textAlign="center" data-testid="fee-invoice-settled">
        {FEE_SETTLED_TEXT}
      </Text>
      <SheetRows>
        <SheetRow label="取引年月日" testId="fee-invoice-date">
          {formatDateJa(b.transactionDate)}
        </SheetRow>
        <SheetRow label="内容" testId="fee-invoice-item">
          {`サービス利用料（報酬 ${yen(b.reward)} の ${b.feePercent}%）`}
        </SheetRow>
        <SheetRow label="対象の案件" testId="fee-invoice-title">
          {b.title}
        </SheetRow>
      </SheetRows>
      <AmountTable lines={taxLines(b.fee, 'fee-invoice')} />
    </DocumentSheet>
  );
}
