/**
 * Contracts (案件管理), visible to their two parties only (the deal after 仮払い: docs/product/states.md#contracts):
 *   GET  /liff/contracts?state=ongoing|finished&cursor=   the caller's, by the side they registered as
 *   GET  /liff/contracts/:id
 *   POST /liff/contracts/:id/deliver          {message, imageIds?, link?} worker: 納品; imageIds: up to 20 of
 *                                                        the worker's unsent uploads to the contract's room
 *                                                        (PUT /liff/rooms/:id/images, within the hour; anything
 *                                                        else is a 400 that changes nothing), attached by the
 *                                                        納品 and shown to both in the room and on the contract;
 *                                                        link: an https gallery or download URL (common/src/deal.ts)
 *   POST /liff/contracts/:id/request-revision {reason}    client: 修正依頼
 *   POST /liff/project/complete-process       {contractId} client: 検収, then the transfer
 *   POST /liff/contracts/:id/cancel           {reason?}   either party, before the payment (no contact
 *                                                        details in the reason: 400, as in the room)
 *   POST /liff/contracts/:id/request-cancel   {reason}    either party, after the payment
 *   POST /liff/contracts/:id/accept-cancel                the other party: full refund
 *   POST /liff/contracts/:id/refuse-cancel    {reason}    the other party: flagged for the admins
 * Each answers the updated Contract; a stranger gets 404, the wrong party 403, the wrong state 409.
 */
import { Router } from 'express';
import type { AnyObjectSchema } from 'yup';
import type { DeliverDto } from '@common/deal';
import { completeProcessSchema, deliverSchema, optionalReasonSchema, reasonSchema } from '@common/dealSchemas';
import type { Contract, ContractAction, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { idParam, isDocId, optionalJsonBody, queryCursor, queryEnum, requireNoBody } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { refuseContactIn } from '../rooms';
import { CONTRACT_NOT_FOUND, CONTRACT_CURSOR, actOnContract, getContract, listContracts } from './service';
import type { DealSettings } from './settings';

/** The party actions on /liff/contracts/:id/<path>, with the body each takes and its text field. */
const ACTIONS: { path: string; action: ContractAction; schema: AnyObjectSchema | null; field?: 'message' | 'reason' }[] = [
  { path: 'deliver', action: 'deliver', schema: deliverSchema, field: 'message' },
  { path: 'request-revision', action: 'request_revision', schema: reasonSchema, field: 'reason' },
  { path: 'cancel', action: 'cancel', schema: optionalReasonSchema, field: 'reason' },
  { path: 'request-cancel', action: 'request_cancel', schema: reasonSchema, field: 'reason' },
  { path: 'accept-cancel', action: 'accept_cancel', schema: null },
  { path: 'refuse-cancel', action: 'refuse_cancel', schema: reasonSchema, field: 'reason' },
];

export function contractRoutes(deps: Deps, settings: DealSettings): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/contracts', ...active, async (req, res) => {
    const state = queryEnum(req, 'state', ['ongoing', 'finished'] as const, 'ongoing');
    const body: Page<Contract> = await listContracts(deps, settings, actorOf(req), state, queryCursor(req, CONTRACT_CURSOR));
    res.json(body);
  });

  router.get('/liff/contracts/:id', ...active, async (req, res) => {
    const body: Contract = await getContract(deps, settings, actorOf(req), idParam(req, 'id', CONTRACT_NOT_FOUND));
    res.json(body);
  });

  for (const a of ACTIONS) {
    router.post(`/liff/contracts/:id/${a.path}`, ...active, async (req, res) => {
      const actor = actorOf(req);
      const id = idParam(req, 'id', CONTRACT_NOT_FOUND);
      let note: string | undefined;
      let delivery: { imageIds: string[]; link: string | null } | undefined;
      if (a.schema) {
        const dto = (await validateBody(a.schema, optionalJsonBody(req))) as Record<string, unknown>;
        note = a.field ? (dto[a.field] as string | undefined) : undefined;
        if (a.action === 'deliver') {
          const d = dto as DeliverDto;
          delivery = { imageIds: d.imageIds ?? [], link: d.link || null };
        }
      } else requireNoBody(req);
      // Before the payment, as in the room: the reason reaches the other party and their LINE.
      if (a.action === 'cancel') refuseContactIn('reason', note);
      const body: Contract = await actOnContract(deps, settings, actor, id, a.action, note, delivery);
      res.json(body);
    });
  }

  // The original API's path, kept (docs/product/api.md#conventions): 検収 by the client owner of a delivered contract.
  router.post('/liff/project/complete-process', ...active, async (req, res) => {
    const actor = actorOf(req);
    const { contractId } = await validateBody(completeProcessSchema, req.body);
    if (!isDocId(contractId)) throw errors.notFound(CONTRACT_NOT_FOUND);
    const body: Contract = await actOnContract(deps, settings, actor, contractId, 'complete');
    res.json(body);
  });

  return router;
}
