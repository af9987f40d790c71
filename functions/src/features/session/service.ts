/** Sign-in and the session payload: user, both profiles and connect status in one read. */
import type { ClientProfile, ConnectStatus, ImageVersions, SessionPayload, WorkerProfile } from '@common/api';
import type { Deps, LineProfile } from '../../ports';
import { errors } from '../../http/errors';
import { readAll } from '../../documents/collection';
import { USER_NOT_FOUND, newUserDoc, users, type UserDoc } from '../../documents/users';
import { clientProfileRef, workerProfileRef } from '../../documents/profiles';
import { verificationCodes } from '../../documents/verificationCodes';
import { workerRequests } from '../../documents/workerRequests';
import { pendingCodeOf } from '../salon';
import { connectStatusOfAccount } from '../money/readiness';
import { workerAccessStatusOf } from '../workerAccess';
import { serialise, toUser } from './model';

/** Stripe no longer knows the account (deleted): the user has none, as far as the app can use it. */
const gone = (e: unknown) => {
  const { statusCode, code } = (e ?? {}) as { statusCode?: unknown; code?: unknown };
  return statusCode === 404 || code === 'resource_missing';
};

/** Creates the user on first login; parallel first logins still create exactly one document. */
export async function ensureUser(deps: Deps, profile: LineProfile): Promise<UserDoc> {
  return deps.store.runTransaction(async (tx) => {
    const existing = await users.get(tx, profile.userId);
    if (existing) return existing;
    const doc = newUserDoc(profile.userId, profile, deps.clock.now());
    users.create(tx, profile.userId, doc);
    return doc;
  });
}

export async function connectStatusOf(deps: Deps, user: Pick<UserDoc, 'stripeAccount'>): Promise<ConnectStatus> {
  // No account: answer without asking Stripe.
  if (!user.stripeAccount) return 'none';
  try {
    return connectStatusOfAccount(await deps.stripe.retrieveAccount(user.stripeAccount));
  } catch (e) {
    if (gone(e)) return 'none';
    throw errors.upstream('決済サービスに接続できませんでした。時間をおいてお試しください');
  }
}

export async function loadSession(deps: Deps, uid: string, known?: UserDoc): Promise<SessionPayload> {
  // A verified user has no code step to come back to: their code is not read.
  const codeRef = deps.mail && !known?.isActive ? [verificationCodes.ref(uid)] : [];
  const [user, client, worker, request, code] = await readAll(deps.store, [
    users.ref(uid),
    clientProfileRef(uid),
    workerProfileRef(uid),
    // The worker-access request's status, for the setup screen and the my page (docs/product/admin.md#worker-approval).
    workerRequests.ref(uid),
    ...codeRef,
  ]);
  const doc = user ?? known;
  if (!doc) throw errors.notFound(USER_NOT_FOUND);
  const pendingCode = doc.isActive ? null : pendingCodeOf(code ?? null, deps.clock.now());
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
    // Verified users only: an unverified one cannot ask yet.
    ...(doc.isActive && { workerAccess: workerAccessStatusOf(doc, request ?? null) }),
    ...(pendingCode && { pendingCode }),
  };
}
