/**
 * Local LINE stand-in. It accepts the ID tokens the web app's @line/liff-mock setup produces: JWTs
 * shaped like LINE's (iss, sub, aud, exp, name, picture) signed HS256 with a local-only secret.
 * It checks them the way LINE's verify endpoint does and records pushes and rich-menu links. Besides
 * LINE's own user ids it accepts the seeds' readable ones ('U' + 1-60 of [a-z0-9-], ids.ts).
 */
import jwt from 'jsonwebtoken';
import { LineTokenError, type LinePort, type LineProfile } from '../../ports';
import { isLocalLineUserId } from '../../ids';

export const LINE_ISSUER = 'https://access.line.me';

export class LocalLine implements LinePort {
  readonly pushes: Array<{ userId: string; text: string }> = [];
  readonly richMenuLinks: Array<{ userId: string; richMenuId: string }> = [];

  constructor(
    private readonly channelId: string,
    private readonly secret: string,
  ) {}

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

  async pushMessage(userId: string, text: string): Promise<void> {
    this.pushes.push({ userId, text });
  }

  async linkRichMenu(userId: string, richMenuId: string): Promise<void> {
    this.richMenuLinks.push({ userId, richMenuId });
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
