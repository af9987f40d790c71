/**
 * Who may use the marketplace: a signed-in (401 otherwise), verified (403 otherwise) user, loaded
 * once per request. Side checks (client / worker) come on top, using the rules of policies.ts.
 */
import type { Request, RequestHandler } from 'express';
import type { Deps } from '../ports';
import { users, type UserDoc } from '../documents/users';
import { canHire, canWork } from '../policies';
import { requireAuth, uidOf } from './auth';
import { errors } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    activeUser?: UserDoc;
  }
}

export const NOT_VERIFIED = 'お客様情報の認証が完了していません';
export const CLIENTS_ONLY = '発注者として登録したアカウントのみ利用できます';
export const WORKERS_ONLY = '受注者として登録したアカウントのみ利用できます';
export const SIDE_NOT_CHOSEN = '発注者または受注者の登録を完了してください';
export const SUSPENDED = 'このアカウントは利用を停止されています。お問い合わせ窓口までご連絡ください';

/**
 * A suspended account reads and writes nothing (docs/product/admin.md#suspension): 403. The session
 * still answers (features/session), so the app can show why.
 */
export function refuseSuspended(user: Pick<UserDoc, 'suspension'>): void {
  if (user.suspension) throw errors.forbidden(SUSPENDED);
}

export interface Actor {
  uid: string;
  user: UserDoc;
}

/** Bearer token, then the user document: absent, not verified or suspended is 403. */
export function requireActiveUser(deps: Deps): RequestHandler[] {
  const load: RequestHandler = async (req, _res, next) => {
    const user = await users.get(deps.store, uidOf(req));
    if (!user || !user.isActive) throw errors.forbidden(NOT_VERIFIED);
    refuseSuspended(user);
    req.activeUser = user;
    next();
  };
  return [requireAuth(deps.auth), load];
}

/**
 * Bearer token, then the user document: suspended is 403, before the body is read. For the calls an
 * unverified user makes too (salon verification, get-connect-status): not verified, or not stored
 * yet, passes on to the route, which answers as before (docs/product/admin.md#suspension).
 */
export function requireNotSuspended(deps: Deps): RequestHandler[] {
  const load: RequestHandler = async (req, _res, next) => {
    const user = await users.get(deps.store, uidOf(req));
    if (user) refuseSuspended(user);
    next();
  };
  return [requireAuth(deps.auth), load];
}

/** The caller; only behind requireActiveUser. */
export function actorOf(req: Request): Actor {
  const user = req.activeUser;
  if (!user) throw errors.unauthenticated('ログインが必要です');
  return { uid: uidOf(req), user };
}

/** A client (発注者): canHire. */
export function asClient(req: Request): Actor {
  const actor = actorOf(req);
  if (!canHire(actor.user)) throw errors.forbidden(CLIENTS_ONLY);
  return actor;
}

/** A worker (受注者): canWork (type worker and still flagged as allowed to take jobs). */
export function asWorker(req: Request): Actor {
  const actor = actorOf(req);
  if (!canWork(actor.user)) throw errors.forbidden(WORKERS_ONLY);
  return actor;
}

/**
 * A worker for what she already is a party to (her contracts, rewards, payout account): registered as
 * a worker, with or without the flag. A worker whose flag an admin removed still finishes and is paid
 * for her open contracts (docs/product/admin.md#worker-approval); new work checks canWork (asWorker).
 */
export function asRegisteredWorker(req: Request): Actor {
  const actor = actorOf(req);
  if (actor.user.type !== 'worker') throw errors.forbidden(WORKERS_ONLY);
  return actor;
}

/** The side the caller registered as, flag or not (the contracts a revoked worker still finishes). */
export function registeredSideOf(actor: Actor): 'client' | 'worker' {
  // Verified and not suspended: requireActiveUser checked it.
  const { type } = actor.user;
  if (type === 'client' || type === 'worker') return type;
  throw errors.forbidden(SIDE_NOT_CHOSEN);
}

/** Either side, as the caller registered. */
export function sideOf(actor: Actor): 'client' | 'worker' {
  if (canHire(actor.user)) return 'client';
  if (canWork(actor.user)) return 'worker';
  throw errors.forbidden(SIDE_NOT_CHOSEN);
}
