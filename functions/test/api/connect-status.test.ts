/**
 * POST /liff/stripe/get-connect-status over HTTP (payout account status:
 * docs/product/money.md#payout-account).
 */
import { createTestApp, describeApi, type TestApp } from '../support/harness';

const PATH = '/liff/stripe/get-connect-status';

describeApi('API: get-connect-status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Local Stripe stand-in accounts (docs/architecture.md#ports-and-adapters): one that can take
    // payouts, one still onboarding.
    await t.store.set('_stripeLocal/acct_ready', { payoutsEnabled: true });
    await t.store.set('_stripeLocal/acct_onboarding', { payoutsEnabled: false });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it("'none' without an account, without calling Stripe", async () => {
    const alice = await t.signIn({ isActive: true });
    const stripe = jest.spyOn(t.deps.stripe, 'retrieveAccount');
    const res = await alice.post(PATH).expect(200);
    expect(res.body).toEqual({ status: 'none', detailsSubmitted: false, payoutsEnabled: false, requirementsDue: [] });
    expect(stripe).not.toHaveBeenCalled();
  });

  it("'success' when the connected account can take payouts", async () => {
    const alice = await t.signIn({ isActive: true, stripeAccount: 'acct_ready' });
    const stripe = jest.spyOn(t.deps.stripe, 'retrieveAccount');
    const res = await alice.post(PATH).expect(200);
    expect(res.body).toEqual({ status: 'success', detailsSubmitted: true, payoutsEnabled: true, requirementsDue: [] });
    expect(stripe).toHaveBeenCalledWith('acct_ready');
  });

  it("'pending' while the account cannot take payouts yet", async () => {
    const alice = await t.signIn({ isActive: true, stripeAccount: 'acct_onboarding' });
    const res = await alice.post(PATH).expect(200);
    // What Stripe still asks for, so the account page can say so.
    expect(res.body).toEqual({
      status: 'pending',
      detailsSubmitted: false,
      payoutsEnabled: false,
      requirementsDue: ['external_account', 'individual.verification.document'],
    });
  });

  it('the session carries the same status', async () => {
    const alice = await t.signIn({ isActive: true, stripeAccount: 'acct_ready' });
    const res = await alice.get('/liff/session').expect(200);
    expect(res.body.connectStatus).toBe('success');
    expect(res.body.user.hasStripeAccount).toBe(true);
  });

  it('502 when Stripe cannot be reached', async () => {
    const alice = await t.signIn({ isActive: true, stripeAccount: 'acct_ready' });
    jest.spyOn(t.deps.stripe, 'retrieveAccount').mockRejectedValue(new Error('ECONNRESET'));
    const res = await alice.post(PATH).expect(502);
    expect(res.body).toEqual({ error: { code: 'upstream_failed', message: expect.any(String), requestId: expect.any(String) } });
  });

  it('401 without a bearer', async () => {
    const res = await t.request().post(PATH).expect(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});
