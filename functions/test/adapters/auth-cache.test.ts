/**
 * Verified ID tokens are remembered until they expire, 5 minutes at most, in a bounded
 * LRU keyed by the token's sha256; failures are never remembered. A fake verifier counts calls.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  FirebaseAuthAdapter,
  TOKEN_CACHE_MAX_AGE_MS,
  TOKEN_CACHE_MAX_ENTRIES,
  VerifiedTokenCache,
  type FirebaseVerifier,
} from '../../src/adapters/auth/firebase';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

/** Tokens are `uid:expSeconds[:admin]`; 'bad' or a token marked refused throws. */
class FakeVerifier implements FirebaseVerifier {
  calls = 0;
  readonly refused = new Set<string>();

  createCustomToken(uid: string): Promise<string> {
    return Promise.resolve(`custom-${uid}`);
  }

  verifyIdToken(idToken: string): Promise<DecodedIdToken> {
    this.calls++;
    const [uid, exp, admin] = idToken.split(':');
    if (!uid || !exp || this.refused.has(idToken)) return Promise.reject(new Error('auth/argument-error'));
    return Promise.resolve({
      uid,
      sub: uid,
      exp: Number(exp),
      iat: Number(exp) - 3600,
      auth_time: Number(exp) - 3600,
      aud: 'demo-salonworks',
      iss: 'https://securetoken.google.com/demo-salonworks',
      firebase: { identities: {}, sign_in_provider: 'custom' },
      ...(admin ? { admin: true } : {}),
    } as DecodedIdToken);
  }
}

