/**
 * Worker listings (出品), contract in common/src/marketplace.ts:
 *   POST  /liff/listings                               worker (201)
 *   GET   /liff/worker/listings?status=&cursor=        the worker's own
 *   GET   /liff/listings/:id                           owner; anyone while published
 *   PATCH /liff/listings/:id                           owner
 *   POST  /liff/listings/:id/stop | /reopen            owner
 */
import { Router } from 'express';
import { listingInputSchema } from '@common/schemas/marketplace';
import type { Listing, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { actorOf, asWorker, requireActiveUser } from '../../http/access';
import { idParam, queryCursor, queryEnum, requireJsonNumbers, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import {
  LISTING_NOT_FOUND,
  LISTING_CURSOR,
  createListing,
  getListing,
  listingsOf,
  setListingStatus,
  updateListing,
} from './service';

export function listingRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.post('/liff/listings', ...active, async (req, res) => {
    const actor = asWorker(req);
    requireJsonNumbers(req.body, ['price']);
    const dto = await validateBody(listingInputSchema, req.body);
    const body: Listing = await createListing(deps, actor, dto);
    res.status(201).json(body);
  });

  router.get('/liff/worker/listings', ...active, async (req, res) => {
    const actor = asWorker(req);
    const status = queryEnum(req, 'status', ['published', 'stopped'] as const, 'published');
    const body: Page<Listing> = await listingsOf(deps, actor.uid, status, queryCursor(req, LISTING_CURSOR));
    res.json(body);
  });

  router.get('/liff/listings/:id', ...active, async (req, res) => {
    const body: Listing = await getListing(deps, actorOf(req), idParam(req, 'id', LISTING_NOT_FOUND));
    res.json(body);
  });

  router.patch('/liff/listings/:id', ...active, async (req, res) => {
    const actor = asWorker(req);
    const id = idParam(req, 'id', LISTING_NOT_FOUND);
    requireJsonNumbers(req.body, ['price']);
    const body: Listing = await updateListing(deps, actor, id, req.body);
    res.json(body);
  });

  for (const [action, status] of [
    ['stop', 'stopped'],
    ['reopen', 'published'],
  ] as const) {
    router.post(`/liff/listings/:id/${action}`, ...active, async (req, res) => {
      const actor = asWorker(req);
      const id = idParam(req, 'id', LISTING_NOT_FOUND);
      requireNoBody(req);
      const body: Listing = await setListingStatus(deps, actor, id, status);
      res.json(body);
    });
  }

  return router;
}
