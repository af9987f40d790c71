/** Sign-in and the session payload: user, both profiles and connect status in one read. */
import type { ClientProfile, ConnectStatus, ImageVersions, SessionPayload, WorkerProfile } from '@common/api';
import type { Deps, LineProfile } from '../../ports';
import { errors } from '../../http/errors';
import { newUserDoc, serialise, toUser, type UserDoc } from '../users/model';
import { profilePath, userPath } from '../users/paths';

/** Creates the user on first login; parallel first logins still create exactly one document. */
export async function ensureUser(deps: Deps, profile: LineProfile): Promise<UserDoc> {
  return deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<UserDoc>(userPath(profile.userId));
    if (existing) return existing;
    const doc = newUserDoc(profile.userId, profile, deps.clock.now());
    tx.create(userPath(profile.userId), { ...doc });
    return doc;
  });
}

export async function connectStatusOf(deps: Deps, user: Pick<UserDoc, 'stripeAccount'>): Promise<ConnectStatus> {
  // No account: answer without asking Stripe.
  if (!user.stripeAccount) return 'none';
  try {
    return await deps.stripe.accountStatus(user.stripeAccount);
  } catch {
    throw errors.upstream('決済サービスに接続できませんでした。時間をおいてお試しください');
  }
}

export async function loadSession(deps: Deps, uid: string, known?: UserDoc): Promise<SessionPayload> {
  const [user, client, worker] = await deps.store.getAll<Record<string, unknown>>([
    userPath(uid),
    profilePath(uid, 'client'),
    profilePath(uid, 'worker'),
  ]);
  const doc = (user as UserDoc | null) ?? known;
  if (!doc) throw errors.notFound('ユーザーが見つかりません');
  const images: ImageVersions = {};
  for (const [key, at] of Object.entries(doc.images ?? {})) images[key as keyof ImageVersions] = at.toISOString();
  return {
    user: toUser(doc),
    profiles: {
      client: client ? serialise<ClientProfile>(client) : null,
      worker: worker ? serialise<WorkerProfile>(worker) : null,
    },
    connectStatus: await connectStatusOf(deps, doc),
    images,
  };
}
