/**
 * Admin endpoints (docs/product/admin.md#endpoints), the `admin` custom claim only (http/admin.ts:
 * 401 without a valid token, 403 without the claim). Every action writes an audit entry
 * (docs/product/admin.md#audit-log).
 *   POST /admin/notices {side?|userId?, title, body, path?}         -> 201 {queued}
 *   POST /admin/rich-menu/link {userId, side?|richMenuId?}          -> {userId, richMenuId}   404 / 409 / 502
 *   POST /admin/contracts/:id/hold-decision {decision, reason}      -> {contractId, decision} 404 / 409
 *   GET  /admin/audit?action=&adminId=&targetId=&cursor=            -> Page<AuditEntry>
 */
import { Router } from 'express';
import { AUDIT_ACTIONS, type AuditAction } from '@common/admin';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam, isDocId, queryCursor, queryText } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { AUDIT_CURSOR, auditLogPage } from './audit';
import { CONTRACT_NOT_FOUND, decideContractHold } from './holds';
import { adminNoticeSchema, holdDecisionSchema, richMenuLinkSchema } from './model';
import { queueAdminNotices } from './notices';
import { linkUserRichMenu } from './richMenu';

const adminOf = (req: { uid?: string }): string => req.uid as string;

/** An optional id filter: absent, or a well-formed id (anything else names nothing: 400). */
function idFilter(req: Parameters<typeof queryText>[0], name: string): string | undefined {
  const v = queryText(req, name, 128);
  if (v !== undefined && !isDocId(v)) throw errors.invalid({ [name]: 'IDの形式が正しくありません' });
  return v;
}

export function adminRoutes(deps: Deps, config: Config): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.post('/admin/notices', admin, async (req, res) => {
    const dto = await validateBody(adminNoticeSchema, req.body);
    res.status(201).json(await queueAdminNotices(deps, adminOf(req), dto));
  });

  router.post('/admin/rich-menu/link', admin, async (req, res) => {
    const dto = await validateBody(richMenuLinkSchema, req.body);
    res.json(await linkUserRichMenu(deps, config, adminOf(req), dto));
  });

  router.post('/admin/contracts/:id/hold-decision', admin, async (req, res) => {
    const contractId = idParam(req, 'id', CONTRACT_NOT_FOUND);
    const dto = await validateBody(holdDecisionSchema, req.body);
    res.json(await decideContractHold(deps, adminOf(req), contractId, dto));
  });

  router.get('/admin/audit', admin, async (req, res) => {
    const action = queryText(req, 'action', 40);
    if (action !== undefined && !AUDIT_ACTIONS.includes(action as AuditAction))
      throw errors.invalid({ action: '操作の種類が正しくありません' });
    const filter = {
      action: action as AuditAction | undefined,
      adminId: idFilter(req, 'adminId'),
      targetId: idFilter(req, 'targetId'),
    };
    res.json(await auditLogPage(deps, filter, queryCursor(req, AUDIT_CURSOR)));
  });

  return router;
}
