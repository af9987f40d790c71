/**
 * The console's users (docs/product/admin.md#users-and-suspension), admins only (http/admin.ts: 401
 * without a valid token, 403 without the claim). Suspending and reinstating write an audit entry in
 * their transaction (docs/product/admin.md#audit-log).
 *   GET  /admin/users?q=&type=client|worker|none&status=active|unverified|suspended&cursor= -> Page<AdminUserItem>
 *   GET  /admin/users/:uid                          -> AdminUserDetail        404
 *   POST /admin/users/:uid/suspend {reason}         -> AdminSuspendResult     404 / 409 already suspended
 *   POST /admin/users/:uid/reinstate {reason}       -> AdminSuspendResult     404 / 409 not suspended
 */
import { Router } from 'express';
import { ADMIN_USER_STATUSES, ADMIN_USER_TYPES, type AdminUserStatus, type AdminUserType } from '@common/admin';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam, queryCursor, queryText } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { suspensionSchema } from './model';
import { USERS_CURSOR, USER_NOT_FOUND, reinstateUser, searchUsers, suspendUser, userDetail } from './service';

const adminOf = (req: { uid?: string }): string => req.uid as string;

/** An optional filter among fixed values; anything else is a 400 naming the parameter. */
function oneOf<T extends string>(req: Parameters<typeof queryText>[0], name: string, allowed: readonly T[]): T | undefined {
  const v = queryText(req, name, 20);
  if (v !== undefined && !allowed.includes(v as T)) throw errors.invalid({ [name]: '選択肢から選んでください' });
  return v as T | undefined;
}

export function accountRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.get('/admin/users', admin, async (req, res) => {
    const search = {
      q: queryText(req, 'q', 100),
      type: oneOf<AdminUserType>(req, 'type', ADMIN_USER_TYPES),
      status: oneOf<AdminUserStatus>(req, 'status', ADMIN_USER_STATUSES),
    };
    res.json(await searchUsers(deps, search, queryCursor(req, USERS_CURSOR)));
  });

  router.get('/admin/users/:uid', admin, async (req, res) => {
    res.json(await userDetail(deps, idParam(req, 'uid', USER_NOT_FOUND)));
  });

  router.post('/admin/users/:uid/suspend', admin, async (req, res) => {
    const uid = idParam(req, 'uid', USER_NOT_FOUND);
    const dto = await validateBody(suspensionSchema, req.body);
    res.json(await suspendUser(deps, adminOf(req), uid, dto));
  });

  router.post('/admin/users/:uid/reinstate', admin, async (req, res) => {
    const uid = idParam(req, 'uid', USER_NOT_FOUND);
    const dto = await validateBody(suspensionSchema, req.body);
    res.json(await reinstateUser(deps, adminOf(req), uid, dto));
  });

  return router;
}
