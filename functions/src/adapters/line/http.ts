/** LINE Platform: ID token verification (LINE Login) and the Messaging API. */
import { messagingApi } from '@line/bot-sdk';
import { LineTokenError, type LinePort, type LineProfile } from '../../ports';
import { isLineUserId } from '../../ids';

export class HttpLine implements LinePort {
  private readonly messaging: messagingApi.MessagingApiClient;

  constructor(
    private readonly channelId: string,
    channelAccessToken: string,
    private readonly apiBase = 'https://api.line.me',
  ) {
    this.messaging = new messagingApi.MessagingApiClient({ channelAccessToken });
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
    // The subject becomes a document path: only a real LINE user id signs in (issue 9).
    if (!isLineUserId(body.sub)) throw new LineTokenError('invalid', 'subject is not a LINE user id');
    return {
      userId: body.sub,
      displayName: typeof body.name === 'string' ? body.name : '',
      pictureUrl: typeof body.picture === 'string' ? body.picture : '',
    };
  }

  async pushMessage(userId: string, text: string): Promise<void> {
    await this.messaging.pushMessage({ to: userId, messages: [{ type: 'text', text }] });
  }

  async linkRichMenu(userId: string, richMenuId: string): Promise<void> {
    await this.messaging.linkRichMenuIdToUser(userId, richMenuId);
  }
}
