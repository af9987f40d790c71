/** The audit log as admins read it (GET /admin/audit): newest first, filtered, cursor-paged. */
import type { AuditEntry } from '@common/admin';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import { auditEntries, type AuditDoc, type AuditFilter } from '../../documents/auditLog';

export const AUDIT_CURSOR = NEWEST_CURSOR;

/** An entry as the API answers it (the audit list and a user's page). */
export const toAuditEntry = (d: AuditDoc): AuditEntry => ({
  id: d.id,
  createdAt: d.createdAt.toISOString(),
  adminId: d.adminId,
  action: d.action,
  target: d.target,
  reason: d.reason,
  before: d.before,
  after: d.after,
});

export async function auditLogPage(deps: Deps, filter: AuditFilter, after?: unknown[]): Promise<Page<AuditEntry>> {
  // The store filters on one field; the others are checked here (documents/auditLog.ts).
  const keep = (docs: { data: AuditDoc }[]) =>
    docs.map(
      ({ data }) =>
        (!filter.action || data.action === filter.action) &&
        (!filter.adminId || data.adminId === filter.adminId) &&
        (!filter.targetId || data.targetId === filter.targetId),
    );
  const page = await scanPage({ fetch: auditEntries(deps.store, filter), cursorOf: newestCursorOf, keep, after });
  return { items: page.items.map((d) => toAuditEntry(d.data)), nextCursor: page.nextCursor };
}
