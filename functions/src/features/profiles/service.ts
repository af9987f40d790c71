/**
 * Saving a side's profile (docs/product/states.md#session): the profile document and the user's type change
 * in one transaction, so a failure never leaves a profile without a type or a type without a profile. The
 * uid comes only from the verified token: nobody can write another user's profile.
 */
import { detailToStored } from '@common/api';
import { type ClientProfileDto } from '@common/schemas/clientProfile';
import { type WorkerProfileDto } from '@common/schemas/workerProfile';
import type { UserType } from '@common/options';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { refuseSuspended } from '../../http/access';
import { put, read, type Reader, type Writer } from '../../documents/collection';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';
import { clientProfileRef, workerProfileRef, type ClientProfileDoc, type WorkerProfileDoc } from '../../documents/profiles';

const sideNames: Record<UserType, string> = { client: '発注者', worker: '受注者' };

/** The user may hold (or take) this side: verified, flagged for the worker side, not on the other side. */
async function claimSide(tx: Reader, uid: string, side: UserType): Promise<UserDoc> {
  const user = await users.get(tx, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  if (!user.isActive) throw errors.forbidden('お客様情報の認証が完了していません');
  refuseSuspended(user);
  if (side === 'worker' && !user.isWorker) throw errors.forbidden('受注者として登録する権限がありません');
  if (user.type && user.type !== side) {
    throw errors.conflict(
      `すでに${sideNames[user.type]}として登録されているため、${sideNames[side]}のプロフィールは保存できません`,
    );
  }
  return user;
}

/**
 * The same checks before the body is read (authorisation before validation:
 * docs/product/api.md#conventions): an unverified caller's body is never validated. The save's transaction
 * checks again.
 */
export async function assertMayClaimSide(deps: Deps, uid: string, side: UserType): Promise<void> {
  await claimSide(deps.store, uid, side);
}

/** Sets the side on the first save; true when this save set it (onboarding ends: the side's rich menu follows). */
function markSide(tx: Writer, uid: string, user: UserDoc, side: UserType, now: Date): boolean {
  users.patch(tx, uid, user.type ? { updatedAt: now } : { type: side, updatedAt: now });
  return !user.type;
}

/** Saves the client profile; true when this save ended the client's onboarding (the side was set). */
export async function saveClientProfile(deps: Deps, uid: string, dto: ClientProfileDto): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const user = await claimSide(tx, uid, 'client');
    const existing = await read(tx, clientProfileRef(uid));
    const now = deps.clock.now();
    const doc: ClientProfileDoc = {
      type: 'client',
      classify: dto.classify,
      userId: uid,
      name: dto.name,
      detail: detailToStored(dto.detail),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    // The reviews' aggregate is the reviews feature's (docs/product/reviews.md#summary): a profile edit keeps it.
    if (existing?.reviewStats) doc.reviewStats = existing.reviewStats;
    if (dto.classify === 'corporation' && dto.corporationInfo) {
      const { companyName, establishmentDate, address, hpURL } = dto.corporationInfo;
      doc.corporationInfo = { companyName, establishmentDate, address, hpURL };
    }
    // set, not merge: an individual's profile keeps no company data from an earlier corporation.
    put(tx, clientProfileRef(uid), doc);
    return markSide(tx, uid, user, 'client', now);
  });
}

/** Saves the worker profile; true when this save ended the worker's onboarding (the side was set). */
export async function saveWorkerProfile(deps: Deps, uid: string, dto: WorkerProfileDto): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const user = await claimSide(tx, uid, 'worker');
    const existing = await read(tx, workerProfileRef(uid));
    const now = deps.clock.now();
    const doc: WorkerProfileDoc = {
      type: 'worker',
      classify: dto.classify,
      userId: uid,
      name: dto.name,
      sex: dto.sex,
      birthYear: dto.birthYear,
      birthMonth: dto.birthMonth,
      birthDate: dto.birthDate,
      occupation: dto.occupation,
      // Edited elsewhere (occupation details, portfolio): an edit of this form keeps them.
      occupationDetails: existing?.occupationDetails ?? [],
      skills: dto.skills,
      detail: detailToStored(dto.detail),
      portfolios: existing?.portfolios ?? [],
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (dto.classify === 'corporation') doc.companyName = dto.name;
    if (existing?.reviewStats) doc.reviewStats = existing.reviewStats;
    // Edited on its own screen (docs/product/law.md#registration-numbers): this form keeps it.
    if (existing?.invoiceRegistrationNumber) doc.invoiceRegistrationNumber = existing.invoiceRegistrationNumber;
    if (existing?.invoiceName) doc.invoiceName = existing.invoiceName;
    put(tx, workerProfileRef(uid), doc);
    return markSide(tx, uid, user, 'worker', now);
  });
}
