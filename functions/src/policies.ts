/**
 * Who may do what, named once: who counts as a worker or a client, who owns a job or a listing,
 * who is a party to a contract. Features call these instead of repeating the conditions.
 */
import { errors } from './http/errors';
import type { ContractDoc } from './documents/contracts';
import { JOB_NOT_FOUND, isPubliclyVisible, type JobDoc } from './documents/jobs';
import { LISTING_NOT_FOUND, type ListingDoc } from './documents/listings';
import type { UserDoc } from './documents/users';

/**
 * A worker (受注者): verified, registered as worker, still flagged by admins as allowed to take jobs and
 * not suspended (docs/product/admin.md#suspension: hidden from the search, cannot be hired).
 */
export const canWork = (user: UserDoc | null | undefined): user is UserDoc =>
  !!user && user.isActive && user.type === 'worker' && user.isWorker && !user.suspension;

/** A client (発注者): verified, registered as client and not suspended. */
export const canHire = (user: UserDoc | null | undefined): user is UserDoc =>
  !!user && user.isActive && user.type === 'client' && !user.suspension;

/** The caller's role in the contract (or its room), or null when the caller is not one of its two parties. */
export function roleIn(contract: Pick<ContractDoc, 'clientId' | 'workerId'>, uid: string): 'client' | 'worker' | null {
  if (contract.clientId === uid) return 'client';
  if (contract.workerId === uid) return 'worker';
  return null;
}

/** Only the two parties see a contract; to anyone else it does not exist. */
export const isParty = (contract: Pick<ContractDoc, 'clientId' | 'workerId'>, uid: string) => roleIn(contract, uid) !== null;

/** How a kind of document is owned, and whether others may see it. */
export interface Ownership<T> {
  ownerOf(doc: T): string;
  /** Seen by everyone: someone else's is a 403 then, otherwise a 404 (its existence stays hidden). */
  isPublic(doc: T): boolean;
  notFound: string;
}

export const JOB_OWNERSHIP: Ownership<JobDoc> = {
  ownerOf: (job) => job.clientId,
  isPublic: isPubliclyVisible,
  notFound: JOB_NOT_FOUND,
};

export const LISTING_OWNERSHIP: Ownership<ListingDoc> = {
  ownerOf: (listing) => listing.workerId,
  isPublic: (listing) => listing.status === 'published',
  notFound: LISTING_NOT_FOUND,
};

/** The document when the uid owns it: 404 when absent or hidden from the caller, 403 when only seen. */
export function requireOwner<T>(doc: T | null, uid: string, rule: Ownership<T>, forbidden: string): T {
  if (!doc) throw errors.notFound(rule.notFound);
  if (rule.ownerOf(doc) !== uid) {
    if (!rule.isPublic(doc)) throw errors.notFound(rule.notFound);
    throw errors.forbidden(forbidden);
  }
  return doc;
}

/** The document when the uid may see it: the owner always, others while public (or when `also`). */
export function requireVisible<T>(doc: T | null, uid: string, rule: Ownership<T>, also = false): T {
  if (!doc || (rule.ownerOf(doc) !== uid && !rule.isPublic(doc) && !also)) throw errors.notFound(rule.notFound);
  return doc;
}
