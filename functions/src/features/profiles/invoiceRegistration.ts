/**
 * The worker's 適格請求書発行事業者登録番号 (docs/product/law.md#registration-numbers), kept on her
 * profile as `invoiceRegistrationNumber`, and the 氏名・屋号 her business documents name her by
 * (`invoiceName`, docs/product/law.md#the-name-on-the-documents). Only she sets them (the uid is the
 * token's); her profile's classify decides the number's rule (a corporation's number is T + its
 * 法人番号, whose check digit is checked). Setting the same values again changes nothing but
 * `updatedAt`, so a repeated request is harmless.
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

export interface InvoiceRegistration {
  /** Already normalised by the body's schema; null clears it. */
  invoiceRegistrationNumber: string | null;
  /** Trimmed by the body's schema; null clears it, undefined (left out of the body) keeps it. */
  invoiceName?: string | null;
}

/** Stores the number (or clears it with null) and, when the body names it, the name for the documents. */
export async function saveInvoiceRegistration(deps: Deps, uid: string, input: InvoiceRegistration): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const profile = await ownWorkerProfile(tx, uid);
    let value = input.invoiceRegistrationNumber;
    if (value !== null) {
      const checked = checkInvoiceNumber(value, profile.classify);
      if (!checked.ok) throw errors.invalid({ invoiceRegistrationNumber: checked.error }, checked.error);
      value = checked.value;
    }
    const changes: Partial<WorkerProfileDoc> = { invoiceRegistrationNumber: value, updatedAt: deps.clock.now() };
    if (input.invoiceName !== undefined) changes.invoiceName = input.invoiceName;
    patch(tx, workerProfileRef(uid), changes);
  });
}
