/**
 * Admin routes (/admin/..., docs/product/admin.md#admin-claim): the bearer's Firebase ID token must carry the
 * custom claim `admin: true`, granted with `npm run admin:grant -w functions -- <uid>`
 * (local/grantAdmin.ts). No token or an invalid one is 401, a valid one without the claim 403.
 */
import type { RequestHandler } from 'express';
import type { AuthPort, VerifiedIdToken } from '../ports';
import { isDocId } from '../ids';
import { errors } from './errors';

export const ADMINS_ONLY = '管理者のみ利用できます';

export function requireAdmin(deps: { auth: AuthPort }): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match) throw errors.unauthenticated('ログインが必要です');
    const verify = deps.auth.verifyIdTokenClaims?.bind(deps.auth);
    let token: VerifiedIdToken;
    try {
      // An Auth adapter that cannot read claims makes nobody an admin; the token is still checked.
      token = verify ? await verify(match[1]) : { uid: await deps.auth.verifyIdToken(match[1]), claims: {} };
    } catch {
      throw errors.unauthenticated();
    }
    if (!isDocId(token.uid)) throw errors.unauthenticated();
    req.uid = token.uid;
    if (token.claims.admin !== true) throw errors.forbidden(ADMINS_ONLY);
    next();
  };
}
