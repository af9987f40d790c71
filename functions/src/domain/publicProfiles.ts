/**
 * Public profiles (name, avatar version, introduction) read at response time from
 * users/{uid} and users/{uid}/profiles/{side}: one getAll per page, never a read per row.
 */
import type { PublicClient, PublicWorker } from '@common/marketplace';
import { summaryOf } from '@common/reviews';
import type { Deps } from '../ports';
import { readLists } from '../documents/collection';
import { users, type UserDoc } from '../documents/users';
import { clientProfileRef, workerProfileRef, type ClientProfileDoc, type WorkerProfileDoc } from '../documents/profiles';

const version = (user: UserDoc | null, key: string): string | undefined => {
  const at = user?.images?.[key];
  return at instanceof Date ? at.toISOString() : undefined;
};

export function toPublicClient(uid: string, user: UserDoc | null, profile: ClientProfileDoc | null): PublicClient {
  // A profile always exists once the side was chosen; the fallbacks cover data made by hand.
  const out: PublicClient = {
    userId: uid,
    name: profile?.name || user?.salonInfo?.salonDisplayName || user?.lineDisplayName || '退会したユーザー',
    classify: profile?.classify ?? 'corporation',
    detail: profile?.detail ?? '',
  };
  const companyName = profile?.corporationInfo?.companyName;
  if (companyName) out.companyName = companyName;
  const v = version(user, 'client/profile');
  if (v) out.avatarVersion = v;
  const bg = version(user, 'client/background');
  if (bg) out.backgroundVersion = bg;
  // The visible reviews' aggregate, kept on the profile (docs/product/reviews.md#summary).
  if (profile?.reviewStats?.count) out.reviews = summaryOf(profile.reviewStats);
  return out;
}

export function toPublicWorker(uid: string, user: UserDoc | null, profile: WorkerProfileDoc | null): PublicWorker {
  const out: PublicWorker = {
    userId: uid,
    name: profile?.name || user?.lineDisplayName || '退会したユーザー',
    classify: profile?.classify ?? 'individual',
    occupation: profile?.occupation ?? '',
    skills: profile?.skills ?? [],
    detail: profile?.detail ?? '',
    portfolios: profile?.portfolios ?? [],
  };
  const v = version(user, 'worker/profile');
  if (v) out.avatarVersion = v;
  const bg = version(user, 'worker/background');
  if (bg) out.backgroundVersion = bg;
  if (profile?.reviewStats?.count) out.reviews = summaryOf(profile.reviewStats);
  // Only that she is registered: the number goes on her documents, not on her public page
  // (docs/product/law.md#registration-numbers).
  if (profile?.invoiceRegistrationNumber) out.qualifiedInvoiceIssuer = true;
  return out;
}

export interface PublicProfiles {
  client(uid: string): PublicClient;
  worker(uid: string): PublicWorker;
}

/** Loads the public profiles of the given clients and workers in one batch read. */
export async function loadPublicProfiles(
  deps: Deps,
  want: { clients?: Iterable<string>; workers?: Iterable<string> },
): Promise<PublicProfiles> {
  const clients = [...new Set(want.clients ?? [])];
  const workers = [...new Set(want.workers ?? [])];
  const uids = [...new Set([...clients, ...workers])];
  const [userDocs, clientDocs, workerDocs] = await readLists(deps.store, [
    uids.map(users.ref),
    clients.map(clientProfileRef),
    workers.map(workerProfileRef),
  ]);
  const userOf = new Map(uids.map((u, i) => [u, userDocs[i]]));
  const clientOf = new Map(clients.map((u, i) => [u, clientDocs[i]]));
  const workerOf = new Map(workers.map((u, i) => [u, workerDocs[i]]));
  return {
    client: (uid) => toPublicClient(uid, userOf.get(uid) ?? null, clientOf.get(uid) ?? null),
    worker: (uid) => toPublicWorker(uid, userOf.get(uid) ?? null, workerOf.get(uid) ?? null),
  };
}
