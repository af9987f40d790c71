/**
 * Admin notices (docs/product/notifications.md#admin-notices): an 'admin' notice (お知らせ, and a LINE
 * push through the outbox) to one user, or to every active user of one side, in transactions of at
 * most 400 notices. The audit entry is written in the first transaction.
 *
 * `path` is the in-app screen the notice opens (/client/... or /worker/...); by default the
 * recipient's お知らせ list.
 */
import { randomUUID } from 'node:crypto';
import { PATHS } from '@common/paths';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { audit } from '../../documents/auditLog';
import { notify, type NoticeInput } from '../../documents/notifications';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';
import type { AdminNoticeDto, Side } from './model';

/** Notices per transaction (Firestore allows 500 writes). */
const BATCH = 400;

const noticeListOf = (side: Side | null) => (side ? PATHS[side].notice : '/');

const noticeFor = (dto: AdminNoticeDto, userId: string, side: Side | null): NoticeInput => ({
  userId,
  kind: 'admin',
  title: dto.title,
  body: dto.body,
  path: dto.path || noticeListOf(side),
  contractId: null,
});

/** Queues the notice; answers how many were queued. */
export async function queueAdminNotices(deps: Deps, adminId: string, dto: AdminNoticeDto): Promise<{ queued: number }> {
  const entry = (tx: TransactionOps, now: Date) =>
    audit(
      tx,
      {
        adminId,
        action: 'notice.send',
        target: dto.userId ? { kind: 'user', id: dto.userId } : { kind: 'notice', id: randomUUID() },
        after: { side: dto.side ?? null, userId: dto.userId ?? null, title: dto.title, path: dto.path ?? null },
      },
      now,
    );
  if (dto.userId) {
    const userId = dto.userId;
    await deps.store.runTransaction(async (tx) => {
      const user = await users.get(tx, userId);
      if (!user) throw errors.notFound(USER_NOT_FOUND);
      const now = deps.clock.now();
      notify(deps, tx, noticeFor(dto, userId, user.type), now);
      entry(tx, now);
    });
    return { queued: 1 };
  }
  const side = dto.side as Side;
  let queued = 0;
  let after: string | undefined;
  let first = true;
  // Every user of the side, by id, one page per transaction.
  for (;;) {
    const page = await users.query(deps.store, {
      where: [['type', '==', side]],
      orderBy: [['id', 'asc']],
      ...(after ? { startAfter: [after] } : {}),
      limit: BATCH,
    });
    const recipients = page.map((d) => d.data).filter((u: UserDoc) => u.isActive);
    if (recipients.length || first) {
      const withEntry = first;
      await deps.store.runTransaction(async (tx) => {
        const now = deps.clock.now();
        for (const u of recipients) notify(deps, tx, noticeFor(dto, u.id, side), now);
        if (withEntry) entry(tx, now);
      });
      queued += recipients.length;
      first = false;
    }
    if (page.length < BATCH) break;
    after = page[page.length - 1].id;
  }
  return { queued };
}
