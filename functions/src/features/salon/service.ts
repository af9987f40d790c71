/** Salon verification (SPEC 2.4): the partner account must match; five failures per ten minutes. */
import type { SalonVerifyDto } from '@common/index';
import { PartnerUnavailableError, type Deps } from '../../ports';
import { ApiError, errors } from '../../http/errors';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { FailureLimiter } from './limiter';

const limiter = (deps: Deps) => new FailureLimiter(deps, 'salonVerify', { max: 5, windowMs: 10 * 60 * 1000 });

/** 429 once the user failed too often: checked before the body, so a blocked caller learns at once. */
export const assertMayTry = (deps: Deps, uid: string) => limiter(deps).assertAllowed(uid);

/** Asks the partner directory; a match activates the user, a mismatch counts as a failure. */
export async function verifySalon(deps: Deps, uid: string, { email, salonDisplayName }: SalonVerifyDto): Promise<void> {
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
    await limiter(deps).recordFailure(uid);
    throw new ApiError(400, 'partner_mismatch', 'メールアドレスまたは会社名が登録情報と一致しません');
  }
  await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    users.patch(tx, uid, { isActive: true, salonInfo: { email, salonDisplayName }, updatedAt: deps.clock.now() });
  });
}
