/**
 * POST /admin/contracts/:id/hold-decision {decision, reason}: an admin ends a contract's hold
 * (features/contracts/holdDecisions.ts): release, complete (pay the worker) or refund (in full).
 * Admins only (the `admin` custom claim). Answers 200 {contractId, decision}; 404 unknown contract,
 * 409 not on hold (a repeated decision too), 400 a bad body. The operations console calls this;
 * until it exists, `npm run hold:decide -w functions` does the same from a shell.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { boundedText, object, text } from '@common/schemas/text';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam } from '../../http/params';
import { validateBody } from '../../http/validate';
import { CONTRACT_NOT_FOUND } from '../../documents/contracts';
import { decideHold, HOLD_DECISIONS, type HoldDecision } from '../contracts';

export const HOLD_REASON_MAX = 500;

export const holdDecisionSchema = object({
  decision: text(m.type)
    .required(m.select)
    .oneOf([...HOLD_DECISIONS], m.select),
  reason: boundedText(HOLD_REASON_MAX, m),
})
  .exact(m.unknown)
  .strict(false);

export type HoldDecisionDto = yup.InferType<typeof holdDecisionSchema>;

export function adminHoldRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/admin/contracts/:id/hold-decision', requireAdmin(deps), async (req, res) => {
    const contractId = idParam(req, 'id', CONTRACT_NOT_FOUND);
    const dto = await validateBody(holdDecisionSchema, req.body);
    const decision = dto.decision as HoldDecision;
    await decideHold(deps, contractId, decision, dto.reason);
    res.json({ contractId, decision });
  });
  return router;
}
