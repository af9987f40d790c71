/**
 * 源泉徴収 on the business documents and the money records (docs/product/law.md#withholding-源泉徴収,
 * docs/product/entities.md#trade-documents), over HTTP with the local Stripe stand-in: a withheld deal
 * from 採用 to the transfer carries the tax frozen at 採用 on the 発注書 (差引仮払い額, the payout net
 * of it, the tax office's deadline in 支払方法), the 検収書, the worker's 請求書 (差引請求額, 内消費税 on
 * the reward) and the 支払明細 (差引送金額 = reward − tax − fee); the payout stores `withheld`, the
 * worker's 受取履歴 answers it and the salon's 領収書 says the amount excludes it. A deal without
 * withholding states none.
 */
import type { RewardRecord } from '@common/deal';
import type { Receipt } from '@common/receipts';
import type { Contract, Job, Page } from '@common/marketplace';
import type { ContractDocuments, IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import { profilePath } from '../../src/documents/profiles';
import { describeApi } from '../support/harness';
import { createPayApp, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { jobInput } from '../marketplace/support';
import { asKind, hire, type ViewOf } from '../tradeDocuments/support';

const REWARD = 30_000;
const TAX = 3_063; // floor(30,000 × 10.21 %)
const FEE = 3_000;
const CHARGE = REWARD - TAX; // 26,937
const PAYOUT = REWARD - TAX - FEE; // 23,937
const WITHHOLDING = { amount: TAX, base: REWARD, rate: '10.21%' };

describeApi('源泉徴収 on the documents, the payout, 受取履歴 and the 領収書', () => {
  let t: PayApp;
  let client: Caller;

  async function worker(): Promise<Caller> {
    const w = await t.user('worker');
    const now = t.clock.now();
    await t.store.set(profilePath(w.uid, 'worker'), {
      type: 'worker',
      classify: 'individual',
      userId: w.uid,
      name: '山田 カメラ',
      sex: 'female',
      birthYear: 1990,
      birthMonth: 1,
      birthDate: 1,
      occupation: 'カメラマン',
      occupationDetails: [],
      skills: [],
      detail: '',
      portfolios: [],
      createdAt: now,
      updatedAt: now,
    });
    return w;
  }

  /** 採用, 仮払い, 納品 and 検収 (then the transfer) of a job of REWARD, flagged or not. */
  async function deal(w: Caller, withholding: boolean): Promise<Contract> {
    const job = (await client.post('/liff/jobs', { ...jobInput({ reward: REWARD }), withholding }).expect(201)).body as Job;
    const c = await hire(client, w, job.id);
    const url = (await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200)).body.url as string;
    expect((await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    await payoutAccount(t, w);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const done = (await client.post('/liff/project/complete-process', { contractId: c.id }).expect(200)).body as Contract;
    expect(done.status).toBe('paid_out');
    return c;
  }

  /** The newest version of a kind as `caller` reads it. */
  async function read<K extends IssuedKind>(caller: Caller, id: string, kind: K): Promise<ViewOf<K>> {
    const items = ((await caller.get(`/liff/contracts/${id}/documents`).expect(200)).body as ContractDocuments).items.filter(
      (d) => d.kind === kind,
    );
    expect(items.length).toBeGreaterThan(0);
    return asKind((await caller.get(`/liff/documents/${items[0].id}`).expect(200)).body as TradeDocumentView, kind);
  }

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  it('a withheld deal: every document, the payout, 受取履歴 and the 領収書 state the tax and the net amounts', async () => {
    const w = await worker();
    const c = await deal(w, true);

    // 発注書 (every version keeps the withholding of 採用).
    const order = await read(client, c.id, 'order');
    expect(order.body.withholding).toEqual(WITHHOLDING);
    expect(order.body.netAmount).toBe(CHARGE);
    expect(order.body.reward).toEqual({ amount: REWARD, taxPercent: 10, tax: 2727 });
    expect(order.body.fee).toEqual({ percent: 10, amount: FEE, payout: PAYOUT });
    expect(order.body.paymentMethod).toContain(
      '報酬から差し引く源泉徴収税額（3,063円）は、発注者が仮払いした月の翌月10日までに税務署へ納付します。',
    );

    // 検収書 and the worker's 請求書: 内消費税 on the reward, once; 差引請求額 = reward − tax.
    const acceptance = await read(w, c.id, 'acceptance');
    expect(acceptance.body.amount).toEqual({ amount: REWARD, taxPercent: 10, tax: 2727 });
    expect(acceptance.body.withholding).toEqual(WITHHOLDING);
    const invoice = await read(client, c.id, 'invoice');
    expect(invoice.body.amount).toEqual({ amount: REWARD, taxPercent: 10, tax: 2727 });
    expect(invoice.body.withholding).toEqual(WITHHOLDING);
    expect(invoice.body.netAmount).toBe(CHARGE);

    // The fee's 請求書 is unchanged; the 支払明細: reward − tax − fee = the transfer.
    const feeInvoice = await read(w, c.id, 'fee_invoice');
    expect(feeInvoice.body).toMatchObject({ reward: REWARD, feePercent: 10, fee: { amount: FEE, tax: 272 } });
    const statement = await read(w, c.id, 'payout_statement');
    expect(statement.body).toMatchObject({ reward: REWARD, withheld: TAX, fee: FEE, amount: PAYOUT });
    expect(statement.body.reward - (statement.body.withheld ?? 0) - statement.body.fee).toBe(statement.body.amount);

    // The payout record and the worker's 受取履歴.
    expect(await t.store.get(`payouts/${c.id}`)).toMatchObject({
      status: 'transferred',
      reward: REWARD,
      fee: FEE,
      withheld: TAX,
      amount: PAYOUT,
    });
    const history = (await w.get('/liff/worker/rewards/history').expect(200)).body as Page<RewardRecord>;
    expect(history.items.find((r) => r.contractId === c.id)).toMatchObject({
      reward: REWARD,
      withheld: TAX,
      fee: FEE,
      amount: PAYOUT,
    });

    // The salon's 領収書: what she paid, the tax excluded in the 但し書き, 内消費税 of the reward.
    const receipt = (await client.get(`/liff/client/payments/${c.id}/receipt`).expect(200)).body as Receipt;
    expect(receipt).toMatchObject({ paid: CHARGE, amount: CHARGE, withheld: TAX, taxBase: REWARD, taxIncluded: 2727 });
    expect(receipt.description).toBe(
      '山田 カメラ 様への「ヘアカタログ撮影」の業務委託報酬として（代理受領）（源泉徴収税額 ¥3,063 を除く）',
    );
  });

  it('a deal without withholding states none', async () => {
    const w = await worker();
    const c = await deal(w, false);
    const order = await read(client, c.id, 'order');
    expect(order.body.withholding).toBeNull();
    expect(order.body.netAmount).toBeUndefined();
    expect(order.body.paymentMethod).not.toContain('源泉徴収');
    expect(order.body.fee.payout).toBe(REWARD - FEE);
    const invoice = await read(client, c.id, 'invoice');
    expect(invoice.body.withholding).toBeNull();
    expect(invoice.body.netAmount).toBeUndefined();
    expect((await read(w, c.id, 'acceptance')).body.withholding).toBeNull();
    expect((await read(w, c.id, 'payout_statement')).body).toMatchObject({ withheld: 0, amount: REWARD - FEE });
    expect(await t.store.get(`payouts/${c.id}`)).toMatchObject({ withheld: 0, amount: REWARD - FEE });
    const receipt = (await client.get(`/liff/client/payments/${c.id}/receipt`).expect(200)).body as Receipt;
    expect(receipt).toMatchObject({ amount: REWARD, withheld: 0, taxBase: REWARD, taxIncluded: 2727 });
    expect(receipt.description).not.toContain('源泉徴収');
  });
});
