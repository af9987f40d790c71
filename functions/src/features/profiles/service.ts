/**
 * Saving a side's profile (SPEC 2.6, 2.7, 4): the profile document and the user's type change in one
 * transaction, so a failure never leaves a profile without a type or a type without a profile.
 * The uid comes only from the verified token: nobody can write another user's profile.
 */
import { detailToStored, type ClientProfile, type ClientProfileDto, type Stored, type WorkerProfile, type WorkerProfileDto } from '@common/index';
import type { UserType } from '@common/options';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import type { UserDoc } from '../users/model';
import { profilePath, userPath } from '../users/paths';

export type ClientProfileDoc = Stored<ClientProfile>;

export type WorkerProfileDoc = Stored<WorkerProfile>;

const sideNames: Record<UserType, string> = { client: '発注者', worker: '受注者' };

/** The user may hold (or take) this side: verified, flagged for the worker side, not on the other side. */
async function claimSide(tx: TransactionOps, uid: string, side: UserType): Promise<UserDoc> {
  const user = await tx.get<UserDoc>(userPath(uid));
  if (!user) throw errors.notFound('ユーザーが見つかりません');
  if (!user.isActive) throw errors.forbidden('お客様情報の認証が完了していません');
  if (side === 'worker' && !user.isWorker) throw errors.forbidden('受注者として登録する権限がありません');
  if (user.type && user.type !== side) {
    throw errors.conflict(`すでに${sideNames[user.type]}として登録されているため、${sideNames[side]}のプロフィールは保存できません`);
  }
  return user;
}

function markSide(tx: TransactionOps, uid: string, user: UserDoc, side: UserType, now: Date) {
  tx.update(userPath(uid), user.type ? { updatedAt: now } : { type: side, updatedAt: now });
}

export async function saveClientProfile(deps: Deps, uid: string, dto: ClientProfileDto): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const user = await claimSide(tx, uid, 'client');
    const existing = await tx.get<ClientProfileDoc>(profilePath(uid, 'client'));
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
    if (dto.classify === 'corporation' && dto.corporationInfo) {
      const { companyName, establishmentDate, address, hpURL } = dto.corporationInfo;
      doc.corporationInfo = { companyName, establishmentDate, address, hpURL };
    }
    // set, not merge: an individual's profile keeps no company data from an earlier corporation.
    tx.set(profilePath(uid, 'client'), { ...doc });
    markSide(tx, uid, user, 'client', now);
  });
}

export async function saveWorkerProfile(deps: Deps, uid: string, dto: WorkerProfileDto): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const user = await claimSide(tx, uid, 'worker');
    const existing = await tx.get<WorkerProfileDoc>(profilePath(uid, 'worker'));
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
    tx.set(profilePath(uid, 'worker'), { ...doc });
    markSide(tx, uid, user, 'worker', now);
  });
}
