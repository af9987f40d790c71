/**
 * The per-address limits of salon verification's code step:
 * - any string keys one log document named by its sha256 (a plain id, never the address), and
 *   every spelling the directory takes for one address (case, surrounding spaces, full-width
 *   forms) keys the same log;
 * - over HTTP, any spellings of one address sent by up to 8 users at once mail it at most 5
 *   codes; the others get 429 with Retry-After; never a 5xx.
 */
import fc from 'fast-check';
import { hostileString } from '../../../common/test/property/arbitraries';
import { LocalMailbox } from '../../src/adapters/email/local';
import { addressKey, addressSendsRef, addressWrongRef } from '../../src/features/salon/addressLimits';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from '../support/harness';
import { SEED_RUNS, check, logSeeds } from './seed';

const PARTNER = { email: 'owner@lumiere.example.jp', companyName: 'Hair Salon ルミエール' };
const HOUR = 60 * 60 * 1000;
const USERS = 8;

/** The address with each letter's case picked at random, between spaces the form trims. */
const spelling = (address: string, blanks: string[]) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: address.length, maxLength: address.length }),
      fc.constantFrom(...blanks),
      fc.constantFrom(...blanks),
    )
    .map(([upper, before, after]) => before + [...address].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('') + after);

/** 'a' -> 'ａ': what NFKC folds back. */
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

logSeeds('functions/test/property/address-limits.property.test.ts');

describe('property: address keys', () => {
  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    it('any string keys one log document under a 64-hex id, without the text itself', async () => {
      await check(
        fc.asyncProperty(hostileString(5000), async (email) => {
          for (const at of [addressSendsRef(email), addressWrongRef(email)]) {
            expect(at.path).toMatch(/^rateLimits\/salonCode(Send|Wrong)_[0-9a-f]{64}$/);
          }
        }),
        run,
        300,
      );
    });

    it('every spelling of one address keys the same log', async () => {
      const address = fc
        .tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}\.[a-z]{2,6}$/))
        .map(([local, domain]) => `${local}@${domain}`);
      await check(
        fc.asyncProperty(
          address.chain((a) => fc.tuple(fc.constant(a), spelling(a, ['', ' ', '\u3000', '\t', '\n']), fc.boolean())),
          async ([a, typed, wide]) => {
            expect(addressKey(wide ? fullWidth(typed) : typed)).toBe(addressKey(a));
          },
        ),
        run,
        300,
      );
    });
  });
});

describeApi('property: codes mailed to one address', () => {
  let t: TestApp;
  let users: SignedInUser[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.addPartner(PARTNER.email, PARTNER.companyName);
    users = await Promise.all(Array.from({ length: USERS }, () => t.signIn()));
  }, 60_000);
  afterAll(() => t.close());

  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    it('any spellings by up to 8 users at once: at most 5 mails, 429 + Retry-After for the rest, never 5xx', async () => {
      await check(
        fc.asyncProperty(
          fc.array(spelling(PARTNER.email, ['', ' ', '\u3000']), { minLength: 1, maxLength: USERS }),
          async (typed) => {
            // An hour later: every user's and the address's logs are empty.
            t.clock.advance(HOUR);
            const since = t.clock.now();
            const results = await Promise.all(
              typed.map((email, i) => users[i].post('/liff/salon/verify', { email, salonDisplayName: PARTNER.companyName })),
            );
            const mails = (await new LocalMailbox(t.store).list({ to: PARTNER.email, limit: 500 })).filter(
              (m) => m.sentAt.getTime() >= since.getTime(),
            );
            const sent = Math.min(typed.length, 5);
            expect(mails).toHaveLength(sent);
            expect(results.filter((r) => r.status === 200)).toHaveLength(sent);
            for (const r of results.filter((x) => x.status !== 200)) {
              expect(r.status).toBe(429);
              expect(r.body.error.message).toContain('このメールアドレスへの認証コードの送信回数が上限');
              expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
            }
          },
        ),
        run,
        20,
      );
    }, 120_000);
  });
});
