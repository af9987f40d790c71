/**
 * The bodies of the deal's later documents (docs/product/entities.md#trade-documents), pure: dates in
 * JST, the tax computed once per document on the tax-inclusive amount
 * (docs/product/law.md#invoices), the operator frozen, a fee of ¥0 leaving the 支払明細 without a 請求書.
 */
import { feeBreakdown } from '@common/fees';
import { OPERATOR_DEFAULTS } from '@common/operator';
import { taxed } from '@common/tradeDocuments';
import {
  acceptanceBody,
  deliveryBody,
  feeInvoiceBody,
  feePercentOf,
  invoiceBody,
  operatorSnapshot,
  payoutStatementBody,
} from '../../src/features/tradeDocuments/dealDocuments';

// 23:30 on 31 March in Japan (UTC 14:30): the JST date is the 31st, the next day's is April 1st.
const NOW = new Date('2026-03-31T14:30:00Z');
const OPERATOR = operatorSnapshot(OPERATOR_DEFAULTS);

describe('the bodies of the deal documents', () => {
  test('taxed: 内消費税 rounded down once on the whole amount', () => {
    expect(taxed(33_333)).toEqual({ amount: 33_333, taxPercent: 10, tax: 3030 });
    expect(taxed(3_333)).toEqual({ amount: 3_333, taxPercent: 10, tax: 303 });
    expect(taxed(0)).toEqual({ amount: 0, taxPercent: 10, tax: 0 });
    expect(taxed(10)).toEqual({ amount: 10, taxPercent: 10, tax: 0 });
    expect(taxed(11)).toEqual({ amount: 11, taxPercent: 10, tax: 1 });
  });

  test('the 納品書: JST dates, automatic 検収 after the inspection days, the 発注書 it answers', () => {
    const body = deliveryBody(
      { title: '撮影', deliveryDate: '2026-04-10' },
      2,
      'PO-2026-000001',
      { message: 'どうぞ', photoCount: 3, link: null },
      NOW,
    );
    expect(body).toEqual({
      title: '撮影',
      orderNumber: 'PO-2026-000001',
      round: 2,
      deliveredOn: '2026-03-31',
      deliveredAt: '2026-03-31T14:30:00.000Z',
      message: 'どうぞ',
      photoCount: 3,
      link: null,
      deliveryDate: '2026-04-10',
      autoCompleteOn: '2026-04-07',
    });
  });

  test('the 検収書 and the 請求書 carry the same amount; the 請求書 its issuer number or null', () => {
    const accepted = acceptanceBody('撮影', null, 'automatic', new Date('2026-03-24T01:00:00Z'), 25_000, NOW);
    expect(accepted).toEqual({
      title: '撮影',
      orderNumber: null,
      acceptedOn: '2026-03-31',
      by: 'automatic',
      deliveredOn: '2026-03-24',
      amount: { amount: 25_000, taxPercent: 10, tax: 2272 },
      withholding: null,
    });
    expect(acceptanceBody('撮影', null, 'admin', null, 1, NOW).deliveredOn).toBeNull();
    const registered = invoiceBody('撮影', 'PO-2026-000009', 'T1234567890123', 25_000, new Date('2026-03-01T15:00:00Z'), NOW);
    expect(registered).toEqual({
      title: '撮影',
      orderNumber: 'PO-2026-000009',
      transactionDate: '2026-03-31',
      issuerRegistrationNumber: 'T1234567890123',
      amount: accepted.amount,
      paidOn: '2026-03-02',
      withholding: null,
    });
    expect(invoiceBody('撮影', null, null, 25_000, null, NOW)).toMatchObject({ issuerRegistrationNumber: null, paidOn: null });
  });

  test('the fee 請求書 and the 支払明細: the operator frozen, the fee taxed once, the rate in percent', () => {
    const money = feeBreakdown(33_333, 0.1);
    const fee = feeInvoiceBody('撮影', OPERATOR, money, NOW);
    expect(fee).toEqual({
      title: '撮影',
      operator: {
        name: OPERATOR_DEFAULTS.name,
        postalCode: OPERATOR_DEFAULTS.postalCode,
        address: OPERATOR_DEFAULTS.address,
        invoiceRegistrationNumber: OPERATOR_DEFAULTS.invoiceRegistrationNumber,
      },
      transactionDate: '2026-03-31',
      reward: 33_333,
      feePercent: 10,
      fee: { amount: 3333, taxPercent: 10, tax: 303 },
    });
    const statement = payoutStatementBody(
      '撮影',
      OPERATOR,
      money,
      { amount: 30_000, expectedArrivalOn: '2026-04-03' },
      'FV-2026-000001',
      NOW,
    );
    expect(statement).toEqual({
      title: '撮影',
      operator: fee.operator,
      reward: 33_333,
      fee: 3333,
      feePercent: 10,
      amount: 30_000,
      withheld: 0,
      transferredOn: '2026-03-31',
      expectedArrivalOn: '2026-04-03',
      feeInvoiceNumber: 'FV-2026-000001',
      // 振込先 not known: null (the page says Stripe's registered account).
      bank: null,
    });
    const bank = { bankName: 'みずほ銀行', branchCode: '001', last4: '4321' };
    expect(
      payoutStatementBody('撮影', OPERATOR, money, { amount: 30_000, expectedArrivalOn: null, bank }, null, NOW).bank,
    ).toEqual(bank);
  });

  test('源泉徴収 (docs/product/law.md#withholding-源泉徴収): the tax on the 検収書 and the 請求書, 差引請求額, 消費税 on the amount; the 支払明細 net of it', () => {
    const w = { amount: 3063, base: 30_000, rate: '10.21%' };
    expect(acceptanceBody('撮影', null, 'client', null, 30_000, NOW, w)).toMatchObject({
      amount: { amount: 30_000, taxPercent: 10, tax: 2727 },
      withholding: w,
    });
    expect(invoiceBody('撮影', null, null, 30_000, null, NOW, w)).toMatchObject({
      amount: { amount: 30_000, taxPercent: 10, tax: 2727 },
      withholding: w,
      netAmount: 26_937,
    });
    // After an admin's partial refund of 5,000円: the 請求書 is on 25,000円, the tax stays.
    expect(invoiceBody('撮影', null, null, 25_000, null, NOW, w)).toMatchObject({ netAmount: 21_937 });
    const money = { ...feeBreakdown(30_000, 0.1), withheld: 3063, payout: 23_937 };
    const statement = payoutStatementBody('撮影', OPERATOR, money, { amount: 23_937, expectedArrivalOn: null }, null, NOW);
    expect(statement).toMatchObject({ reward: 30_000, withheld: 3063, fee: 3000, amount: 23_937 });
  });

  test('rates in percent without floating-point residue', () => {
    expect([0, 0.085, 0.1, 0.29, 0.5].map(feePercentOf)).toEqual([0, 8.5, 10, 29, 50]);
  });
});
