/**
 * The local stand-in of the operator's Stripe Dashboard (local server only): the platform's charges
 * with their refunds and disputes, and the connected accounts. Its forms play what happens outside
 * the app (a refund in the Dashboard, a card holder's dispute, a deleted account): the stand-in
 * sends the event Stripe would send, the app's webhook has handled it before the browser is back
 * (the contract on hold for the admins); bad input is a 400 page with an alert that changes nothing.
 * Connected accounts can be paid out to their bank, and the payout marked paid or failed.
 */
import type { LocalCharge } from '../../src/adapters/stripe/local';
import { MESSAGES } from '../../src/local/stripeDashboard';
import { describeApi } from '../support/harness';
import type { RewardRecord } from '@common/deal';
import { createPayApp, deliveredContract, paidContract, payoutAccount, type Caller, type PayApp } from './support';

const PAGE = '/_local/stripe/payments';

const jst = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

describeApi('local Stripe dashboard (operator)', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
  }, 60_000);
  afterAll(() => t.close());

  const payment = (id: string) => t.store.get<Record<string, unknown>>(`payments/${id}`);
  const chargeOf = async (id: string) => (await payment(id))?.chargeId as string;
  const chargeDoc = (id: string) => t.store.get<LocalCharge>(`_stripeLocal/${id}`);
  /** The list item of one charge or account on the page. */
  const itemOf = (html: string, id: string) => {
    const item = html.split('<li>').find((li) => li.includes(`<dt>ID</dt><dd>${id}</dd>`));
    if (!item) throw new Error(`${id} is not on the page`);
    return item.slice(0, item.indexOf('</li>'));
  };
  const refund = (chargeId: string, amount: string) => t.pages.post(`${PAGE}/${chargeId}/refund`).type('form').send({ amount });

  /** A paid contract (¥30,000, in progress) and its charge. */
  async function paid(): Promise<{ id: string; chargeId: string }> {
    const id = await paidContract(t, client, worker);
    return { id, chargeId: await chargeOf(id) };
  }

  it('lists a paid contract’s charge: amount, JST date, contract, card, and the three actions', async () => {
    const { id, chargeId } = await paid();
    const page = await t.pages.get(PAGE).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain('width=device-width');
    expect(page.text).toContain('min-height: 44px');
    expect(page.text).toContain('ローカル環境の Stripe ダッシュボードの代わりです');
    expect(page.text).toContain('連結アカウント');
    expect(page.text).not.toContain('role="alert"');
    const item = itemOf(page.text, chargeId);
    const created = (await chargeDoc(chargeId))?.created as number;
    expect(item).toContain('¥30,000');
    expect(item).toContain(jst.format(new Date(created * 1000)));
    expect(item).toContain(`<dt>契約</dt><dd>${id}</dd>`);
    expect(item).toContain('Visa •••• 4242');
    expect(item).toContain('<dt>返金済み</dt><dd>¥0</dd>');
    expect(item).toContain(`action="${PAGE}/${chargeId}/refund"`);
    expect(item).toContain('max="30000"');
    expect(item).toContain('一部返金');
    expect(item).toContain('全額返金（¥30,000）');
    expect(item).toContain('異議申し立てを発生させる');
    expect(item).not.toContain('異議申し立て中');
    expect(item).not.toContain('全額返金済み');
  });

  it('a partial refund through the form: 303, charge.refunded handled, the contract on hold (refunded_partially)', async () => {
    const { id, chargeId } = await paid();
    const sent = t.stripe.sent.length;
    const res = await refund(chargeId, '10000').expect(303);
    expect(res.headers.location).toBe(PAGE);
    expect(await chargeDoc(chargeId)).toMatchObject({ amount_refunded: 10000, refunded: false });
    const events = t.stripe.sent.slice(sent);
    expect(events.map((e) => e.type)).toEqual(['charge.refunded']);
    expect(await t.store.get(`stripeEvents/${events[0].eventId}`)).toMatchObject({ type: 'charge.refunded' });
    expect(await payment(id)).toMatchObject({ refundedAmount: 10000 });
    expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'refunded_partially', amount: 10000 });

    const item = itemOf((await t.pages.get(PAGE).expect(200)).text, chargeId);
    expect(item).toContain('<dt>返金済み</dt><dd>¥10,000</dd>');
    expect(item).toContain('max="20000"');
    expect(item).toContain('全額返金（¥20,000）');
  });

  it('full-width digits are read as the usual ones', async () => {
    const { chargeId } = await paid();
    await refund(chargeId, ' １２３４ ').expect(303);
    expect(await chargeDoc(chargeId)).toMatchObject({ amount_refunded: 1234 });
  });

  it('a full refund of what is left: 全額返金済み, no more actions; the contract on hold (refunded_outside)', async () => {
    const { id, chargeId } = await paid();
    await refund(chargeId, '5000').expect(303);
    await t.pages.post(`${PAGE}/${chargeId}/refund-all`).type('form').send({}).expect(303);
    expect(await chargeDoc(chargeId)).toMatchObject({ amount_refunded: 30000, refunded: true });
    expect(await payment(id)).toMatchObject({ refundedAmount: 30000 });
    expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'refunded_outside' });

    const item = itemOf((await t.pages.get(PAGE).expect(200)).text, chargeId);
    expect(item).toContain('全額返金済み');
    expect(item).not.toContain('<form');

    const sent = t.stripe.sent.length;
    for (const action of ['refund-all', 'dispute']) {
      const res = await t.pages.post(`${PAGE}/${chargeId}/${action}`).type('form').send({}).expect(400);
      expect(res.text).toContain('role="alert"');
    }
    const again = await refund(chargeId, '1').expect(400);
    expect(again.text).toContain(MESSAGES.alreadyRefunded);
    expect(t.stripe.sent.length).toBe(sent);
  });

  it('a dispute through the form: charge.dispute.created handled, the contract on hold (card_dispute); no refund then', async () => {
    const { id, chargeId } = await paid();
    const sent = t.stripe.sent.length;
    const res = await t.pages.post(`${PAGE}/${chargeId}/dispute`).type('form').send({}).expect(303);
    expect(res.headers.location).toBe(PAGE);
    expect(t.stripe.sent.slice(sent).map((e) => e.type)).toEqual(['charge.dispute.created']);
    expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'card_dispute', amount: 30000 });
    expect((await client.get(`/liff/contracts/${id}`).expect(200)).body.dispute?.source).toBe('card_dispute');

    const item = itemOf((await t.pages.get(PAGE).expect(200)).text, chargeId);
    expect(item).toContain('異議申し立て中');
    expect(item).not.toContain('<form');

    const refused = await refund(chargeId, '1000').expect(400);
    expect(refused.text).toContain(`role="alert" class="error">${MESSAGES.disputedRefund}`);
    const all = await t.pages.post(`${PAGE}/${chargeId}/refund-all`).type('form').send({}).expect(400);
    expect(all.text).toContain(MESSAGES.disputedRefund);
    const twice = await t.pages.post(`${PAGE}/${chargeId}/dispute`).type('form').send({}).expect(400);
    expect(twice.text).toContain(MESSAGES.alreadyDisputed);
    expect(await chargeDoc(chargeId)).toMatchObject({ amount_refunded: 0 });
    expect(t.stripe.sent.length).toBe(sent + 1);
  });

  describe('bad input: a 400 page with the alert, nothing changed, no event', () => {
    let id: string;
    let chargeId: string;
    let sent: number;

    beforeAll(async () => {
      ({ id, chargeId } = await paid());
      await refund(chargeId, '10000').expect(303);
    });
    beforeEach(() => {
      sent = t.stripe.sent.length;
    });
    afterEach(async () => {
      expect(t.stripe.sent.length).toBe(sent);
      expect(await chargeDoc(chargeId)).toMatchObject({ amount_refunded: 10000, refunded: false });
      expect(await chargeDoc(chargeId)).not.toHaveProperty('disputed');
      expect(await payment(id)).toMatchObject({ refundedAmount: 10000 });
      expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'refunded_partially', amount: 10000 });
    });

    it('an amount over what is left', async () => {
      const res = await refund(chargeId, '20001').expect(400);
      expect(res.text).toContain(`<p role="alert" class="error">${MESSAGES.tooLarge(20000)}</p>`);
      expect(res.text).toContain('¥20,000');
      // The page is the list again.
      expect(itemOf(res.text, chargeId)).toContain('max="20000"');
    });

    it.each(['abc', '', ' ', '0', '-1', '1.5', '1e4', '10,000', '0x10', '9999999999', '１０．５'])(
      'an amount that is not whole yen (%p)',
      async (amount) => {
        const res = await refund(chargeId, amount).expect(400);
        expect(res.text).toContain(`<p role="alert" class="error">${MESSAGES.amount}</p>`);
      },
    );

    it('a missing or repeated amount, a JSON body', async () => {
      for (const req of [
        t.pages.post(`${PAGE}/${chargeId}/refund`).type('form').send({}),
        t.pages.post(`${PAGE}/${chargeId}/refund`).type('form').send('amount=100&amount=200'),
        t.pages.post(`${PAGE}/${chargeId}/refund`).send({ amount: 100 }),
      ]) {
        const res = await req.expect(400);
        expect(res.text).toContain(MESSAGES.amount);
      }
    });

    it('a form too large is refused as bad input too', async () => {
      const res = await refund(chargeId, '1'.repeat(2000)).expect(400);
      expect(res.text).toContain('role="alert"');
      const many = Array.from({ length: 20 }, (_, i) => `f${i}=1`).join('&');
      await t.pages.post(`${PAGE}/${chargeId}/refund`).type('form').send(`amount=1&${many}`).expect(400);
    });

    it.each([
      'ch_abc%2F..%2Fx',
      'ch_',
      'ch_abc-def',
      'pi_0123abcd',
      '..%2F..%2Fusers%2Fx',
      `ch_${'a'.repeat(65)}`,
      'ch_00000000000000000000dead',
    ])('a crafted or unknown charge id (%s)', async (bad) => {
      for (const action of ['refund', 'refund-all', 'dispute']) {
        const res = await t.pages.post(`${PAGE}/${bad}/${action}`).type('form').send({ amount: '100' }).expect(400);
        expect(res.text).toContain(`<p role="alert" class="error">${MESSAGES.chargeMissing}</p>`);
      }
    });

    it('a crafted or unknown account id', async () => {
      for (const bad of ['acct_x%2F..%2F..%2Fcontracts', 'acct_', 'acct_a.b', 'ch_0123', 'acct_0000000000000000dead']) {
        const res = await t.pages.post(`/_local/stripe/accounts/${bad}/delete`).type('form').send({}).expect(400);
        expect(res.text).toContain(`<p role="alert" class="error">${MESSAGES.accountMissing}</p>`);
      }
    });

    it('a POST from another site is refused', async () => {
      const res = await refund(chargeId, '100').set('Origin', 'https://evil.example').expect(403);
      expect(res.text).toContain(MESSAGES.crossSite);
      await refund(chargeId, '100').set('Sec-Fetch-Site', 'cross-site').expect(403);
    });
  });

  it('deleting a connected account: 303, Stripe no longer knows it, listed as 削除済み without the form', async () => {
    const owner = await t.user('worker');
    const accountId = await payoutAccount(t, owner);
    const before = itemOf((await t.pages.get(PAGE).expect(200)).text, accountId);
    expect(before).toContain('入金可能');
    expect(before).toContain(`<dt>ユーザー</dt><dd>${owner.uid}</dd>`);
    expect(before).toContain('アカウントを削除');

    const res = await t.pages.post(`/_local/stripe/accounts/${accountId}/delete`).type('form').send({}).expect(303);
    expect(res.headers.location).toBe(PAGE);
    await expect(t.stripe.retrieveAccount(accountId)).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });

    const after = itemOf((await t.pages.get(PAGE).expect(200)).text, accountId);
    expect(after).toContain('削除済み');
    expect(after).not.toContain('<form');
    const again = await t.pages.post(`/_local/stripe/accounts/${accountId}/delete`).type('form').send({}).expect(400);
    expect(again.text).toContain(MESSAGES.accountMissing);
  });

  it('paying an account out to its bank: payout.created, then 入金完了 or 入金失敗 reach the reward history', async () => {
    const owner = await t.user('worker');
    const accountId = await payoutAccount(t, owner);
    // Nothing on the balance yet: no button, and the action is refused.
    expect(itemOf((await t.pages.get(PAGE).expect(200)).text, accountId)).not.toContain('今すぐ銀行口座へ入金');
    const none = await t.pages.post(`/_local/stripe/accounts/${accountId}/payout`).type('form').send({}).expect(400);
    expect(none.text).toContain(MESSAGES.noFunds);

    const id = await deliveredContract(t, client, owner);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    const listed = itemOf((await t.pages.get(PAGE).expect(200)).text, accountId);
    expect(listed).toContain('<dt>入金可能残高</dt><dd>¥27,000</dd>');
    expect(listed).toContain('今すぐ銀行口座へ入金（¥27,000）');

    await t.pages.post(`/_local/stripe/accounts/${accountId}/payout`).type('form').send({}).expect(303);
    const [po] = await t.stripe.payoutsOf(accountId);
    expect(po).toMatchObject({ status: 'pending', amount: 27000 });
    const record = async () =>
      ((await owner.get('/liff/worker/rewards/history').expect(200)).body.items as RewardRecord[]).find(
        (r) => r.contractId === id,
      );
    expect((await record())?.bankArrival).toMatchObject({ status: 'scheduled' });
    const after = itemOf((await t.pages.get(PAGE).expect(200)).text, accountId);
    expect(after).toContain('入金準備中');
    expect(after).toContain('<dt>入金可能残高</dt><dd>¥0</dd>');

    await t.pages.post(`/_local/stripe/payouts/${po.id}/paid`).type('form').send({}).expect(303);
    expect((await record())?.bankArrival).toMatchObject({ status: 'paid' });
    await t.pages.post(`/_local/stripe/payouts/${po.id}/failed`).type('form').send({}).expect(303);
    expect((await record())?.bankArrival).toEqual({ status: 'failed', date: null });
    const done = await t.pages.post(`/_local/stripe/payouts/${po.id}/paid`).type('form').send({}).expect(400);
    expect(done.text).toContain(MESSAGES.payoutDone);
    for (const bad of ['po_', 'po_a.b', 'tr_0123', 'po_0000000000000000dead']) {
      const res = await t.pages.post(`/_local/stripe/payouts/${bad}/failed`).type('form').send({}).expect(400);
      expect(res.text).toContain(MESSAGES.payoutMissing);
    }
  });
});
