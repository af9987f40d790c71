/**
 * The local hosted checkout page (local server only): 4242 4242 4242 4242 pays, the webhook lands
 * before the browser is sent back; 4000 0000 0000 0002 is declined with a clear Japanese error and
 * the contract stays awaiting payment.
 */
import { describeApi } from '../support/harness';
import { createPayApp, pathOf, type Caller, type PayApp } from './support';

describeApi('local checkout page', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
  }, 60_000);
  afterAll(() => t.close());

  async function checkout() {
    const id = await t.contract(client, worker, 'awaiting_payment', 12000);
    const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
    return { id, path: pathOf(url) };
  }

  it('shows the amount and a card form in Japanese', async () => {
    const { path } = await checkout();
    const page = await t.pages.get(path).expect(200);
    expect(page.text).toContain('カード番号');
    expect(page.text).toContain('¥12,000を支払う');
  });

  it('4242 4242 4242 4242: paid, checkout.session.completed handled, then back to the contract page', async () => {
    const { id, path } = await checkout();
    const res = await t.pages.post(path).type('form').send({ card: '4242 4242 4242 4242' }).expect(303);
    expect(res.headers.location).toBe(`http://127.0.0.1:5173/client/project-managements/${id}?paid=1`);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'in_progress' });
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'paid' });
    // The page of a paid session says so; paying again is refused.
    expect((await t.pages.get(path).expect(200)).text).toContain('このお支払いは完了しています');
    await client.post('/liff/project/get-payment-url', { contractId: id }).expect(409);
  });

  it('4000 0000 0000 0002: declined with a clear error, still awaiting payment, the same URL still works', async () => {
    const { id, path } = await checkout();
    const sent = t.stripe.sent.length;
    const res = await t.pages.post(path).type('form').send({ card: '4000 0000 0000 0002' }).expect(402);
    expect(res.text).toContain('カードが拒否されました。別のカードをお試しください。');
    expect(t.stripe.sent.length).toBe(sent);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'open' });
    const again = await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200);
    expect(pathOf(again.body.url)).toBe(path);
    await t.pages.post(path).type('form').send({ card: '4242424242424242' }).expect(303);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'in_progress' });
  });

  it('another card number is refused with a hint; an unknown session is 404', async () => {
    const { id, path } = await checkout();
    const res = await t.pages.post(path).type('form').send({ card: '1234' }).expect(402);
    expect(res.text).toContain('テスト用カード 4242 4242 4242 4242');
    expect(await t.contractDoc(id)).toMatchObject({ status: 'awaiting_payment' });
    await t.pages.get('/_local/stripe/checkout/cs_test_nope').expect(404);
  });
});
