/**
 * The local onboarding page and Express dashboard stand-in (local server only): the worker opens
 * the onboarding link from get-login-url, sends the (prefilled) form, the fake sends a signed
 * account.updated to the webhook, the account can take payouts and the browser goes back to the
 * app; bad input is a 400 page that changes nothing; a return address outside this machine is
 * never followed.
 */
import { describeApi } from '../support/harness';
import { createPayApp, pathOf, type Caller, type PayApp } from './support';

const LOGIN = '/liff/stripe/get-login-url';
const WEB = 'http://127.0.0.1:5173';
const FORM = {
  name: '山田 花子',
  bankName: 'サンプル銀行',
  branchCode: '001',
  accountNumber: '1234567',
  holder: 'ヤマダ ハナコ',
};

describeApi('local onboarding page and dashboard', () => {
  let t: PayApp;

  beforeAll(async () => {
    t = await createPayApp();
  }, 60_000);
  afterAll(() => t.close());

  /** A worker with an Express account; the onboarding link's path and query. */
  async function onboarding(): Promise<{ worker: Caller; accountId: string; link: string; url: URL }> {
    const worker = await t.user('worker');
    const res = await worker.post(LOGIN, {}).expect(200);
    expect(res.body.kind).toBe('onboarding');
    const url = new URL(res.body.url);
    const accountId = pathOf(res.body.url).split('/').pop() as string;
    return { worker, accountId, link: `${url.pathname}${url.search}`, url };
  }

  const accountDoc = (id: string) => t.store.get<{ payoutsEnabled: boolean; bankAccounts?: unknown[] }>(`_stripeLocal/${id}`);
  const withReturn = (accountId: string, returnUrl: string) =>
    `/_local/stripe/onboarding/${accountId}?${new URLSearchParams({ return_url: returnUrl, refresh_url: returnUrl }).toString()}`;

  it('shows a Japanese, mobile-first form prefilled with demo values', async () => {
    const { link } = await onboarding();
    const page = await t.pages.get(link).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain('width=device-width');
    for (const label of ['氏名', '銀行名', '支店コード', '口座番号', '口座名義（カナ）', '登録する'])
      expect(page.text).toContain(label);
    for (const value of Object.values(FORM)) expect(page.text).toContain(`value="${value}"`);
    expect(page.text).toContain('min-height: 44px');
    expect(page.text).toContain(`href="${WEB}/worker/mypage/account?stripe=return"`);
  });

  it('the form: account.updated signed and handled, payouts enabled, then 303 back to the app', async () => {
    const { worker, accountId, link } = await onboarding();
    const sent = t.stripe.sent.length;
    const res = await t.pages.post(link).type('form').send(FORM).expect(303);
    expect(res.headers.location).toBe(`${WEB}/worker/mypage/account?stripe=return`);

    // Exactly one event, account.updated, accepted by the app's webhook (stored as handled).
    const events = t.stripe.sent.slice(sent);
    expect(events.map((e) => e.type)).toEqual(['account.updated']);
    expect(await t.store.get(`stripeEvents/${events[0].eventId}`)).toMatchObject({ type: 'account.updated' });
    expect(JSON.parse(events[0].payload).data.object).toMatchObject({
      id: accountId,
      payouts_enabled: true,
      details_submitted: true,
    });

    expect(await accountDoc(accountId)).toMatchObject({ payoutsEnabled: true });
    const status = await worker.post('/liff/stripe/get-connect-status').expect(200);
    expect(status.body).toEqual({ status: 'success', detailsSubmitted: true, payoutsEnabled: true, requirementsDue: [] });
    const banks = await worker.post('/liff/stripe/get-bank-list').expect(200);
    expect(banks.body.banks).toEqual([
      { id: expect.any(String), bankName: 'サンプル銀行', branchCode: '001', last4: '4567', isDefault: true },
    ]);
    expect((await worker.post(LOGIN, {}).expect(200)).body.kind).toBe('dashboard');
  });

  it('full-width digits and half-width kana are read as the usual forms', async () => {
    const { accountId, link } = await onboarding();
    await t.pages
      .post(link)
      .type('form')
      .send({ ...FORM, branchCode: '０１２', accountNumber: '７６５４３２１', holder: 'ﾔﾏﾀﾞ ﾊﾅｺ' })
      .expect(303);
    expect((await t.stripe.listBankAccounts(accountId))[0]).toMatchObject({ branchCode: '012', last4: '4321' });
  });

  it.each([
    ['支店コード', { branchCode: '12' }, '支店コードは3桁の数字で入力してください'],
    ['口座番号', { accountNumber: '123456' }, '口座番号は7桁の数字で入力してください'],
    ['口座番号 (letters)', { accountNumber: '12345ab' }, '口座番号は7桁の数字で入力してください'],
    ['口座名義', { holder: 'yamada hanako' }, '口座名義はカタカナで入力してください'],
    ['口座名義 (empty)', { holder: '' }, '口座名義を入力してください'],
    ['氏名', { name: '  ' }, '氏名を入力してください'],
    ['銀行名', { bankName: '' }, '銀行名を入力してください'],
  ])('bad input (%s): 400 page with the Japanese error, nothing changed, no event', async (_name, change, message) => {
    const { worker, accountId, link } = await onboarding();
    const sent = t.stripe.sent.length;
    const res = await t.pages
      .post(link)
      .type('form')
      .send({ ...FORM, ...change })
      .expect(400);
    expect(res.text).toContain(message);
    expect(res.text).toContain('入力内容を確認してください');
    expect(t.stripe.sent.length).toBe(sent);
    expect(await accountDoc(accountId)).toMatchObject({ payoutsEnabled: false, bankAccounts: [] });
    expect((await worker.post('/liff/stripe/get-connect-status').expect(200)).body.status).toBe('pending');
  });

  it('a missing or repeated field is refused too', async () => {
    const { accountId, link } = await onboarding();
    await t.pages.post(link).type('form').send({ name: FORM.name }).expect(400);
    await t.pages
      .post(link)
      .type('form')
      .send('name=a&name=b&bankName=x&branchCode=001&accountNumber=1234567&holder=ヤマダ')
      .expect(400);
    expect(await accountDoc(accountId)).toMatchObject({ payoutsEnabled: false });
  });

  it.each([
    'https://evil.example/worker/mypage/account',
    'http://127.0.0.1.evil.example/x',
    'javascript:alert(1)',
    '//evil.example/x',
    'http://user:pass@127.0.0.1:5173/x',
  ])('a return_url off this machine (%s) is not followed: a success page without a link', async (returnUrl) => {
    const { worker, accountId } = await onboarding();
    const path = withReturn(accountId, returnUrl);
    const form = await t.pages.get(path).expect(200);
    expect(form.text).not.toContain('戻る</a>');
    const res = await t.pages.post(path).type('form').send(FORM).expect(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('受取口座を登録しました');
    expect(res.text).not.toContain('<a ');
    expect(res.text).not.toContain('evil');
    // The onboarding itself went through.
    expect((await worker.post('/liff/stripe/get-connect-status').expect(200)).body.status).toBe('success');
  });

  it('localhost and https local addresses are followed', async () => {
    const { accountId } = await onboarding();
    const res = await t.pages
      .post(withReturn(accountId, 'https://localhost:5173/worker/mypage/account/edit?stripe=return'))
      .type('form')
      .send(FORM)
      .expect(303);
    expect(res.headers.location).toBe('https://localhost:5173/worker/mypage/account/edit?stripe=return');
  });

  it('an unknown or malformed account is a 404 page, for the form and the dashboard', async () => {
    for (const id of ['acct_unknown123', 'nope', 'acct_..%2F..']) {
      await t.pages.get(`/_local/stripe/onboarding/${id}`).expect(404);
      await t.pages.post(`/_local/stripe/onboarding/${id}`).type('form').send(FORM).expect(404);
      await t.pages.get(`/_local/stripe/dashboard/${id}`).expect(404);
    }
  });

  it('the dashboard: status, the masked bank account, the transfers to the account, 「アプリに戻る」', async () => {
    const { worker, accountId, link } = await onboarding();
    const before = await t.pages.get(`/_local/stripe/dashboard/${accountId}`).expect(200);
    expect(before.text).toContain('審査中');
    expect(before.text).toContain('まだ入金はありません');

    await t.pages.post(link).type('form').send(FORM).expect(303);
    // A paid contract, and a transfer of it to the worker (as the 検収 makes it).
    const client = await t.user('client');
    const contractId = await t.contract(client, worker, 'awaiting_payment', 12000);
    const url = (await client.post('/liff/project/get-payment-url', { contractId }).expect(200)).body.url as string;
    await t.pages.post(pathOf(url)).type('form').send({ card: '4242424242424242' }).expect(303);
    const session = await t.stripe.session(pathOf(url).split('/').pop() as string);
    const intent = await t.stripe.retrievePaymentIntent(session.payment_intent as string);
    await t.stripe.createTransfer({
      amount: 10800,
      destination: accountId,
      sourceTransaction: intent.chargeId as string,
      transferGroup: contractId,
      idempotencyKey: `transfer-${contractId}`,
    });

    const page = await t.pages.get(`/_local/stripe/dashboard/${accountId}`).expect(200);
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain('登録済み');
    expect(page.text).toContain('サンプル銀行');
    expect(page.text).toContain('****4567');
    expect(page.text).not.toContain('1234567');
    expect(page.text).toContain('¥10,800');
    expect(page.text).toContain(contractId);
    expect(page.text).toContain('history.back()');
    expect(page.text).toContain('アプリに戻る');

    const back = `${WEB}/worker/mypage/account`;
    const withBack = await t.pages.get(`/_local/stripe/dashboard/${accountId}?return=${encodeURIComponent(back)}`).expect(200);
    expect(withBack.text).toContain(`href="${back}">アプリに戻る</a>`);
    const evil = await t.pages
      .get(`/_local/stripe/dashboard/${accountId}?return=${encodeURIComponent('https://evil.example/')}`)
      .expect(200);
    expect(evil.text).not.toContain('evil.example');
  });
});
