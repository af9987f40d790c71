/**
 * An admin's partial refund of a contract that withholds (docs/product/money.md#withholding,
 * docs/product/money.md#partial-refund-by-an-admin): the refund comes out of what was charged
 * (reward − tax), the tax stays what was withheld, the fee is on the reward less the refund, and the
 * transfer is reward − refund − tax − fee: exactly what is left on the charge after the refund and the fee.
 */
import type { Contract, Job } from '@common/marketplace';
import { settledPayout } from '@common/withholding';
import { profilePath } from '../../src/documents/profiles';
import { describeApi } from '../support/harness';
import { payoutAccount, sessionIdOf, transfersOf, type Caller, type PayApp } from '../payments/support';
import { jobInput } from '../marketplace/support';
import { createAdminApp, type AdminApp } from '../admin/support';

const REWARD = 30_000;
const TAX = 3_063;
const REFUND = 5_000;
const FEE = 2_500; // 10 % of 25,000
const PAYOUT = REWARD - REFUND - TAX - FEE; // 19,437

describeApi('源泉徴収 and an admin partial refund', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];
  let client: Caller;

  beforeAll(async () => {
    ({ t, call: asAdmin } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  it('pays the worker reward − refund − tax − fee and refunds the amount decided', async () => {
    const worker = await t.user('worker');
    const now = t.clock.now();
    await t.store.set(profilePath(worker.uid, 'worker'), {
      type: 'worker',
      classify: 'individual',
      userId: worker.uid,
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
    const job = (await client.post('/liff/jobs', { ...jobInput({ reward: REWARD }), withholding: true }).expect(201)).body as Job;
    await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    const c = (await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201)).body as Contract;
    const url = (await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200)).body.url as string;
    expect((await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    await payoutAccount(t, worker);
    await worker.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    await worker.post(`/liff/contracts/${c.id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${c.id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);

    // The largest allowed refund is one yen under what was charged: reward − tax − 1.
    const item = (
      (await asAdmin('get', '/admin/money?kind=hold').expect(200)).body.items as {
        contractId: string;
        paid: number;
        maxPartialRefund: number;
        reward: number;
        feeRate: number;
        withheld: number;
        refunded: number;
      }[]
    ).find((i) => i.contractId === c.id);
    expect(item).toMatchObject({ paid: REWARD - TAX, maxPartialRefund: REWARD - TAX - 1, withheld: TAX });
    // The console's preview (web/src/features/console/money/arithmetic.ts payoutAfter) is this function on the item.
    const preview = settledPayout(item!.reward, item!.feeRate, item!.withheld, item!.refunded + REFUND);
    expect(preview).toEqual({ reward: REWARD - REFUND, fee: FEE, payout: PAYOUT, rate: 0.1, withheld: TAX });

    await asAdmin('post', `/admin/contracts/${c.id}/hold-decision`)
      .send({ decision: 'refund', amount: REFUND, reason: '双方に事情を確認しました' })
      .expect(200);
    await t.stripe.flush();

    expect((await transfersOf(t, c.id)).map((x) => x.amount)).toEqual([PAYOUT]);
    expect(await t.store.get(`payouts/${c.id}`)).toMatchObject({
      reward: REWARD - REFUND,
      fee: FEE,
      withheld: TAX,
      amount: PAYOUT,
    });
    // What the server transferred is what the console previewed.
    expect(PAYOUT).toBe(preview.payout);
    const payment = await t.store.get<{ paymentIntentId: string; amount: number }>(`payments/${c.id}`);
    const refunds = (
      await t.store.query<{ amount: number }>('_stripeLocal', {
        where: [
          ['object', '==', 'refund'],
          ['payment_intent', '==', payment?.paymentIntentId ?? ''],
        ],
      })
    ).map((d) => d.data.amount);
    expect(refunds).toEqual([REFUND]);
    // Refund + fee + transfer is exactly what was charged: the platform keeps nothing of the tax.
    expect(REFUND + FEE + PAYOUT).toBe(payment?.amount);

    const view = (await worker.get(`/liff/contracts/${c.id}`).expect(200)).body as Contract;
    expect(view.fee).toEqual({ reward: REWARD - REFUND, fee: FEE, payout: PAYOUT, rate: 0.1, withheld: TAX });
    const texts = ((await worker.get(`/liff/rooms/${c.id}/messages`).expect(200)).body.items as { text: string }[]).map(
      (m) => m.text,
    );
    expect(texts.join('\n')).toContain(
      '受注者への報酬は25,000円から源泉徴収税額3,063円と手数料2,500円を差し引いた19,437円です。',
    );
  });
});
