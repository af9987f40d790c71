/**
 * The worker's 請求書 to the salon, issued by the platform on her behalf at 検収
 * (docs/product/law.md#invoices, docs/product/screens.md#trade-document). With her 登録番号 it is a
 * 適格請求書 and its title says so; without one it says plainly that it is not, and claims nothing
 * about tax credits. Either way: 取引年月日, what was done, the amount per tax rate and its 消費税, the
 * 仮払い that already settled it, and the line saying who handed it over. When the salon withholds
 * (docs/product/law.md#withholding-源泉徴収): 報酬, 源泉徴収税額 and the 差引請求額 the 仮払い settled, boxed;
 * the 消費税 stays on the reward. A corrected version (her number or name changed after 検収) says why.
 */
import { Text } from '@chakra-ui/react';
import type { TradeDocumentView } from '@common/tradeDocuments';
import { INVOICE_NOT_QUALIFIED_TEXT, TRADE_DOCUMENT_LABEL, withheldOf } from '@common/tradeDocuments';
import { formatDateJa } from '../../lib/format';
import { AmountBox, AmountTable, DocumentSheet, PartyLines, SheetNote, SheetRow, SheetRows, taxLines } from './DocumentSheet';
import { minusYen, WITHHOLDING_LABEL, yen } from './sheetText';

export const QUALIFIED_SUFFIX = '（適格請求書）';
export const NOT_QUALIFIED_TEXT = INVOICE_NOT_QUALIFIED_TEXT;
export const ON_BEHALF_TEXT = '本書面は、本サービス運営者が受注者に代わって交付しています。';

export function InvoiceSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'invoice' }> }) {
  const b = doc.body;
  const number = b.issuerRegistrationNumber;
  const withheld = withheldOf(b);
  const net = b.netAmount ?? b.amount.amount - withheld;
  return (
    <DocumentSheet
      doc={doc}
      title={TRADE_DOCUMENT_LABEL.invoice}
      subtitle={number ? QUALIFIED_SUFFIX : undefined}
      addressee={doc.client}
      issuer={{
        label: '発行者（受注者）',
        children: (
          <>
            <PartyLines party={doc.worker} />
            {number && <Text data-testid="invoice-registration">登録番号 {number}</Text>}
          </>
        ),
      }}
      lead="下記のとおりご請求申し上げます。"
    >
      {withheld > 0 ? (
        <>
          <AmountBox label="差引請求額" amount={net} testId="invoice-amount" />
          <AmountTable
            lines={[
              { label: '請求金額（税込）', value: yen(b.amount.amount), testId: 'invoice-gross' },
              {
                label: `${WITHHOLDING_LABEL}（${b.withholding?.rate ?? ''}）`,
                value: minusYen(withheld),
                testId: 'invoice-withholding',
              },
              { label: '差引請求額', value: yen(net), testId: 'invoice-net', strong: true },
            ]}
          />
        </>
      ) : (
        <AmountBox label="請求金額（税込）" amount={b.amount.amount} testId="invoice-amount" />
      )}
      {b.paidOn && (
        <Text fontSize="sm" fontWeight="bold" textAlign="center" data-testid="invoice-paid">
          お支払い済み（仮払い：{formatDateJa(b.paidOn)}）
        </Text>
      )}
      <SheetRows>
        <SheetRow label="件名" testId="invoice-title">
          <Text fontWeight="bold">{b.title}</Text>
        </SheetRow>
        {b.orderNumber && (
          <SheetRow label="発注書番号" testId="invoice-order-number">
            {b.orderNumber}
          </SheetRow>
        )}
        <SheetRow label="取引年月日" testId="invoice-date">
          {formatDateJa(b.transactionDate)}
        </SheetRow>
      </SheetRows>
      <AmountTable lines={taxLines(b.amount, 'invoice')} />
      {!number && (
        <Text
          fontSize="sm"
          fontWeight="bold"
          borderWidth="1px"
          borderColor="gray.400"
          px="3"
          py="2"
          data-testid="invoice-not-qualified"
        >
          {NOT_QUALIFIED_TEXT}
        </Text>
      )}
      {b.revisionNote && (
        <Text fontSize="sm" data-testid="invoice-revision-note">
          {b.revisionNote}
        </Text>
      )}
      <SheetNote testId="invoice-on-behalf">{ON_BEHALF_TEXT}</SheetNote>
    </DocumentSheet>
  );
}
