/**
 * The operations console's own endpoints (docs/product/admin.md#console), admins only:
 *   GET /admin/me        -> AdminMe   who the console is signed in as (403 for anyone else)
 *   GET /admin/overview  -> Overview  counts by state, money this month, the last 12 weeks
 */
import { Router } from 'express';
import type { AdminMe, Overview } from '@common/admin';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { overview } from './service';

export function consoleRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.get('/admin/me', admin, (req, res) => {
    const body: AdminMe = { uid: req.uid as string };
    res.json(body);
  });

  router.get('/admin/overview', admin, async (_req, res) => {
    const body: Overview = await overview(deps, deps.clock.now());
    res.json(body);
  });

  return router;
}