function setup(options: { maxEntries?: number } = {}) {
  let now = T0;
  const fake = new FakeVerifier();
  const auth = new FirebaseAuthAdapter(fake, { ...options, now: () => now });
  return {
    fake,
    auth,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A token valid for this many seconds from T0. */
const token = (uid: string, validSeconds = 3600, admin = false) => `${uid}:${T0 / 1000 + validSeconds}${admin ? ':admin' : ''}`;

describe('FirebaseAuthAdapter: verified ID token cache', () => {
  it('defaults: 5,000 entries, 5 minutes', () => {
    const cache = new VerifiedTokenCache();
    expect(cache.maxEntries).toBe(TOKEN_CACHE_MAX_ENTRIES);
    expect(TOKEN_CACHE_MAX_ENTRIES).toBe(5000);
    expect(cache.maxAgeMs).toBe(TOKEN_CACHE_MAX_AGE_MS);
    expect(TOKEN_CACHE_MAX_AGE_MS).toBe(5 * 60_000);
  });

  it('answers a repeated token from the cache (uid and claims alike)', async () => {
    const { fake, auth } = setup();
    const t = token('alice', 3600, true);
    expect(await auth.verifyIdToken(t)).toBe('alice');
    expect(await auth.verifyIdToken(t)).toBe('alice');
    const claims = await auth.verifyIdTokenClaims(t);
    expect(claims).toMatchObject({ uid: 'alice', claims: { admin: true, uid: 'alice' } });
    expect(fake.calls).toBe(1);
    // Another token of the same user is verified on its own.
    expect(await auth.verifyIdToken(token('alice', 1800))).toBe('alice');
    expect(fake.calls).toBe(2);
  });

  it('a caller changing the returned claims does not change the cache', async () => {
    const { auth } = setup();
    const t = token('bob', 3600);
    const first = await auth.verifyIdTokenClaims(t);
    first.claims.admin = true;
    expect((await auth.verifyIdTokenClaims(t)).claims.admin).toBeUndefined();
  });

  it('keys by the sha256 of the token, never the token itself', async () => {
    const { auth } = setup();
    const t = token('carol');
    await auth.verifyIdToken(t);
    const keys = [...(auth.cache as unknown as { entries: Map<string, unknown> }).entries.keys()];
    expect(keys).toEqual([VerifiedTokenCache.keyOf(t)]);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies again after 5 minutes, even when the token lives longer', async () => {
    const { fake, auth, advance } = setup();
    const t = token('dave', 3600);
    await auth.verifyIdToken(t);
    advance(TOKEN_CACHE_MAX_AGE_MS - 1);
    await auth.verifyIdToken(t);
    expect(fake.calls).toBe(1);
    advance(1);
    await auth.verifyIdToken(t);
    expect(fake.calls).toBe(2);
    // ...and is trusted for another 5 minutes from then.
    advance(TOKEN_CACHE_MAX_AGE_MS - 1);
    await auth.verifyIdToken(t);
    expect(fake.calls).toBe(2);
  });

  it('never answers for a token past its exp', async () => {
    const { fake, auth, advance } = setup();
    const t = token('erin', 60); // expires in one minute
    await auth.verifyIdToken(t);
    advance(59_999);
    await auth.verifyIdToken(t);
    expect(fake.calls).toBe(1);
    advance(1);
    // The verifier decides now (here it still accepts; the real one refuses an expired token).
    fake.refused.add(t);
    await expect(auth.verifyIdToken(t)).rejects.toThrow('auth/argument-error');
    expect(fake.calls).toBe(2);
  });

  it('does not keep a token that is already expired by its exp', async () => {
    const { fake, auth } = setup();
    const t = token('frank', -10);
    await auth.verifyIdToken(t);
    await auth.verifyIdToken(t);
    expect(fake.calls).toBe(2);
    expect(auth.cache.size).toBe(0);
  });

  it('never caches a failure: a refused token is asked about every time', async () => {
    const { fake, auth } = setup();
    await expect(auth.verifyIdToken('bad')).rejects.toThrow();
    await expect(auth.verifyIdToken('bad')).rejects.toThrow();
    await expect(auth.verifyIdTokenClaims('bad')).rejects.toThrow();
    expect(fake.calls).toBe(3);
    expect(auth.cache.size).toBe(0);
    // A token refused once (say, the emulator was down) is accepted and cached once it verifies.
    const t = token('gina');
    fake.refused.add(t);
    await expect(auth.verifyIdToken(t)).rejects.toThrow();
    fake.refused.delete(t);
    expect(await auth.verifyIdToken(t)).toBe('gina');
    expect(await auth.verifyIdToken(t)).toBe('gina');
    expect(fake.calls).toBe(5);
  });

  it('parallel verifications of one token ask the verifier once; a shared failure is not kept', async () => {
    const { fake, auth } = setup();
    const t = token('hana');
    expect(await Promise.all([auth.verifyIdToken(t), auth.verifyIdToken(t), auth.verifyIdTokenClaims(t)])).toEqual([
      'hana',
      'hana',
      expect.objectContaining({ uid: 'hana' }),
    ]);
    expect(fake.calls).toBe(1);

    const refusedToken = token('ivan');
    fake.refused.add(refusedToken);
    const results = await Promise.allSettled([auth.verifyIdToken(refusedToken), auth.verifyIdToken(refusedToken)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fake.calls).toBe(2);
    await expect(auth.verifyIdToken(refusedToken)).rejects.toThrow();
    expect(fake.calls).toBe(3);
  });

  it('is bounded: the least recently used token goes first', async () => {
    const { fake, auth } = setup({ maxEntries: 3 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((u) => token(u));
    await auth.verifyIdToken(a);
    await auth.verifyIdToken(b);
    await auth.verifyIdToken(c);
    expect(fake.calls).toBe(3);
    await auth.verifyIdToken(a); // a is now the most recently used
    expect(fake.calls).toBe(3);
    await auth.verifyIdToken(d); // evicts b
    expect(auth.cache.size).toBe(3);
    await auth.verifyIdToken(a);
    await auth.verifyIdToken(c);
    await auth.verifyIdToken(d);
    expect(fake.calls).toBe(4);
    await auth.verifyIdToken(b);
    expect(fake.calls).toBe(5);
    expect(auth.cache.size).toBe(3);
  });

  it('stays within 5,000 entries by default', async () => {
    const fake = new FakeVerifier();
    const auth = new FirebaseAuthAdapter(fake, { now: () => T0 });
    for (let i = 0; i < TOKEN_CACHE_MAX_ENTRIES + 50; i++) await auth.verifyIdToken(token(`u${i}`));
    expect(auth.cache.size).toBe(TOKEN_CACHE_MAX_ENTRIES);
  });

  it('createCustomToken is passed through', async () => {
    const { auth } = setup();
    expect(await auth.createCustomToken('jun')).toBe('custom-jun');
  });
});
