/**
 * Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
 *
 * Verified ID tokens are remembered: in emulator mode firebase-admin asks the emulator
 * about the user on every verification, which made local and CI requests 4-5x slower than bare
 * Express. A small LRU keyed by the token's sha256 (the token itself is never kept) answers until
 * the token expires or for 5 minutes at most, so a disabled or revoked user is checked again at
 * least every 5 minutes wherever the verifier checks that. Failures are never remembered.
 */
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { AuthPort, VerifiedIdToken } from '../../ports';

/** What the adapter needs of firebase-admin's Auth (tests pass a fake). */
export type FirebaseVerifier = Pick<Auth, 'createCustomToken' | 'verifyIdToken'>;

export interface TokenCacheOptions {
  /** Tokens remembered at most; the least recently used goes first. Default 5,000. */
  maxEntries?: number;
  /** How long a verification is trusted at most (ms), however long the token lives. Default 5 minutes. */
  maxAgeMs?: number;
  /** Milliseconds since the epoch; real time by default, as firebase-admin checks `exp` against it. */
  now?: () => number;
}

export const TOKEN_CACHE_MAX_ENTRIES = 5_000;
export const TOKEN_CACHE_MAX_AGE_MS = 5 * 60_000;

interface Entry {
  uid: string;
  claims: Record<string, unknown>;
  /** Trusted until this time (ms): min(the token's exp, verified at + maxAgeMs). */
  until: number;
}

/** A bounded LRU of verified tokens by the sha256 of the token. */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();
  readonly maxEntries: number;
  readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: TokenCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? TOKEN_CACHE_MAX_ENTRIES);
    this.maxAgeMs = options.maxAgeMs ?? TOKEN_CACHE_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  static keyOf(idToken: string): string {
    return createHash('sha256').update(idToken).digest('hex');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): VerifiedIdToken | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() >= entry.until) return undefined;
    // Most recently used last.
    this.entries.set(key, entry);
    return { uid: entry.uid, claims: { ...entry.claims } };
  }

  /** Remembers a verified token; `expSeconds` is its `exp` claim. An expired one is not kept. */
  set(key: string, token: VerifiedIdToken, expSeconds: number): void {
    const now = this.now();
    const until = Math.min(expSeconds * 1000, now + this.maxAgeMs);
    if (!(until > now)) return;
    this.entries.delete(key);
    this.entries.set(key, { uid: token.uid, claims: { ...token.claims }, until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

export class FirebaseAuthAdapter implements AuthPort {
  readonly cache: VerifiedTokenCache;
  /** Verifications under way, so that parallel requests with one token ask once. */
  private readonly pending = new Map<string, Promise<VerifiedIdToken>>();

  constructor(
    private readonly auth: FirebaseVerifier,
    options: TokenCacheOptions = {},
  ) {
    this.cache = new VerifiedTokenCache(options);
  }

  createCustomToken(uid: string): Promise<string> {
    return this.auth.createCustomToken(uid);
  }

  async verifyIdToken(idToken: string): Promise<string> {
    return (await this.verifyIdTokenClaims(idToken)).uid;
  }

  /** The decoded token: custom claims (setCustomUserClaims, or a custom token's developer claims) are top-level keys. */
  async verifyIdTokenClaims(idToken: string): Promise<VerifiedIdToken> {
    const key = VerifiedTokenCache.keyOf(idToken);
    const hit = this.cache.get(key);
    if (hit) return hit;
    let verifying = this.pending.get(key);
    if (!verifying) {
      verifying = this.auth
        .verifyIdToken(idToken)
        .then((decoded) => {
          const verified: VerifiedIdToken = { uid: decoded.uid, claims: { ...decoded } };
          this.cache.set(key, verified, decoded.exp);
          return verified;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, verifying);
    }
    const verified = await verifying;
    return { uid: verified.uid, claims: { ...verified.claims } };
  }
}
