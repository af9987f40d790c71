/** LINE Platform: ID token verification (LINE Login) and the Messaging API. */
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { LineTokenError, type LineMessage, type LinePort, type LineProfile, type PushResult } from '../../ports';
import { isLineUserId } from '../../ids';

/** A push that has not answered by then is treated as failed (retryable: the retry key keeps it single). */
const PUSH_TIMEOUT_MS = 15_000;

/** LINE's error body: {message, details?: [{message, property}]}. */
function lineMessageOf(body: unknown): string {
  if (typeof body !== 'string' || !body) return '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : '';
  } catch {
    return '';
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const raw = headers?.get?.('retry-after');
  if (!raw) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * What an answer of the push endpoint means for the notice (ports/index.ts PushResult documents
 * LINE's answers). Exported for the adapter's tests.
 */
export function classifyPushError(e: unknown): PushResult {
  if (!(e instanceof HTTPFetchError) && !(e instanceof Error && e.name === 'HTTPFetchError')) {
    // fetch failed (DNS, refused, reset) or our timeout: LINE may or may not have taken it.
    return { outcome: 'failed', retryable: true, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  const { status, body, headers } = e as HTTPFetchError;
  const message = lineMessageOf(body);
  const error = `LINE ${status}${message ? `: ${message}` : ''}`;
  if (status === 409) return { outcome: 'duplicate' };
  if (status === 429) {
    if (/monthly limit/i.test(message)) return { outcome: 'quota' };
    const after = retryAfterMs(headers);
    return after === undefined ? { outcome: 'rate_limited' } : { outcome: 'rate_limited', retryAfterMs: after };
  }
  if (status === 400 && /failed to send messages/i.test(message)) return { outcome: 'not_friend' };
  return { outcome: 'failed', retryable: status >= 500 || status === 401, error };
}

export class HttpLine implements LinePort {
  private readonly messaging: messagingApi.MessagingApiClient;

  constructor(
    private readonly channelId: string,
    channelAccessToken: string,
    private readonly apiBase = 'https://api.line.me',
  ) {
    // The base URL is injectable (config.line.apiBase) so that tests talk to a local fake of LINE.
    this.messaging = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: apiBase });
  }

  async verifyIdToken(idToken: string): Promise<LineProfile> {
    const res = await fetch(`${this.apiBase}/oauth2/v2.1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: this.channelId }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const description = String(body.error_description ?? '');
      if (/expired/i.test(description)) throw new LineTokenError('expired', description);
      if (/audience/i.test(description)) throw new LineTokenError('audience', description);
      if (res.status >= 500) throw new Error(`LINE verify failed with ${res.status}`);
      throw new LineTokenError('invalid', description || 'Invalid IdToken.');
    }
    // Without a subject there is no user to sign in: treat it as LINE failing (502), not as our 500.
    if (typeof body.sub !== 'string' || !body.sub) throw new Error('LINE verify answered without sub');
    // The subject becomes a document path: only a real LINE user id signs in (docs/product/api.md#conventions).
    if (!isLineUserId(body.sub)) throw new LineTokenError('invalid', 'subject is not a LINE user id');
    return {
      userId: body.sub,
      displayName: typeof body.name === 'string' ? body.name : '',
      pictureUrl: typeof body.picture === 'string' ? body.picture : '',
    };
  }

  /** POST /v2/bot/message/push with X-Line-Retry-Key (the SDK's second argument). */
  async push(userId: string, messages: LineMessage[], retryKey: string): Promise<PushResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`LINE push timed out after ${PUSH_TIMEOUT_MS} ms`)), PUSH_TIMEOUT_MS);
    });
    try {
      // Our message types are a subset of the SDK's (ports/index.ts); the SDK's union is wider.
      const request = { to: userId, messages: messages as unknown as messagingApi.Message[] };
      await Promise.race([this.messaging.pushMessage(request, retryKey), timeout]);
      return { outcome: 'sent' };
    } catch (e) {
      return classifyPushError(e);
    } finally {
      clearTimeout(timer);
    }
  }

  async linkRichMenu(userId: string, richMenuId: string): Promise<void> {
    await this.messaging.linkRichMenuIdToUser(userId, richMenuId);
  }

  async linkRichMenuToUsers(userIds: string[], richMenuId: string): Promise<void> {
    await this.messaging.linkRichMenuIdToUsers({ richMenuId, userIds });
  }

  async richMenuOfUser(userId: string): Promise<string | null> {
    try {
      return (await this.messaging.getRichMenuIdOfUser(userId)).richMenuId;
    } catch (e) {
      // LINE answers 404 when the user has no menu of their own (the default menu shows).
      if (e instanceof HTTPFetchError && e.status === 404) return null;
      throw e;
    }
  }
}
