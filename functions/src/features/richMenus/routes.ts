/**
 * Rich menus for admins (docs/product/admin.md#rich-menus), the `admin` claim only:
 *   GET  /admin/rich-menus                  -> RichMenusInUse   each side's configured menu id
 *   GET  /admin/rich-menus/users/:uid       -> UserRichMenu     the menu LINE has linked to one user
 *   POST /admin/rich-menus/relink {side, reason} -> RichMenuRelink   every verified user of a side
 * (One user is re-linked with POST /admin/rich-menu/link, features/admin.)
 */
import { Router } from 'express';
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { boundedText, object, text } from '@common/schemas/text';
import type { UserType } from '@common/options';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam } from '../../http/params';
import { validateBody } from '../../http/validate';
import { menusInUse, relinkSide, userRichMenu } from './admin';

const relinkSchema = object({
  side: text(m.type).required(m.select).oneOf(['client', 'worker'], m.select),
  reason: boundedText(500, m),
})
  .exact(m.unknown)
  .strict(false);
type RelinkDto = yup.InferType<typeof relinkSchema>;

export function richMenuAdminRoutes(deps: Deps, config: Pick<Config, 'notify'>): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.get('/admin/rich-menus', admin, (_req, res) => {
    res.json(menusInUse(config));
  });

  router.get('/admin/rich-menus/users/:uid', admin, async (req, res) => {
    res.json(await userRichMenu(deps, config, idParam(req, 'uid', 'ユーザーが見つかりません')));
  });

  router.post('/admin/rich-menus/relink', admin, async (req, res) => {
    const dto: RelinkDto = await validateBody(relinkSchema, req.body);
    res.json(await relinkSide(deps, config, req.uid as string, dto.side as UserType, dto.reason));
  });

  return router;
}
