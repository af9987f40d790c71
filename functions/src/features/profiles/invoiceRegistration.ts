/**
 * The worker's 適格請求書発行事業者登録番号 (docs/product/law.md#registration-numbers), kept on her
 * profile as `invoiceRegistrationNumber`. Only she sets it (the uid is the token's); her profile's
 * classify decides the rule (a corporation's number is T + its 法人番号, whose check digit is checked).
 * Setting the same value again changes nothing but `updatedAt`, so a repeated request is harmless.
 */
import { checkInvoiceNumber } from '@common/invoiceNumber';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { refuseSuspended } from '../../http/access';
import { patch, read, type Reader } from '../../documents/collection';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { workerProfileRef, type WorkerProfileDoc } from '../../documents/profiles';

export const WORKER_PROFILE_MISSING = '先に受注者のプロフィールを登録してください';
export const WORKERS_ONLY_INVOICE = '登録番号は受注者のみ登録できます';

/** The caller's worker profile: she registered as a worker and is not suspended. */
async function ownWorkerProfile(tx: Reader, uid: string): Promise<WorkerProfileDoc> {
  const user = await users.get(tx, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  refuseSuspended(user);
  if (user.type !== 'worker') throw errors.forbidden(WORKERS_ONLY_INVOICE);
  const profile = await read(tx, workerProfileRef(uid));
  if (!profile) throw errors.conflict(WORKER_PROFILE_MISSING);
  return profile;
}

/** The same checks before the body is read (authorisation before validation: docs/product/api.md#conventions). */
export async function assertOwnWorkerProfile(deps: Deps, uid: string): Promise<void> {
  await ownWorkerProfile(deps.store, uid);
}

/** Stores the number (already normalised by the body's schema) or clears it with null. */
export async function saveInvoiceRegistration(deps: Deps, uid: string, value: string | null): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const profile = await ownWorkerProfile(tx, uid);
    if (value !== null) {
      const checked = checkInvoiceNumber(value, profile.classify);
      if (!checked.ok) throw errors.invalid({ invoiceRegistrationNumber: checked.error }, checked.error);
      value = checked.value;
    }
    patch(tx, workerProfileRef(uid), { invoiceRegistrationNumber: value, updatedAt: deps.clock.now() });
  });
}
