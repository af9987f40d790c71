/** POST /liff/salon/verify: checks the partner account and activates the user (SPEC 2.4). */
import { Router } from 'express';
import { salonVerifySchema, type SalonVerifyResponse } from '@common/index';
import { PartnerUnavailableError, type Deps } from '../../ports';
import { ApiError, errors } from '../../http/errors';
import { requireAuth, uidOf } from '../../http/auth';
import { validateBody } from '../../http/validate';
import type { UserDoc } from '../users/model';
import { userPath } from '../users/paths';
import { FailureLimiter } from './limiter';

export function salonRoutes(deps: Deps): Router {
  const router = Router();
  const limiter = new FailureLimiter(deps, 'salonVerify', { max: 5, windowMs: 10 * 60 * 1000 });

  router.post('/liff/salon/verify', requireAuth(deps.auth), async (req, res) => {
    const uid = uidOf(req);
    await limiter.assertAllowed(uid);
    const { email, salonDisplayName } = await validateBody(salonVerifySchema, req.body);
    let matched: boolean;
    try {
      matched = await deps.partner.matches(email, salonDisplayName);
    } catch (e) {
      if (e instanceof PartnerUnavailableError) {
        console.error(JSON.stringify({ severity: 'ERROR', message: 'partner directory unavailable', error: e.message }));
        throw errors.upstream('認証サービスに接続できませんでした。時間をおいてお試しください');
      }
      throw e;
    }
    if (!matched) {
      await limiter.recordFailure(uid);
      throw new ApiError(400, 'partner_mismatch', 'メールアドレスまたは会社名が登録情報と一致しません');
    }
    await deps.store.runTransaction(async (tx) => {
      const user = await tx.get<UserDoc>(userPath(uid));
      if (!user) throw errors.notFound('ユーザーが見つかりません');
      tx.update(userPath(uid), { isActive: true, salonInfo: { email, salonDisplayName }, updatedAt: deps.clock.now() });
    });
    const body: SalonVerifyResponse = { status: 'success' };
    res.json(body);
  });

  return router;
}
