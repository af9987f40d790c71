/**
 * Admin endpoints, admin custom claim only: POST /admin/notices, POST /admin/rich-menu/link,
 * POST /admin/contracts/:id/hold-decision.
 */
import { Router } from 'express';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { adminHoldRoutes } from './holds';
import { adminNoticeRoutes } from './notices';
import { adminRichMenuRoutes } from './richMenu';

export function adminRoutes(deps: Deps, config: Config): Router {
  const router = Router();
  router.use(adminNoticeRoutes(deps));
  router.use(adminRichMenuRoutes(deps, config));
  router.use(adminHoldRoutes(deps));
  return router;
}
