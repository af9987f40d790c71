/**
 * Local LINE stand-in. It accepts the ID tokens the web app's @line/liff-mock setup produces: JWTs
 * shaped like LINE's (iss, sub, aud, exp, name, picture) signed HS256 with a local-only secret.
 * It checks them the way LINE's verify endpoint does and records pushes and rich-menu links. Besides
 * LINE's own user ids it accepts the seeds' readable ones ('U' + 1-60 of [a-z0-9-], ids.ts).
 *
 * Pushes behave like LINE's push endpoint with X-Line-Retry-Key: the first request with a
 * retry key is recorded and answered 'sent', any later one with the same key 'duplicate' (LINE's
 * 409). With a store (recordTo) each push is kept in _lineLocal/{retryKey}, so the local page
 * GET /_local/line/pushes (local/linePushes.ts) shows them across restarts; `pushes` holds this
 * process's in memory, for tests.
 */
import jwt from 'jsonwebtoken';
import { LineTokenError, type LineMessage, type LinePort, type LineProfile, type PushResult } from '../../ports';
import { StoreConflictError, type DocumentStore } from '../../ports/store';
import { isLocalLineUserId } from '../../ids';

export const LINE_ISSUER = 'https://access.line.me';

/** Where the stand-in keeps the pushes it accepted (document id = the retry key). */
export const LOCAL_PUSHES = '_lineLocal';

export interface LocalPush {
  userId: string;
  messages: LineMessage[];
  retryKey: string;
  at: Date;
}

export interface LocalLineOptions {
  /** Keeps every push in _lineLocal (the local server passes its store). */
  store?: DocumentStore;
  now?: () => Date;
}

export class LocalLine implements LinePort {
  readonly pushes: LocalPush[] = [];
  readonly richMenuLinks: Array<{ userId: string; richMenuId: string }> = [];
  private readonly keys = new Set<string>();
  private store: DocumentStore | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly channelId: string,
    private readonly secret: string,
    options: LocalLineOptions = {},
  ) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
  }

  /** From now on pushes are kept in this store's _lineLocal too (and retry keys checked there). */
  recordTo(store: DocumentStore): void {
    this.store = store;
  }

  async verifyIdToken(idToken: string): Promise<LineProfile> {
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(idToken, this.secret, {
        algorithms: ['HS256'],
        issuer: LINE_ISSUER,
        audience: this.channelId,
      }) as jwt.JwtPayload;
    } catch (e) {
      if (e instanceof jwt.TokenExpiredError) throw new LineTokenError('expired', 'IdToken expired.');
      if (e instanceof jwt.JsonWebTokenError && /audience/.test(e.message)) {
        throw new LineTokenError('audience', 'Invalid IdToken Audience.');
      }
      throw new LineTokenError('invalid', 'Invalid IdToken.');
    }
    // LINE's format, or the seeds' readable local ids (ids.ts): never a slash or an over-long id.
    if (!isLocalLineUserId(payload.sub)) throw new LineTokenError('invalid', 'Invalid IdToken.');
    return {
      userId: payload.sub,
      displayName: typeof payload.name === 'string' ? payload.name : '',
      pictureUrl: typeof payload.picture === 'string' ? payload.picture : '',
    };
  }

  async push(userId: string, messages: LineMessage[], retryKey: string): Promise<PushResult> {
    if (this.keys.has(retryKey)) return { outcome: 'duplicate' };
    const push: LocalPush = { userId, messages, retryKey, at: this.now() };
    const store = this.store;
    if (store) {
      try {
        // create fails when the key is there already: one push per retry key across processes too.
        await store.runTransaction(async (tx) => tx.create(`${LOCAL_PUSHES}/${retryKey}`, { ...push, id: retryKey }));
      } catch (e) {
        if (e instanceof StoreConflictError) {
          this.keys.add(retryKey);
          return { outcome: 'duplicate' };
        }
        throw e;
      }
    }
    this.keys.add(retryKey);
    this.pushes.push(push);
    return { outcome: 'sent' };
  }

  async linkRichMenu(userId: string, richMenuId: string): Promise<void> {
    this.richMenuLinks.push({ userId, richMenuId });
  }

  /** As LINE: 1 to 500 users a call (400 otherwise). */
  async linkRichMenuToUsers(userIds: string[], richMenuId: string): Promise<void> {
    if (userIds.length < 1 || userIds.length > 500) throw new Error('The number of userIds must be between 1 and 500');
    for (const userId of userIds) this.richMenuLinks.push({ userId, richMenuId });
  }

  async richMenuOfUser(userId: string): Promise<string | null> {
    const links = this.richMenuLinks.filter((l) => l.userId === userId);
    return links.length ? links[links.length - 1].richMenuId : null;
  }
}

/** Mints a token the stand-in accepts (tests and the seed tooling use it; the web signs its own). */
export function mintLocalIdToken(
  secret: string,
  claims: { sub: string; aud: string; name?: string; picture?: string; expiresInSeconds?: number },
): string {
  const { expiresInSeconds = 3600, ...rest } = claims;
  return jwt.sign({ ...rest, iss: LINE_ISSUER }, secret, { algorithm: 'HS256', expiresIn: expiresInSeconds });
}
