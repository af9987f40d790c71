/**
 * The worker's payout account (docs/product/money.md#payout-account) over HTTP: get-connect-status
 * (detail), get-login-url (one Express account under parallel calls; onboarding link, then
 * dashboard link) and get-bank-list (masked), with the local Stripe stand-in.
 */
import { dealMessages } from '@common/deal';
import { describeApi } from '../support/harness';
import { createPayApp, LOCAL_BASE, rawPost, type Caller, type PayApp } from './support';

const STATUS = '/liff/stripe/get-connect-status';
const LOGIN = '/liff/stripe/get-login-url';
const BANKS = '/liff/stripe/get-bank-list';
const WEB = 'http://127.0.0.1:5173';

describeApi('payout account: get-connect-status, get-login-url, get-bank-list', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const userDoc = (c: Caller) => t.store.get<{ stripeAccount: string | null }>(`users/${c.uid}`);
  /** The Express accounts the fake holds for this uid (metadata.uid). */
  const accountsOf = async (c: Caller) =>
    (await t.store.query('_stripeLocal', { where: [['metadata.uid', '==', c.uid]] })).map((d) => d.id);

  describe('POST /liff/stripe/get-connect-status', () => {
    it('no account: none, without asking Stripe', async () => {
      const worker = await t.user('worker');
      const retrieve = jest.spyOn(t.stripe, 'retrieveAccount');
      const res = await worker.post(STATUS).expect(200);
      expect(res.body).toEqual({ status: 'none', detailsSubmitted: false, payoutsEnabled: false, requirementsDue: [] });
      expect(retrieve).not.toHaveBeenCalled();
    });

    it('pending with what Stripe still asks for, then success after the onboarding', async () => {
      const worker = await t.user('worker');
      await worker.post(LOGIN).expect(200);
      const pending = await worker.post(STATUS).expect(200);
      expect(pending.body).toEqual({
        status: 'pending',
        detailsSubmitted: false,
        payoutsEnabled: false,
        requirementsDue: expect.arrayContaining(['external_account']),
      });
      const { stripeAccount } = (await userDoc(worker)) ?? {};
      await t.stripe.completeOnboarding(stripeAccount as string, { bankName: 'サンプル銀行', branchCode: '001', last4: '4567' });
      await t.stripe.flush();
      const ready = await worker.post(STATUS).expect(200);
      expect(ready.body).toEqual({ status: 'success', detailsSubmitted: true, payoutsEnabled: true, requirementsDue: [] });
    });

    it('Stripe unreachable: 502 with the Japanese message', async () => {
      const worker = await t.user('worker');
      await worker.post(LOGIN).expect(200);
      jest.spyOn(t.stripe, 'retrieveAccount').mockRejectedValue(new Error('ECONNRESET'));
      const res = await worker.post(STATUS).expect(502);
      expect(res.body.error).toMatchObject({ code: 'upstream_failed', message: dealMessages.stripeUnavailable });
    });

    it('anonymous 401; a body is refused', async () => {
      await t.request().post(STATUS).expect(401);
      const worker = await t.user('worker');
      await worker.post(STATUS, { status: 'success' }).expect(400);
    });
  });

  describe('POST /liff/stripe/get-login-url', () => {
    it('authorisation: anonymous 401, unverified 403, a client 403; no account made', async () => {
      await t.request().post(LOGIN).send({}).expect(401);
      const unverified = await t.user('unverified');
      await unverified.post(LOGIN, {}).expect(403);
      const res = await client.post(LOGIN, {}).expect(403);
      expect(res.body.error.code).toBe('permission_denied');
      for (const c of [unverified, client]) {
        expect((await userDoc(c))?.stripeAccount).toBeNull();
        expect(await accountsOf(c)).toEqual([]);
      }
    });

    it.each([
      ['an unknown target', '{"returnTo":"dashboard"}'],
      ['a number', '{"returnTo":1}'],
      ['an unknown key', '{"returnTo":"account","extra":true}'],
      ['an own __proto__ key', '{"__proto__":{}}'],
      ['a constructor key', '{"constructor":1}'],
      ['an array', '[]'],
      ['a string', '"account"'],
    ])('bad input (%s): 400, no account made', async (_name, json) => {
      const worker = await t.user('worker');
      const res = await rawPost(t, worker, LOGIN, json);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_argument');
      expect((await userDoc(worker))?.stripeAccount).toBeNull();
      expect(await accountsOf(worker)).toEqual([]);
    });

    it('a body that is not JSON (another content type) is 400, no account made', async () => {
      const worker = await t.user('worker');
      for (const type of ['text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded']) {
        const res = await rawPost(t, worker, LOGIN).set('content-type', type).send('{}');
        expect(res.status).toBe(400);
      }
      expect((await userDoc(worker))?.stripeAccount).toBeNull();
      expect(await accountsOf(worker)).toEqual([]);
    });

    it('10 parallel first calls make exactly one Express account, stored on the user; all get onboarding links', async () => {
      const worker = await t.user('worker');
      const all = await Promise.all(Array.from({ length: 10 }, () => worker.post(LOGIN, {})));
      expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
      const accounts = await accountsOf(worker);
      expect(accounts).toHaveLength(1);
      expect((await userDoc(worker))?.stripeAccount).toBe(accounts[0]);
      for (const r of all) {
        expect(r.body).toEqual({ url: expect.any(String), kind: 'onboarding' });
        const url = new URL(r.body.url);
        expect(`${url.origin}${url.pathname}`).toBe(`${LOCAL_BASE}/_local/stripe/onboarding/${accounts[0]}`);
        expect(url.searchParams.get('return_url')).toBe(`${WEB}/worker/mypage/account?stripe=return`);
        expect(url.searchParams.get('refresh_url')).toBe(`${WEB}/worker/mypage/account?stripe=refresh`);
      }
      // Another call keeps the stored account.
      await worker.post(LOGIN, {}).expect(200);
      expect(await accountsOf(worker)).toEqual(accounts);
    });

    it('no body reads as {}; returnTo account_edit comes back to the edit page', async () => {
      const worker = await t.user('worker');
      const bare = await rawPost(t, worker, LOGIN).expect(200);
      expect(bare.body.kind).toBe('onboarding');
      const edit = await worker.post(LOGIN, { returnTo: 'account_edit' }).expect(200);
      const url = new URL(edit.body.url);
      expect(url.searchParams.get('return_url')).toBe(`${WEB}/worker/mypage/account/edit?stripe=return`);
      expect(url.searchParams.get('refresh_url')).toBe(`${WEB}/worker/mypage/account/edit?stripe=refresh`);
      expect(await accountsOf(worker)).toHaveLength(1);
    });

    it('after the onboarding: the Express dashboard login link (for account_edit too)', async () => {
      const worker = await t.user('worker');
      await worker.post(LOGIN, {}).expect(200);
      const accountId = (await userDoc(worker))?.stripeAccount as string;
      await t.stripe.completeOnboarding(accountId, { bankName: 'サンプル銀行', branchCode: '001', last4: '4567' });
      await t.stripe.flush();
      for (const body of [{}, { returnTo: 'account' }, { returnTo: 'account_edit' }]) {
        const res = await worker.post(LOGIN, body).expect(200);
        expect(res.body).toEqual({ url: `${LOCAL_BASE}/_local/stripe/dashboard/${accountId}`, kind: 'dashboard' });
      }
      expect(await accountsOf(worker)).toEqual([accountId]);
    });

    it('each call mints a fresh link (nothing stored but the account id)', async () => {
      const worker = await t.user('worker');
      const link = jest.spyOn(t.stripe, 'createAccountLink');
      await worker.post(LOGIN, {}).expect(200);
      await worker.post(LOGIN, {}).expect(200);
      expect(link).toHaveBeenCalledTimes(2);
    });

    it('Stripe unreachable: 502, no account stored', async () => {
      const worker = await t.user('worker');
      jest.spyOn(t.stripe, 'createExpressAccount').mockRejectedValue(new Error('ECONNRESET'));
      const res = await worker.post(LOGIN, {}).expect(502);
      expect(res.body.error.message).toBe(dealMessages.stripeUnavailable);
      expect((await userDoc(worker))?.stripeAccount).toBeNull();
    });
  });

  describe('POST /liff/stripe/get-bank-list', () => {
    it('authorisation: anonymous 401, unverified 403, a client 403', async () => {
      await t.request().post(BANKS).expect(401);
      const unverified = await t.user('unverified');
      await unverified.post(BANKS).expect(403);
      await client.post(BANKS).expect(403);
    });

    it('no account: an empty list, without asking Stripe', async () => {
      const worker = await t.user('worker');
      const list = jest.spyOn(t.stripe, 'listBankAccounts');
      const res = await worker.post(BANKS).expect(200);
      expect(res.body).toEqual({ banks: [] });
      expect(list).not.toHaveBeenCalled();
    });

    it('a body is refused (unknown key, prototype keys)', async () => {
      const worker = await t.user('worker');
      await worker.post(BANKS, { accountId: 'acct_x' }).expect(400);
      await rawPost(t, worker, BANKS, '{"__proto__":{}}').expect(400);
      await rawPost(t, worker, BANKS, '{"constructor":1}').expect(400);
      await rawPost(t, worker, BANKS, '[1]').expect(400);
    });

    it('after the onboarding: bank name, branch code, last 4 and the default flag; never the full number', async () => {
      const worker = await t.user('worker');
      const link = new URL((await worker.post(LOGIN, {}).expect(200)).body.url);
      expect((await worker.post(BANKS).expect(200)).body).toEqual({ banks: [] });
      // The worker registers 普通 7654321 on the (local) onboarding page.
      await t.pages
        .post(`${link.pathname}${link.search}`)
        .type('form')
        .send({
          name: '山田 花子',
          bankName: 'サンプル銀行',
          branchCode: '012',
          accountNumber: '7654321',
          holder: 'ヤマダ ハナコ',
        })
        .expect(303);
      const res = await worker.post(BANKS).expect(200);
      expect(res.body).toEqual({
        banks: [
          { id: expect.stringMatching(/^ba_/), bankName: 'サンプル銀行', branchCode: '012', last4: '4321', isDefault: true },
        ],
      });
      expect(JSON.stringify(res.body)).not.toContain('7654321');
    });

    it('Stripe unreachable: 502', async () => {
      const worker = await t.user('worker');
      await worker.post(LOGIN, {}).expect(200);
      jest.spyOn(t.stripe, 'listBankAccounts').mockRejectedValue(new Error('ECONNRESET'));
      const res = await worker.post(BANKS).expect(502);
      expect(res.body.error.message).toBe(dealMessages.stripeUnavailable);
    });
  });
});
