/**
 * auditLog/{id}: one entry per admin action (docs/product/admin.md#audit-log), written in the same
 * transaction as the change it records, so an action without its entry (or an entry without its
 * action) cannot exist. Entries are only ever created: no code path updates or deletes one, and
 * firestore.rules gives browsers no access.
 */
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditTargetKind } from '@common/admin';
import { NEWEST_FIRST, collection, type Batch, type Reader, type Writer } from './collection';
import type { Where } from '../ports/store';

export interface AuditDoc {
  id: string;
  createdAt: Date;
  /** The admin's uid (the token's subject). */
  adminId: string;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  /** Denormalised for the filter (Firestore filters on top-level fields). */
  targetId: string;
  reason: string | null;
  /** The fields the action changed, as they were and as they became (null: nothing before / after). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const auditLog = collection<AuditDoc>('auditLog');

export interface AuditInput {
  adminId: string;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records an admin action inside the transaction that makes it. */
export function audit(tx: Writer, entry: AuditInput, now: Date): void {
  const id = randomUUID();
  auditLog.create(tx, id, {
    id,
    createdAt: now,
    adminId: entry.adminId,
    action: entry.action,
    target: entry.target,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  action?: AuditAction;
  targetId?: string;
  adminId?: string;
}

/**
 * The log, newest first, filtered by at most one field in the store (firestore.indexes.json has an
 * index per field); the others are applied by the caller's scan.
 */
export const auditEntries =
  (r: Reader, filter: AuditFilter): Batch<AuditDoc> =>
  (startAfter, limit) => {
    const where: Where[] = [];
    if (filter.targetId) where.push(['targetId', '==', filter.targetId]);
    else if (filter.adminId) where.push(['adminId', '==', filter.adminId]);
    else if (filter.action) where.push(['action', '==', filter.action]);
    return auditLog.query(r, { where, orderBy: NEWEST_FIRST, startAfter, limit });
  };
