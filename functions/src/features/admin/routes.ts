/**
 * Admin endpoints (docs/product/admin.md#endpoints), the `admin` custom claim only (http/admin.ts:
 * 401 without a valid token, 403 without the claim). Every action writes an audit entry
 * (docs/product/admin.md#audit-log).
 *   POST /admin/rich-menu/link {userId, side?|richMenuId?}          -> {userId, richMenuId}   404 / 409 / 502
 *   POST /admin/contracts/:id/hold-decision {decision, reason, amount?} -> HoldDecisionResult 400 / 404 / 409
 *   GET  /admin/money?kind=hold|payout_failed|refund_failed|deadline&cursor= -> Page<MoneyQueueItem>
 *   POST /admin/money/:contractId/retry {what, reason}              -> MoneyRetryResult       404 / 409 / 502
 *   GET  /admin/audit?action=&adminId=&targetId=&cursor=            -> Page<AuditEntry>
 */
import { Router } from 'express';
import { AUDIT_ACTIONS, type AuditAction } from '@common/admin';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam, isDocId, queryCursor, queryEnum, queryText } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { AUDIT_CURSOR, auditLogPage } from './audit';
import { CONTRACT_NOT_FOUND, decideContractHold } from './holds';
import { holdDecisionSchema, moneyRetrySchema, richMenuLinkSchema } from './model';
import { MONEY_CURSOR, MONEY_QUEUE_KINDS, moneyQueuePage, retryMoney } from './money';
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

  router.post('/admin/rich-menu/link', admin, async (req, res) => {
    const dto = await validateBody(richMenuLinkSchema, req.body);
    res.json(await linkUserRichMenu(deps, config, adminOf(req), dto));
  });

  router.post('/admin/contracts/:id/hold-decision', admin, async (req, res) => {
    const contractId = idParam(req, 'id', CONTRACT_NOT_FOUND);
    const dto = await validateBody(holdDecisionSchema, req.body);
    res.json(await decideContractHold(deps, adminOf(req), contractId, dto));
  });

  // Money that needs a person (docs/product/admin.md#money-that-needs-a-person).
  router.get('/admin/money', admin, async (req, res) => {
    const kind = queryEnum(req, 'kind', MONEY_QUEUE_KINDS, 'hold');
    res.json(await moneyQueuePage(deps, kind, queryCursor(req, MONEY_CURSOR)));
  });

  router.post('/admin/money/:contractId/retry', admin, async (req, res) => {
    const contractId = idParam(req, 'contractId', CONTRACT_NOT_FOUND);
    const dto = await validateBody(moneyRetrySchema, req.body);
    res.json(await retryMoney(deps, adminOf(req), contractId, dto.what, dto.reason));
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
