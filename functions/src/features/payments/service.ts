/** Stripe Connect status of the caller's connected account. */
import type { ConnectStatus } from '@common/api';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { connectStatusOf } from '../session/service';

export async function connectStatusOfUser(deps: Deps, uid: string): Promise<ConnectStatus> {
  const user = await users.get(deps.store, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  return connectStatusOf(deps, user);
}
