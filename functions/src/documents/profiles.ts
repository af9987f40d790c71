/**
 * users/{uid}/profiles/{client|worker}: each side's profile (docs/product/entities.md#profiles), saved
 * together with the user's type. The worker profiles are also searched as a collection group (the worker
 * search).
 */
import type { ClientProfile, Stored, WorkerProfile } from '@common/api';
import type { UserType } from '@common/options';
import type { DocSnapshot, DocumentStore, Where } from '../ports/store';
import { queryGroup, ref, type Batch, type Ref } from './collection';

/** A side's visible, not hidden reviews about the user (docs/product/reviews.md#summary); absent before the first. */
export interface ReviewStatsDoc {
  sum: number;
  count: number;
}

export type ClientProfileDoc = Stored<ClientProfile> & { reviewStats?: ReviewStatsDoc };
export type WorkerProfileDoc = Stored<WorkerProfile> & { reviewStats?: ReviewStatsDoc };

export const profilePath = (uid: string, side: UserType) => `users/${uid}/profiles/${side}`;
export const clientProfileRef = (uid: string): Ref<ClientProfileDoc> => ref(profilePath(uid, 'client'));
export const workerProfileRef = (uid: string): Ref<WorkerProfileDoc> => ref(profilePath(uid, 'worker'));

/** Worker profiles (newest registrations first) with this occupation and skill, when given. */
export function workerProfiles(
  store: Pick<DocumentStore, 'queryGroup'>,
  filter: { occupation?: string; skill?: string },
): Batch<WorkerProfileDoc> {
  const where: Where[] = [['type', '==', 'worker']];
  if (filter.occupation) where.push(['occupation', '==', filter.occupation]);
  if (filter.skill !== undefined) where.push(['skills', 'array-contains', filter.skill]);
  return (startAfter, limit) =>
    queryGroup<WorkerProfileDoc>(store, 'profiles', {
      where,
      orderBy: [
        ['createdAt', 'desc'],
        ['userId', 'desc'],
      ],
      startAfter,
      limit,
    });
}

/** The cursor values of workerProfiles' order. */
export const workerProfileCursorOf = (d: DocSnapshot<WorkerProfileDoc>) => [d.data.createdAt, d.data.userId];
