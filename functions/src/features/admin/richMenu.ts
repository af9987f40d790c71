/**
 * POST /admin/rich-menu/link {userId, side? | richMenuId?} (docs/product/admin.md#rich-menu-link): an admin
 * links or re-links one user's rich menu, to their side's menu (side given, or the user's registered side
 * when neither is given) or to a menu id. Admins only (http/admin.ts: 401 without a token, 403 without the
 * `admin` claim). Answers {userId, richMenuId}; 404 for an unknown user, 409 when there is nothing to link
 * (no side, no configured menu), 502 when LINE refuses.
 */
import { Router } from 'express';
import { clientMessages as m } from '@common/messages';
import { object, text } from '@common/schemas/text';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { isDocId } from '../../ids';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { richMenuOf } from '../richMenus';

const SIDES = ['client', 'worker'] as const;

export const richMenuLinkSchema = object({
  userId: text(m.type)
    .required(m.required)
    .max(128, m.max(128))
    .test('id', 'ユーザーIDの形式が正しくありません', (v) => v === undefined || isDocId(v)),
  side: text(m.type)
    .oneOf([...SIDES], m.select)
    .optional(),
  // LINE's rich menu ids: "richmenu-" and 32 hex digits (the local stand-in's are named alike).
  richMenuId: text(m.type)
    .max(64, m.max(64))
    .matches(/^richmenu-[A-Za-z0-9-]{1,55}$/, 'リッチメニューIDの形式が正しくありません')
    .optional(),
})
  .exact(m.unknown)
  .strict(false)
  .test('one-target', 'side か richMenuId のどちらか一方だけを指定してください', (v) => !(v?.side && v?.richMenuId));

export function adminRichMenuRoutes(deps: Deps, config: Pick<Config, 'notify'>): Router {
  const router = Router();
  router.post('/admin/rich-menu/link', requireAdmin(deps), async (req, res) => {
    const dto = await validateBody(richMenuLinkSchema, req.body);
    const user = await users.get(deps.store, dto.userId);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    const side = dto.side ?? user.type;
    const richMenuId = dto.richMenuId ?? (side ? richMenuOf(config, side) : '');
    if (!richMenuId)
      throw errors.conflict('リンクするリッチメニューがありません（利用者の登録区分またはメニューIDの設定を確認してください）');
    try {
      await deps.line.linkRichMenu(user.id, richMenuId);
    } catch {
      throw errors.upstream('LINEにリッチメニューを設定できませんでした。時間をおいてお試しください');
    }
    res.json({ userId: user.id, richMenuId });
  });
  return router;
}
