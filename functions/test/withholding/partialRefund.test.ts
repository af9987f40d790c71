/**
 * An admin's partial refund of a contract that withholds (docs/product/money.md#withholding,
 * docs/product/money.md#partial-refund-by-an-admin), over HTTP with the local Stripe stand-in: the refund
 * goes back to the salon's card, and what her card finally paid settles a lower reward with its own tax,
 * r' = paid + withholdingTax(r'). The payout, the transfer, the 検収書, the 請求書, the fee's 請求書, the
 * 支払明細, the 領収書, the room and the notices all state those settled figures, never the tax of 採用
 * beside a lower reward; ten parallel decisions make one refund and one transfer.
 */
import type { HoldDecisionResult, MoneyQueueItem } from '@common/admin';
import type { Contract, Job } from '@common/marketplace';
import type { Receipt } from '@common/receipts';
import type { ContractDocuments, IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import { settledPayout, withholdingTax } from '@common/withholding';
import { describeApi } from '../support/harness';
import { payoutAccount, sessionIdOf, transfersOf, type Caller, type PayApp } from '../payments/support';
import { jobInput } from '../marketplace/support';
import { createAdminApp, type AdminApp } from '../admin/support';
import { asKind, workerWithProfile, type ViewOf } from '../tradeDocuments/support';

// The worked example of docs/product/money.md#withholding: 30,000円 at 10 %, 5,000円 refunded.
const REWARD = 30_000;
const TAX = 3_063; // floor(30,000 × 10.21 %), frozen at 採用
const CHARGE = REWARD - TAX; // 26,937
const REFUND = 5_000;
const PAID = CHARGE - REFUND; // 21,937: what the card finally paid
const SETTLED = 24_431; // 24,431 − floor(24,431 × 10.21 %) = 21,937
const SETTLED_TAX = 2_494;
const FEE = 2_443; // floor(24,431 × 10 %)
const PAYOUT = PAID - FEE; // 19,494
const REASON = '双方に事情を確認しました';

describeApi('源泉徴収 and an admin partial refund', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];
  let client: Caller;

  beforeAll(async () => {
    ({ t, call: asAdmin } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  /** A withheld contract of `reward`, paid, delivered, then on hold (the worker asked to cancel, the salon refused). */
  async function heldContract(reward: number): Promise<{ id: string; worker: Caller }> {
    const worker = await workerWithProfile(t, '山田 カメラ');
    const job = (await client.post('/liff/jobs', { ...jobInput({ reward }), withholding: true }).expect(201)).body as Job;
    await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    const c = (await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201)).body as Contract;
    const url = (await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200)).body.url as string;
    expect((await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    await payoutAccount(t, worker);
    await worker.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    await worker.post(`/liff/contracts/${c.id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${c.id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    return { id: c.id, worker };
  }

  const holdItem = async (id: string) =>
    ((await asAdmin('get', '/admin/money?kind=hold').expect(200)).body.items as MoneyQueueItem[]).find(
      (i) => i.contractId === id,
    );

  /** The newest document of a kind as `caller` reads it. */
  async function read<K extends IssuedKind>(caller: Caller, id: string, kind: K): Promise<ViewOf<K>> {
    const items = ((await caller.get(`/liff/contracts/${id}/documents`).expect(200)).body as ContractDocuments).items.filter(
      (d) => d.kind === kind,
    );
    expect(items).toHaveLength(1);
    return asKind((await caller.get(`/liff/documents/${items[0].id}`).expect(200)).body as TradeDocumentView, kind);
  }

  async function refundsOf(id: string): Promise<number[]> {
    const payment = await t.store.get<{ paymentIntentId: string }>(`payments/${id}`);
    return (
      await t.store.query<{ amount: number }>('_stripeLocal', {
        where: [
          ['object', '==', 'refund'],
          ['payment_intent', '==', payment?.paymentIntentId ?? ''],
        ],
      })
    ).map((d) => d.data.amount);
  }

  const roomText = async (p: Caller, id: string) =>
    ((await p.get(`/liff/rooms/${id}/messages`).expect(200)).body.items as { text: string }[]).map((m) => m.text).join('\n');

  const noticesOf = async (p: Caller, id: string) =>
    (
      (await p.get('/liff/notices').expect(200)).body.items as { kind: string; body: string; path: string; amount?: number }[]
    ).filter((n) => n.path.endsWith(`/${id}`));

  it('the settled reward and its tax: payout, transfer, documents, 領収書, room and notices agree; 10 parallel decisions, one effect', async () => {
    const { id, worker } = await heldContract(REWARD);

    // The console's preview (web/src/features/console/money/arithmetic.ts payoutAfter) is this function on the item.
    const item = await holdItem(id);
    expect(item).toMatchObject({ paid: CHARGE, maxPartialRefund: CHARGE - 1, withheld: TAX, refunded: 0 });
    const preview = settledPayout(item!.reward, item!.feeRate, item!.withheld, item!.refunded + REFUND);
    const settled = { reward: SETTLED, withheld: SETTLED_TAX, fee: FEE, payout: PAYOUT, rate: 0.1 };
    expect(preview).toEqual(settled);
    expect(withholdingTax(SETTLED)).toBe(SETTLED_TAX);
    expect(SETTLED - SETTLED_TAX).toBe(PAID);

    // Ten decisions at once: one 200, nine 409 (docs/product/api.md#idempotency).
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asAdmin('post', `/admin/contracts/${id}/hold-decision`).send({ decision: 'refund', amount: REFUND, reason: REASON }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ok = answers.find((r) => r.status === 200)?.body as HoldDecisionResult;
    expect(ok.partialRefund).toEqual({ amount: REFUND, refunded: REFUND, payout: settled });
    await t.stripe.flush();

    // Stripe: one refund of the amount decided, one transfer of what the preview said.
    expect(await refundsOf(id)).toEqual([REFUND]);
    expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([PAYOUT]);
    const payout = await t.store.get(`payouts/${id}`);
    expect(payout).toMatchObject({ status: 'transferred', reward: SETTLED, withheld: SETTLED_TAX, fee: FEE, amount: PAYOUT });
    // Refund + fee + transfer is exactly what was charged: the platform keeps nothing of the tax.
    expect(REFUND + FEE + PAYOUT).toBe(CHARGE);
    const audits = await t.store.query<{ after: Record<string, unknown> }>('auditLog', { where: [['targetId', '==', id]] });
    expect(audits.map((a) => a.data.after)).toEqual([
      expect.objectContaining({
        decision: 'partial_refund',
        refundAmount: REFUND,
        payout: PAYOUT,
        fee: FEE,
        withheld: SETTLED_TAX,
      }),
    ]);

    // The 検収書 and the worker's 請求書: the settled reward, its tax, its rate; 差引請求額 = what the card paid.
    const WITHHOLDING = { amount: SETTLED_TAX, base: SETTLED, rate: '10.21%' };
    const acceptance = await read(worker, id, 'acceptance');
    expect(acceptance.body.amount).toEqual({ amount: SETTLED, taxPercent: 10, tax: 2_221 });
    expect(acceptance.body.withholding).toEqual(WITHHOLDING);
    const invoice = await read(client, id, 'invoice');
    expect(invoice.body.amount).toEqual({ amount: SETTLED, taxPercent: 10, tax: 2_221 });
    expect(invoice.body.withholding).toEqual(WITHHOLDING);
    expect(invoice.body.netAmount).toBe(PAID);
    // The fee's 請求書 and the 支払明細: reward − tax − fee = the transfer.
    expect((await read(worker, id, 'fee_invoice')).body).toMatchObject({ reward: SETTLED, fee: { amount: FEE, tax: 222 } });
    const statement = await read(worker, id, 'payout_statement');
    expect(statement.body).toMatchObject({ reward: SETTLED, withheld: SETTLED_TAX, fee: FEE, amount: PAYOUT });
    expect(statement.body.reward - (statement.body.withheld ?? 0) - statement.body.fee).toBe(statement.body.amount);

    // The salon's 領収書 once Stripe confirmed the refund: the net received, the settled tax excluded.
    const receipt = (await client.get(`/liff/client/payments/${id}/receipt`).expect(200)).body as Receipt;
    expect(receipt).toMatchObject({
      status: 'partially_refunded',
      paid: CHARGE,
      refund: { amount: REFUND },
      amount: PAID,
      withheld: SETTLED_TAX,
      taxBase: SETTLED,
      taxIncluded: 2_221,
    });
    expect(receipt.description).toBe(
      '山田 カメラ 様への「ヘアカタログ撮影」の業務委託報酬として（代理受領）（源泉徴収税額 ¥2,494 を除く）',
    );

    // Both parties: the contract's breakdown, the room's line and the notices, with the salon's new tax.
    const line =
      '運営の判断により、仮払い金のうち5,000円を発注者へ返金します。' +
      '受注者への報酬は24,431円から源泉徴収税額2,494円と手数料2,443円を差し引いた19,494円です。' +
      '発注者が税務署へ納める源泉徴収税額は2,494円になります（3,063円を納付済みの場合、差額は還付を受けられます）。';
    for (const p of [client, worker]) {
      expect(((await p.get(`/liff/contracts/${id}`).expect(200)).body as Contract).fee).toEqual(settled);
      expect(await roomText(p, id)).toContain(line);
      expect((await noticesOf(p, id)).find((n) => n.kind === 'completed')?.body).toContain(line);
    }
    const paidOut = (await noticesOf(worker, id)).filter((n) => n.kind === 'paid_out' || n.kind === 'completed');
    expect(paidOut.map((n) => n.amount)).toEqual([PAYOUT, PAYOUT]);
    expect(await roomText(client, id)).toContain('受注者へ19,494円を送金しました。');
    expect(await holdItem(id)).toBeUndefined();
  });

  it('above 1,000,000円: the settled reward falls under it, and the documents state the one rate of the settled base', async () => {
    const reward = 1_200_000;
    const tax = withholdingTax(reward); // 102,100 + 200,000 × 20.42 % = 142,940
    expect(tax).toBe(142_940);
    const { id, worker } = await heldContract(reward);
    const refund = 300_000;
    await asAdmin('post', `/admin/contracts/${id}/hold-decision`)
      .send({ decision: 'refund', amount: refund, reason: REASON })
      .expect(200);
    await t.stripe.flush();
    // The card paid 757,060円, which settles 843,145円 with its tax 86,085円; fee 84,314円.
    const paid = reward - tax - refund;
    const expected = { reward: 843_145, withheld: 86_085, fee: 84_314, payout: paid - 84_314, rate: 0.1 };
    expect(settledPayout(reward, 0.1, tax, refund)).toEqual(expected);
    expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([expected.payout]);
    expect(await t.store.get(`payouts/${id}`)).toMatchObject({
      reward: expected.reward,
      withheld: expected.withheld,
      fee: expected.fee,
      amount: expected.payout,
    });
    const settledWithholding = { amount: 86_085, base: 843_145, rate: '10.21%' };
    expect((await read(worker, id, 'acceptance')).body.withholding).toEqual(settledWithholding);
    const invoice = await read(client, id, 'invoice');
    expect(invoice.body.withholding).toEqual(settledWithholding);
    expect(invoice.body.netAmount).toBe(paid);
    expect((await read(worker, id, 'payout_statement')).body).toMatchObject({
      reward: expected.reward,
      withheld: expected.withheld,
      amount: expected.payout,
    });
    const receipt = (await client.get(`/liff/client/payments/${id}/receipt`).expect(200)).body as Receipt;
    expect(receipt).toMatchObject({ amount: paid, withheld: 86_085, taxBase: 843_145 });
  });
});
