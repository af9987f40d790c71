/**
 * 源泉徴収 over HTTP (docs/product/law.md#withholding-源泉徴収, docs/product/money.md#withholding): the
 * job's flag (a JSON boolean, default false, editable while no one is hired), the withholding frozen
 * on the contract at 採用 (none for a 法人 worker), the 仮払い charging reward − tax in the local
 * Stripe stand-in, and the transfer after 検収 sending reward − tax − fee. An unflagged job is unchanged.
 */
import type { Contract, Job } from '@common/marketplace';
import { WITHHOLDING_TYPE } from '@common/schemas/marketplace';
import { hire, workerWithProfile } from '../tradeDocuments/support';
import { WITHHOLDING_LOCKED } from '../../src/features/jobs/service';
import { describeApi } from '../support/harness';
import { createPayApp, payoutAccount, sessionIdOf, transfersOf, viewOf, type Caller, type PayApp } from '../payments/support';
import { jobInput } from '../marketplace/support';

const REWARD = 30_000;
const TAX = 3_063; // 30,000 x 10.21 % = 3,063
const FEE = 3_000; // 10 % of the reward
const CHARGE = REWARD - TAX; // 26,937
const PAYOUT = REWARD - TAX - FEE; // 23,937

describeApi('源泉徴収 (withholding)', () => {
  let t: PayApp;
  let client: Caller;

  const worker = (classify: 'individual' | 'corporation' = 'individual'): Promise<Caller> =>
    workerWithProfile(t, classify === 'corporation' ? '株式会社フォト' : '山田 カメラ', { classify });

  const patch = (caller: Caller, path: string, body: unknown) =>
    t
      .request()
      .patch(path)
      .set('Authorization', `Bearer ${caller.idToken}`)
      .send(body as object);

  async function post(o: Record<string, unknown> = {}): Promise<Job> {
    return (await client.post('/liff/jobs', { ...jobInput({ reward: REWARD }), ...o }).expect(201)).body as Job;
  }

  async function accepted(w: Caller, job: Job): Promise<Contract> {
    return await hire(client, w, job.id);
  }

  /** Pays through the local checkout; answers the session's amount. */
  async function pay(contractId: string): Promise<number> {
    const res = await client.post('/liff/project/get-payment-url', { contractId }).expect(200);
    const sessionId = sessionIdOf(res.body.url as string);
    const session = await t.store.get<{ amount_total: number }>(`_stripeLocal/${sessionId}`);
    const paid = await t.stripe.payCheckoutSession(sessionId, '4242424242424242');
    if (!paid.ok) throw new Error(`the local checkout refused the test card: ${paid.code}`);
    await t.stripe.flush();
    return session?.amount_total ?? -1;
  }

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  it('the flag: false by default, true when sent, shown on the job to workers', async () => {
    const plain = await post();
    expect(plain.withholding).toBe(false);
    const flagged = await post({ withholding: true });
    expect(flagged.withholding).toBe(true);
    const w = await worker();
    expect((await w.get(`/liff/jobs/${flagged.id}`).expect(200)).body).toMatchObject({ withholding: true, reward: REWARD });
    expect((await w.get(`/liff/jobs/${plain.id}`).expect(200)).body).toMatchObject({ withholding: false });
  });

  it.each([['true'], [1], [null], [{}], [['x']]])('refuses the flag %p: 400, nothing posted or changed', async (bad) => {
    const res = await client.post('/liff/jobs', { ...jobInput(), withholding: bad }).expect(400);
    expect(res.body.error.fields).toEqual({ withholding: WITHHOLDING_TYPE });
    const job = await post();
    const edit = await patch(client, `/liff/jobs/${job.id}`, { withholding: bad }).expect(400);
    expect(edit.body.error.fields).toEqual({ withholding: WITHHOLDING_TYPE });
    expect((await client.get(`/liff/jobs/${job.id}`).expect(200)).body.withholding).toBe(false);
  });

  it('editable while no one is hired; then 400 (a form re-sending the same value passes)', async () => {
    const job = await post();
    expect((await patch(client, `/liff/jobs/${job.id}`, { withholding: true }).expect(200)).body.withholding).toBe(true);
    expect((await patch(client, `/liff/jobs/${job.id}`, { withholding: false }).expect(200)).body.withholding).toBe(false);
    await patch(client, `/liff/jobs/${job.id}`, { withholding: true }).expect(200);
    await accepted(await worker(), { ...job, withholding: true });
    const res = await patch(client, `/liff/jobs/${job.id}`, { withholding: false }).expect(400);
    expect(res.body.error.fields).toEqual({ withholding: WITHHOLDING_LOCKED });
    await patch(client, `/liff/jobs/${job.id}`, { withholding: true, title: '題名だけ変更' }).expect(200);
  });

  it('a withheld contract: frozen at 採用, 仮払い of reward − tax, transfer of reward − tax − fee', async () => {
    const w = await worker();
    const job = await post({ withholding: true });
    const contract = await accepted(w, job);
    expect(contract.withholding).toEqual({ amount: TAX, base: REWARD, rate: '10.21%' });
    expect(contract.fee).toEqual({ reward: REWARD, fee: FEE, payout: PAYOUT, rate: 0.1, withheld: TAX });
    // A later edit of the job changes nothing on the contract.
    await patch(client, `/liff/jobs/${job.id}`, { reward: 50_000 }).expect(200);

    expect(await pay(contract.id)).toBe(CHARGE);
    const payment = await t.store.get<{ amount: number; status: string }>(`payments/${contract.id}`);
    expect(payment).toMatchObject({ amount: CHARGE, status: 'paid' });
    expect((await viewOf(client, contract.id)).status).toBe('in_progress');

    const account = await payoutAccount(t, w);
    await w.post(`/liff/contracts/${contract.id}/deliver`, { message: '納品します' }).expect(200);
    const done = (await client.post('/liff/project/complete-process', { contractId: contract.id }).expect(200)).body as Contract;
    expect(done.status).toBe('paid_out');
    expect(done.payout).toMatchObject({ status: 'transferred', amount: PAYOUT });
    const transfers = await transfersOf(t, contract.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: PAYOUT, destination: account });
    expect(await t.store.get(`payouts/${contract.id}`)).toMatchObject({ reward: REWARD, fee: FEE, amount: PAYOUT });
    expect((await viewOf(w, contract.id)).fee).toEqual({ reward: REWARD, fee: FEE, payout: PAYOUT, rate: 0.1, withheld: TAX });
  });

  it('a 法人 worker is never withheld on, even on a flagged job', async () => {
    const contract = await accepted(await worker('corporation'), await post({ withholding: true }));
    expect(contract.withholding).toBeNull();
    expect(contract.fee).toEqual({ reward: REWARD, fee: FEE, payout: REWARD - FEE, rate: 0.1 });
    expect(await pay(contract.id)).toBe(REWARD);
  });

  it('an unflagged job: unchanged (the whole reward charged, reward − fee paid out)', async () => {
    const w = await worker();
    const contract = await accepted(w, await post());
    expect(contract.withholding).toBeNull();
    expect(contract.fee).toEqual({ reward: REWARD, fee: FEE, payout: REWARD - FEE, rate: 0.1 });
    expect(await pay(contract.id)).toBe(REWARD);
    await payoutAccount(t, w);
    await w.post(`/liff/contracts/${contract.id}/deliver`, { message: '納品します' }).expect(200);
    await client.post('/liff/project/complete-process', { contractId: contract.id }).expect(200);
    expect((await transfersOf(t, contract.id)).map((x) => x.amount)).toEqual([REWARD - FEE]);
  });

  it('a cancellation after 仮払い refunds what was charged', async () => {
    const w = await worker();
    const contract = await accepted(w, await post({ withholding: true }));
    await pay(contract.id);
    await client.post(`/liff/contracts/${contract.id}/request-cancel`, { reason: '日程が合わなくなりました' }).expect(200);
    await w.post(`/liff/contracts/${contract.id}/accept-cancel`).expect(200);
    await t.stripe.flush();
    const refunds = await t.store.query<{ object: string; amount: number; payment_intent: string }>('_stripeLocal', {
      where: [['object', '==', 'refund']],
    });
    const payment = await t.store.get<{ paymentIntentId: string }>(`payments/${contract.id}`);
    const mine = refunds.map((r) => r.data).filter((r) => r.payment_intent === payment?.paymentIntentId);
    expect(mine.map((r) => r.amount)).toEqual([CHARGE]);
    expect((await viewOf(client, contract.id)).status).toBe('cancelled');
  });
});
