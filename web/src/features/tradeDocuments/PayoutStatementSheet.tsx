/**
 * A 支払明細 (docs/product/screens.md#trade-document): from the operator to the worker, what she was
 * paid for one contract: 報酬（税込）, less the 源泉徴収税額 the salon kept back and pays herself (when the
 * contract withholds: docs/product/money.md#withholding) and the サービス利用料（税込）, the 差引送金額, the 送金日, the
 * 振込先 (her payout bank as Stripe named it at the transfer: bank, branch code, the number's last 4
 * digits; 「Stripe に登録された受取口座」 when it was not known), when her bank should show it (when
 * known), and the number of the fee's 請求書 issued with it.
 */
import { Text } from '@chakra-ui/react';
import type { PayoutBank, TradeDocumentView } from '@common/tradeDocuments';
import { PAYOUT_BANK_UNKNOWN_TEXT, TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { formatDateJa } from '../../lib/format';
import { AmountBox, AmountTable, DocumentSheet, SheetRow, SheetRows } from './DocumentSheet';
import { OperatorLines } from './FeeInvoiceSheet';
import { minusYen, WITHHOLDING_LABEL, yen } from './sheetText';

/** 振込先: 「テスト銀行」 then 「支店コード 001」「口座番号 ****6789」; never more than the last 4 digits. */
function BankLines({ bank }: { bank: PayoutBank | null | undefined }) {
  if (!bank) return <Text>{PAYOUT_BANK_UNKNOWN_TEXT}</Text>;
  const codes = [bank.branchCode && `支店コード ${bank.branchCode}`, `口座番号 ****${bank.last4}`].filter(Boolean).join('\u3000');
  return (
    <>
      <Text fontWeight="bold">{bank.bankName}</Text>
      <Text fontVariantNumeric="tabular-nums">{codes}</Text>
    </>
  );
}

export function PayoutStatementSheet({ doc }: { doc: Extract<TradeDocumentView, { kind: 'payout_statement' }> }) {
  const b = doc.body;
  return (
    <DocumentSheet
      doc={doc}
      title={TRADE_DOCUMENT_LABEL.payout_statement}
      addressee={doc.worker}
      issuer={{ label: '発行者', children: <OperatorLines operator={b.operator} registration={false} /> }}
      lead="下記のとおりお支払いいたしました。"
    >
      <AmountBox label="差引送金額" amount={b.amount} testId="payout-statement-amount" />
      <AmountTable
        lines={[
          { label: '報酬（税込）', value: yen(b.reward), testId: 'payout-statement-reward' },
          ...(b.withheld
            ? [
                {
                  label: `${WITHHOLDING_LABEL}（発注者が納付）`,
                  value: minusYen(b.withheld),
                  testId: 'payout-statement-withholding',
                },
              ]
            : []),
          {
            label: `サービス利用料（税込・${b.feePercent}%）`,
            value: `−${yen(b.fee)}`,
            testId: 'payout-statement-fee',
          },
          { label: '差引送金額', value: yen(b.amount), testId: 'payout-statement-net', strong: true },
        ]}
      />
      <SheetRows>
        <SheetRow label="件名" testId="payout-statement-title">
          <Text fontWeight="bold">{b.title}</Text>
        </SheetRow>
        <SheetRow label="送金日" testId="payout-statement-transferred">
          {formatDateJa(b.transferredOn)}
        </SheetRow>
        <SheetRow label="振込先" testId="payout-statement-bank">
          <BankLines bank={b.bank} />
        </SheetRow>
        {b.expectedArrivalOn && (
          <SheetRow label="入金予定日" testId="payout-statement-arrival">
            {formatDateJa(b.expectedArrivalOn)}
          </SheetRow>
        )}
        {b.feeInvoiceNumber && (
          <SheetRow label="サービス利用料の請求書" testId="payout-statement-fee-invoice">
            {b.feeInvoiceNumber}
          </SheetRow>
        )}
      </SheetRows>
    </DocumentSheet>
  );
}
