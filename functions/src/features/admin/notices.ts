/**
 * Admin notices (docs/product/admin.md#admin-notices): POST /admin/notices {side?, userId?, title, body,
 * path?} queues an 'admin' notice (お知らせ, and a LINE push through the outbox) to one user, or to every
 * active user of one side, in transactions of at most 400 notices. Admins only (http/admin.ts: the `admin`
 * custom claim; 401 without a token, 403 without the claim). Answers 201 {queued}.
 *
 * `path` is the in-app screen the notice opens (/client/... or /worker/...); by default the
 * recipient's お知らせ list.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { PATHS } from '@common/paths';
import { boundedText, object, text, withinLimit } from '@common/schemas/text';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { isDocId } from '../../ids';
import { notify, type NoticeInput } from '../../documents/notifications';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';

const SIDES = ['client', 'worker'] as const;
type Side = (typeof SIDES)[number];

export const ADMIN_NOTICE_LIMITS = { title: 60, body: 1000, path: 200 } as const;
/** Notices per transaction (Firestore allows 500 writes). */
const BATCH = 400;

const SAFE_PATH = /^\/(client|worker)(\/[A-Za-z0-9\-._~%]+)*\/?$/;
const PATH_FORMAT = '/client/ または /worker/ で始まるアプリ内のパスを入力してください';
const ONE_TARGET = 'side（client または worker）か userId のどちらか一方を指定してください';

export const adminNoticeSchema = object({
  side: text(m.type)
    .oneOf([...SIDES], m.select)
    .optional(),
  userId: text(m.type)
    .max(128, m.max(128))
    .test('id', 'ユーザーIDの形式が正しくありません', (v) => v === undefined || isDocId(v))
    .optional(),
  title: boundedText(ADMIN_NOTICE_LIMITS.title, m),
  body: boundedText(ADMIN_NOTICE_LIMITS.body, m),
  path: text(m.type)
    .max(ADMIN_NOTICE_LIMITS.path, m.max(ADMIN_NOTICE_LIMITS.path))
    .test(
      'path',
      PATH_FORMAT,
      withinLimit(ADMIN_NOTICE_LIMITS.path, (v) => SAFE_PATH.test(v)),
    )
    .optional(),
})
  .exact(m.unknown)
  .strict(false)
  .test('target', ONE_TARGET, (v: { side?: string; userId?: string } | undefined) => !!v && !v.side !== !v.userId);

export type AdminNoticeDto = yup.InferType<typeof adminNoticeSchema>;

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
export async function queueAdminNotices(deps: Deps, dto: AdminNoticeDto): Promise<{ queued: number }> {
  if (dto.userId) {
    const userId = dto.userId;
    await deps.store.runTransaction(async (tx) => {
      const user = await users.get(tx, userId);
      if (!user) throw errors.notFound(USER_NOT_FOUND);
      notify(deps, tx, noticeFor(dto, userId, user.type), deps.clock.now());
    });
    return { queued: 1 };
  }
  const side = dto.side as Side;
  let queued = 0;
  let after: string | undefined;
  // Every user of the side, by id, one page per transaction.
  for (;;) {
    const page = await users.query(deps.store, {
      where: [['type', '==', side]],
      orderBy: [['id', 'asc']],
      ...(after ? { startAfter: [after] } : {}),
      limit: BATCH,
    });
    const recipients = page.map((d) => d.data).filter((u: UserDoc) => u.isActive);
    if (recipients.length) {
      await deps.store.runTransaction(async (tx) => {
        const now = deps.clock.now();
        for (const u of recipients) notify(deps, tx, noticeFor(dto, u.id, side), now);
      });
      queued += recipients.length;
    }
    if (page.length < BATCH) break;
    after = page[page.length - 1].id;
  }
  return { queued };
}

export function adminNoticeRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/admin/notices', requireAdmin(deps), async (req, res) => {
    const dto = await validateBody(adminNoticeSchema, req.body);
    const body: { queued: number } = await queueAdminNotices(deps, dto);
    res.status(201).json(body);
  });
  return router;
}
