/**
 * Salon verification's abuse limits over HTTP, whoever asks: at most 5 codes an hour to one
 * address, at most 10 wrong codes an hour against one address and 1000 in all, and the directory's
 * 5 failures per 10 minutes per user holding under parallel requests. Time is driven through the
 * injected clock (t.clock); each test starts an hour later, so the shared addresses' logs are empty.
 */
import { logger } from 'firebase-functions/logger';
import type { Mail, MailPort, PartnerDirectory } from '../../src/ports';
import { MailUnavailableError } from '../../src/ports';
import { LocalMailbox } from '../../src/adapters/email/local';
import { allWrongRef } from '../../src/features/salon/addressLimits';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from '../support/harness';

const VERIFY = '/liff/salon/verify';
const CODE = '/liff/salon/verify-code';
const RESEND = '/liff/salon/resend-code';
const PARTNER = { email: 'owner@lumiere.example.jp', companyName: 'Hair Salon ルミエール' };
const OTHER = { email: 'info@bloom.example.jp', companyName: 'ネイルサロン ブルーム' };
const correct = { email: PARTNER.email, salonDisplayName: PARTNER.companyName };
const other = { email: OTHER.email, salonDisplayName: OTHER.companyName };
const wrong = { email: PARTNER.email, salonDisplayName: '別のサロン' };
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const codeIn = (mail: Mail) => /認証コード: (\d{6})/.exec(mail.text)?.[1] ?? '';
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

