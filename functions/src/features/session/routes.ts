/** POST /liff/session/verify (LINE ID token -> custom token + session) and GET /liff/session. */
import { Router } from 'express';
import { sessionVerifySchema } from '@common/schemas/verification';
import { type SessionPayload, type SessionVerifyResponse } from '@common/api';
import { LineTokenError, type Deps, type LineProfile } from '../../ports';
import { errors } from '../../http/errors';
import { requireAuth, uidOf } from '../../http/auth';
import { isDocId } from '../../http/params';
import { validateBody } from '../../http/validate';
import type { Config } from '../../config';
import { ensureUser, loadSession } from './service';
import { preloadLanding } from './landing';

const tokenMessages: Record<LineTokenError['reason'], string> = {
  expired: 'LINEのログイン情報の有効期限が切れています。アプリを開き直してください',
  audience: 'このアプリ向けのLINEログイン情報ではありません',
  invalid: 'LINEのログイン情報を確認できませんでした',
};

export function sessionRoutes(deps: Deps, settings: Pick<Config, 'deal' | 'rooms'>): Router {
  const router = Router();

  router.post('/liff/session/verify', async (req, res) => {
    const { idToken, landing } = await validateBody(sessionVerifySchema, req.body);
    let profile: LineProfile;
    try {
      profile = await deps.line.verifyIdToken(idToken);
    } catch (e) {
      if (e instanceof LineTokenError) throw errors.unauthenticated(tokenMessages[e.reason]);
      throw errors.upstream('LINEに接続できませんでした。時間をおいてお試しください');
    }
    // The subject names the user's documents: whatever the adapter, it must pass the id rule.
    if (!isDocId(profile.userId)) throw errors.unauthenticated(tokenMessages.invalid);
    req.uid = profile.userId;
    const user = await ensureUser(deps, profile);
    // Token, session and the landing screen's data are independent: fetch them together so the
    // browser waits for one round trip.
    const [token, session, preloaded] = await Promise.all([
      deps.auth.createCustomToken(profile.userId),
      loadSession(deps, profile.userId, user),
      preloadLanding(deps, settings, { uid: profile.userId, user }, landing),
    ]);
    const body: SessionVerifyResponse = { token, session, ...(preloaded && { preloaded }) };
    res.json(body);
  });

  router.get('/liff/session', requireAuth(deps.auth), async (req, res) => {
    const body: SessionPayload = await loadSession(deps, uidOf(req));
    res.json(body);
  });

  return router;
}
