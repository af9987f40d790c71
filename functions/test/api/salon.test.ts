/**
 * POST /liff/salon/verify over HTTP (partner verification: docs/product/api.md#salon-verification).
 * A match mails a code (e-mail step on, the default) and POST /liff/salon/verify-code activates:
 * tests that expect an activation complete it with the code from the mail (`verifyFully`); the
 * code step itself is tested in salon-code.test.ts.
 */
import { logger } from 'firebase-functions/logger';
import { PartnerUnavailableError, type PartnerDirectory } from '../../src/ports';
import { LocalMailbox } from '../../src/adapters/email/local';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from '../support/harness';

const PATH = '/liff/salon/verify';
const PARTNER = { email: 'owner@lumiere.example.jp', companyName: 'Hair Salon ルミエール' };
/** Stored without a space: the user types one. */
const JAPANESE = { email: 'info@sample-salon.example.jp', companyName: '株式会社サンプルサロン' };
const correct = { email: PARTNER.email, salonDisplayName: PARTNER.companyName };
const wrong = { email: PARTNER.email, salonDisplayName: '別のサロン' };
const TEN_MINUTES = 10 * 60 * 1000;

describeApi('API: salon verify', () => {
  let t: TestApp;
  /** Switchable outage in front of the store-backed directory. */
  let partnerDown = false;
  const partnerCalls = jest.fn();

  beforeAll(async () => {
    t = await createTestApp({
      deps: ({ partner }): { partner: PartnerDirectory } => ({
        partner: {
          matches: (email, company) => {
            partnerCalls(email, company);
            return partnerDown
              ? Promise.reject(new PartnerUnavailableError('partner timed out'))
              : partner.matches(email, company);
          },
        },
      }),
    });
    await t.addPartner(PARTNER.email, PARTNER.companyName);
    await t.addPartner(JAPANESE.email, JAPANESE.companyName);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    partnerDown = false;
    partnerCalls.mockClear();
    // Every test mails PARTNER: an hour later, the address's send log is empty again.
    t.clock.advance(6 * TEN_MINUTES);
  });

  /** The directory matched: 200 code_sent; then the code from the newest mail to that address. */
  const verifyFully = async (user: SignedInUser, body: { email: string; salonDisplayName: string }) => {
    const sent = await user.post(PATH, body).expect(200);
    expect(sent.body).toMatchObject({ status: 'code_sent' });
    const [mail] = await new LocalMailbox(t.store).list({ to: body.email.trim() });
    const code = /認証コード: (\d{6})/.exec(mail.text)?.[1];
    return user.post('/liff/salon/verify-code', { code }).expect(200);
  };

  describe('a matching partner account', () => {
    it('activates the user and stores salonInfo', async () => {
      const alice = await t.signIn();
      const res = await verifyFully(alice, correct);
      expect(res.body).toEqual({ status: 'success' });
      expect(await alice.doc()).toMatchObject({ isActive: true, salonInfo: correct, type: null });
      const session = await alice.get('/liff/session').expect(200);
      expect(session.body.user).toMatchObject({ isActive: true, salonInfo: correct });
    });

    it('matches the company name after trimming and NFKC (full-width letters and spaces)', async () => {
      const alice = await t.signIn();
      const typed = { email: '  Owner@Lumiere.Example.JP ', salonDisplayName: '\u3000Ｈａｉｒ\u3000Ｓａｌｏｎ ルミエール\u3000' };
      await verifyFully(alice, typed);
      // Stored as typed, only trimmed, so the form shows it again as the user wrote it.
      expect((await alice.doc())?.salonInfo).toEqual({
        email: 'Owner@Lumiere.Example.JP',
        salonDisplayName: 'Ｈａｉｒ\u3000Ｓａｌｏｎ ルミエール',
      });
      expect((await alice.doc())?.isActive).toBe(true);
    });

    it.each([
      ['a space left out', { email: PARTNER.email, salonDisplayName: 'HairSalon ルミエール' }],
      ['a space added', { email: PARTNER.email, salonDisplayName: 'Hair Salon ルミ エール' }],
      ['full-width letters and spaces', { email: PARTNER.email, salonDisplayName: 'Ｈａｉｒ　Ｓａｌｏｎ　ルミエール' }],
      ['another case', { email: PARTNER.email, salonDisplayName: 'HAIR salon ルミエール' }],
      ['half-width katakana', { email: PARTNER.email, salonDisplayName: 'Hair Salon ﾙﾐｴｰﾙ' }],
      ['a space between 株式会社 and the name', { email: JAPANESE.email, salonDisplayName: '株式会社 サンプルサロン' }],
      [
        'a full-width space between 株式会社 and the name',
        { email: JAPANESE.email, salonDisplayName: '株式会社\u3000サンプルサロン' },
      ],
      ['an e-mail in another case', { email: 'INFO@Sample-Salon.example.jp', salonDisplayName: JAPANESE.companyName }],
    ])('matches the company name with %s (the directory compares normalised forms)', async (_label, body) => {
      const alice = await t.signIn();
      const res = await alice.post(PATH, body).expect(200);
      expect(res.body).toMatchObject({ status: 'code_sent' });
    });

    it('verifying again is harmless', async () => {
      const alice = await t.signIn();
      await verifyFully(alice, correct);
      // A new code may be sent once a minute.
      t.clock.advance(60 * 1000);
      await verifyFully(alice, correct);
      expect((await alice.doc())?.isActive).toBe(true);
    });
  });

  describe('a mismatch', () => {
    it.each([
      ['another company name', wrong],
      ['an unknown e-mail', { email: 'nobody@example.jp', salonDisplayName: PARTNER.companyName }],
      ['another letter in the name', { email: PARTNER.email, salonDisplayName: 'Hair Salon ルミエーノレ' }],
    ])('%s -> 400 partner_mismatch, user unchanged', async (_label, body) => {
      const alice = await t.signIn();
      const before = await alice.doc();
      const res = await alice.post(PATH, body).expect(400);
      expect(res.body).toEqual({
        error: { code: 'partner_mismatch', message: expect.any(String), requestId: expect.any(String) },
      });
      expect(await alice.doc()).toEqual(before);
    });
  });

  describe('invalid input: 400 with the exact message per field, partner not asked', () => {
    it.each([
      ['email empty', { ...correct, email: '' }, { email: '1文字以上で入力してください' }],
      ['email blank', { ...correct, email: '   ' }, { email: '1文字以上で入力してください' }],
      ['email missing', { salonDisplayName: correct.salonDisplayName }, { email: '1文字以上で入力してください' }],
      ['email over 50', { ...correct, email: `${'a'.repeat(40)}@example.jp` }, { email: '50文字以内で入力してください' }],
      ['email not an address', { ...correct, email: 'owner.example.jp' }, { email: 'メールアドレス形式で入力してください' }],
      ['email a number', { ...correct, email: 1 }, { email: '入力形式が正しくありません' }],
      ['company empty', { ...correct, salonDisplayName: '' }, { salonDisplayName: '1文字以上で入力してください' }],
      ['company missing', { email: correct.email }, { salonDisplayName: '1文字以上で入力してください' }],
      [
        'company over 30',
        { ...correct, salonDisplayName: 'あ'.repeat(31) },
        { salonDisplayName: '30文字以内で入力してください' },
      ],
      ['company a number', { ...correct, salonDisplayName: 7 }, { salonDisplayName: '入力形式が正しくありません' }],
      [
        'both empty',
        { email: '', salonDisplayName: '' },
        { email: '1文字以上で入力してください', salonDisplayName: '1文字以上で入力してください' },
      ],
      ['a privileged extra field', { ...correct, isActive: true }, { _: '不明な項目が含まれています' }],
    ])('%s', async (_label, body, fields) => {
      const alice = await t.signIn();
      const before = await alice.doc();
      const res = await alice.post(PATH, body).expect(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_argument', message: expect.any(String), fields, requestId: expect.any(String) },
      });
      expect(partnerCalls).not.toHaveBeenCalled();
      expect(await alice.doc()).toEqual(before);
    });

    it('malformed JSON -> 400', async () => {
      const alice = await t.signIn();
      const res = await alice.post(PATH).set('content-type', 'application/json').send('{"email":');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_argument');
    });
  });

  describe('authentication', () => {
    it.each([
      ['no bearer', undefined],
      ['a bad bearer', 'Bearer not-a-firebase-token'],
      ['an empty bearer', 'Bearer '],
    ])('%s -> 401, partner not asked', async (_label, header) => {
      const req = t.request().post(PATH);
      if (header) req.set('Authorization', header);
      const res = await req.send(correct).expect(401);
      expect(res.body).toEqual({
        error: { code: 'unauthenticated', message: expect.any(String), requestId: expect.any(String) },
      });
      expect(partnerCalls).not.toHaveBeenCalled();
    });
  });

  describe('rate limit: 5 failed tries per user per 10 minutes', () => {
    const failFiveTimes = async (user: SignedInUser) => {
      for (let i = 0; i < 5; i++) await user.post(PATH, wrong).expect(400);
    };

    it('refuses the 6th try with 429, even a correct one, until 10 minutes have passed', async () => {
      const alice = await t.signIn();
      await failFiveTimes(alice);
      const before = await alice.doc();

      const refused = await alice.post(PATH, correct).expect(429);
      expect(refused.body).toEqual({
        error: { code: 'rate_limited', message: expect.any(String), requestId: expect.any(String) },
      });
      expect(await alice.doc()).toEqual(before);

      t.clock.advance(TEN_MINUTES - 1000);
      await alice.post(PATH, correct).expect(429);

      t.clock.advance(1000);
      await verifyFully(alice, correct);
      expect((await alice.doc())?.isActive).toBe(true);
    });

    it('counts per user', async () => {
      const alice = await t.signIn();
      const bob = await t.signIn();
      await failFiveTimes(alice);
      await alice.post(PATH, correct).expect(429);
      await bob.post(PATH, correct).expect(200);
    });

    it('four failures leave the fifth try open', async () => {
      const alice = await t.signIn();
      for (let i = 0; i < 4; i++) await alice.post(PATH, wrong).expect(400);
      await alice.post(PATH, correct).expect(200);
    });

    it('invalid input does not count as a failed try', async () => {
      const alice = await t.signIn();
      for (let i = 0; i < 6; i++) await alice.post(PATH, { ...correct, email: 'bad' }).expect(400);
      await alice.post(PATH, correct).expect(200);
    });
  });

  describe('partner outage', () => {
    it('-> 502, user unchanged, and not counted as a failed try', async () => {
      const log = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
      const alice = await t.signIn();
      const before = await alice.doc();
      partnerDown = true;
      for (let i = 0; i < 6; i++) {
        const res = await alice.post(PATH, correct).expect(502);
        expect(res.body).toEqual({
          error: { code: 'upstream_failed', message: expect.any(String), requestId: expect.any(String) },
        });
      }
      expect(await alice.doc()).toEqual(before);
      // The outage is logged for operators.
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ severity: 'ERROR', message: 'partner directory unavailable' }));
      log.mockRestore();

      partnerDown = false;
      await alice.post(PATH, correct).expect(200);
    });
  });
});