describeApi('API: salon verification limits per address and under parallel tries', () => {
  let t: TestApp;
  /** Directory look-ups, and a delay that lets parallel requests overlap as they would in production. */
  let lookups = 0;
  let slowDirectory = false;
  let failingMail = false;

  beforeAll(async () => {
    t = await createTestApp({
      deps: ({ partner, mail }): { partner: PartnerDirectory; mail: MailPort } => ({
        partner: {
          matches: async (email, company) => {
            lookups++;
            if (slowDirectory) await new Promise((r) => setTimeout(r, 30));
            return partner.matches(email, company);
          },
        },
        mail: {
          send: async (m) => {
            if (failingMail) throw new MailUnavailableError('smtp send failed (ECONNREFUSED)');
            await mail?.send(m);
          },
        },
      }),
    });
    await t.addPartner(PARTNER.email, PARTNER.companyName);
    await t.addPartner(OTHER.email, OTHER.companyName);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.advance(HOUR);
    lookups = 0;
    slowDirectory = false;
    failingMail = false;
  });
  afterEach(() => jest.restoreAllMocks());

  const mailbox = () => new LocalMailbox(t.store);
  /** Mails to PARTNER's address sent since `since` (the clock's time). */
  const mailsSince = async (since: Date, to = PARTNER.email) =>
    (await mailbox().list({ to, limit: 500 })).filter((m) => m.sentAt.getTime() >= since.getTime());
  const users = (n: number) => Promise.all(Array.from({ length: n }, () => t.signIn()));
  /** A code mailed to `user` for PARTNER, read from the local mailbox. */
  const requestCode = async (user: SignedInUser, body = correct) => {
    const since = t.clock.now();
    await user.post(VERIFY, body).expect(200);
    const [mail] = await mailsSince(since, body.email);
    return codeIn(mail);
  };

  describe('codes mailed to one address, whoever asks', () => {
    it('ten users asking in turn: 5 mails in the hour; the 6th gets 429 with the message and Retry-After', async () => {
      const ten = await users(10);
      const since = t.clock.now();
      // Spellings the directory takes for the same address count as that address.
      const spellings = [
        PARTNER.email,
        PARTNER.email.toUpperCase(),
        ` ${PARTNER.email} `,
        'Owner@Lumiere.Example.JP',
        PARTNER.email,
      ];
      for (const [i, spelling] of spellings.entries()) {
        await ten[i].post(VERIFY, { ...correct, email: spelling }).expect(200);
        t.clock.advance(MINUTE);
      }
      expect(await mailsSince(since)).toHaveLength(5);

      for (const user of ten.slice(5)) {
        const refused = await user.post(VERIFY, correct);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toMatchObject({
          code: 'rate_limited',
          message: 'このメールアドレスへの認証コードの送信回数が上限（1時間に5回）に達しました。55分後にお試しください',
        });
        // The first of the five was 5 minutes ago: it leaves the hour in 55 minutes.
        expect(retryAfter(refused)).toBeGreaterThan(54 * 60);
        expect(retryAfter(refused)).toBeLessThanOrEqual(55 * 60);
        expect(await user.doc()).toMatchObject({ isActive: false });
      }
      expect(await mailsSince(since)).toHaveLength(5);
      // Another address is not held back.
      await ten[9].post(VERIFY, other).expect(200);

      t.clock.advance(55 * MINUTE);
      await ten[5].post(VERIFY, correct).expect(200);
      expect(await mailsSince(since)).toHaveLength(6);
    });

    it('ten users asking at once: exactly 5 mails, 5 answers 429', async () => {
      const ten = await users(10);
      const since = t.clock.now();
      const results = await Promise.all(ten.map((u) => u.post(VERIFY, correct)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
      expect(await mailsSince(since)).toHaveLength(5);
    });

    it('resending counts against the address too', async () => {
      const [alice, ...others] = await users(5);
      await requestCode(alice);
      for (const u of others) await requestCode(u);
      t.clock.advance(MINUTE);
      const refused = await alice.post(RESEND);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toContain('このメールアドレスへの認証コードの送信回数が上限');
      expect(retryAfter(refused)).toBeGreaterThan(0);
    });

    it('a mail that could not be sent does not count against the address', async () => {
      const log = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
      const six = await users(6);
      failingMail = true;
      for (const u of six.slice(0, 3)) await u.post(VERIFY, correct).expect(502);
      failingMail = false;
      for (const u of six.slice(1)) await u.post(VERIFY, correct).expect(200);
      await six[0].post(VERIFY, correct).expect(429);
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ severity: 'ERROR', message: 'verification mail not sent' }));
      log.mockRestore();
    });

    it('the logs are keyed by a hash of the address, never the address', async () => {
      const [alice] = await users(1);
      await alice.post(CODE, { code: wrongFor(await requestCode(alice)) }).expect(400);
      const paths = Object.keys(t.store.dump()).filter((p) => p.startsWith('rateLimits/'));
      expect(paths.filter((p) => /^rateLimits\/salonCodeSend_[0-9a-f]{64}$/.test(p))).not.toHaveLength(0);
      expect(paths.filter((p) => /^rateLimits\/salonCodeWrong_[0-9a-f]{64}$/.test(p))).not.toHaveLength(0);
      for (const p of paths) expect(p.toLowerCase()).not.toMatch(/lumiere|bloom|owner|info|@/);
    });
  });

  describe('wrong codes against one address, from any user', () => {
    it('10 wrong codes in the hour from several users; then 429 for everyone with a code to that address', async () => {
      const [alice, bob, carol, dave] = await users(4);
      const codes = { alice: await requestCode(alice), bob: await requestCode(bob), carol: await requestCode(carol) };
      const daveCode = await requestCode(dave, other);
      for (let i = 0; i < 5; i++) await alice.post(CODE, { code: wrongFor(codes.alice) }).expect(400);
      for (let i = 0; i < 4; i++) await bob.post(CODE, { code: wrongFor(codes.bob) }).expect(400);
      t.clock.advance(MINUTE);
      await carol.post(CODE, { code: wrongFor(codes.carol) }).expect(400);

      const refused = await carol.post(CODE, { code: wrongFor(codes.carol) });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({
        code: 'rate_limited',
        message: 'このメールアドレス宛ての認証コードの入力間違いが上限（1時間に10回）に達しました。59分後にお試しください',
      });
      expect(retryAfter(refused)).toBeGreaterThan(58 * 60);
      expect(retryAfter(refused)).toBeLessThanOrEqual(59 * 60);
      // Nothing is compared at the ceiling, not even the right code, and no try is used up.
      await carol.post(CODE, { code: codes.carol }).expect(429);
      await bob.post(CODE, { code: codes.bob }).expect(429);
      expect((await carol.doc())?.isActive).toBe(false);
      // Another address is not held back.
      await dave.post(CODE, { code: wrongFor(daveCode) }).expect(400);
      await dave.post(CODE, { code: daveCode }).expect(200);

      // An hour after the first wrong code the address takes codes again (the old ones expired).
      t.clock.advance(HOUR);
      const fresh = await requestCode(carol);
      await carol.post(CODE, { code: fresh }).expect(200);
    });

    it('a global ceiling: after 1000 wrong codes in the hour anywhere, no code is compared', async () => {
      const [alice, bob] = await users(2);
      const a = await requestCode(alice);
      const b = await requestCode(bob, other);
      // 999 wrong codes typed elsewhere within the hour (e.g. a guesser spread over many addresses).
      const start = t.clock.now().getTime() - 30 * MINUTE;
      await t.store.set(allWrongRef.path, { at: Array.from({ length: 999 }, (_x, i) => new Date(start + i)) });

      await alice.post(CODE, { code: wrongFor(a) }).expect(400);
      const refused = await bob.post(CODE, { code: b });
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe('現在、認証コードの入力を一時的に制限しています。30分後にお試しください');
      expect(retryAfter(refused)).toBeGreaterThan(29 * 60);
      expect(retryAfter(refused)).toBeLessThanOrEqual(30 * 60);

      // Once the oldest of them leaves the hour, codes are compared again.
      t.clock.advance(30 * MINUTE);
      const fresh = await requestCode(bob, other);
      await bob.post(CODE, { code: fresh }).expect(200);
    });
  });

  describe('the directory match limit under parallel tries', () => {
    it('30 parallel wrong guesses by one user: at most 5 directory look-ups, 429 + Retry-After for the rest', async () => {
      const [alice] = await users(1);
      slowDirectory = true;
      const results = await Promise.all(Array.from({ length: 30 }, () => alice.post(VERIFY, wrong)));
      expect(lookups).toBe(5);
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(25);
      for (const r of refused) {
        expect(r.body.error.code).toBe('rate_limited');
        expect(retryAfter(r)).toBeGreaterThan(9 * 60);
        expect(retryAfter(r)).toBeLessThanOrEqual(10 * 60);
      }
      // Still blocked afterwards, also for a right guess, without asking the directory.
      await alice.post(VERIFY, correct).expect(429);
      expect(lookups).toBe(5);
    });

    it('a match is not counted as a failure: 4 failures, a match, then one more failure before 429', async () => {
      const [alice] = await users(1);
      for (let i = 0; i < 4; i++) await alice.post(VERIFY, wrong).expect(400);
      await alice.post(VERIFY, correct).expect(200);
      await alice.post(VERIFY, wrong).expect(400);
      const refused = await alice.post(VERIFY, correct);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(9 * 60);
      expect(lookups).toBe(6);
    });

    it('parallel right guesses by one user never count as failures', async () => {
      const [alice] = await users(1);
      slowDirectory = true;
      const results = await Promise.all(Array.from({ length: 5 }, () => alice.post(VERIFY, correct)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      slowDirectory = false;
      for (let i = 0; i < 5; i++) await alice.post(VERIFY, wrong).expect(400);
      await alice.post(VERIFY, wrong).expect(429);
    });
  });
});
