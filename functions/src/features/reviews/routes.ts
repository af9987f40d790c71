/**
 * Reviews (評価) after a deal (docs/product/reviews.md#endpoints). A stranger to the contract gets 404,
 * the party who asked to cancel a refunded deal 403, the wrong time 409; checks come before the body's.
 *   POST /liff/contracts/:id/review {rating, comment}          -> 201 Review
 *   GET  /liff/contracts/:id/review                            -> ContractReview (double-blind)
 *   GET  /liff/users/:uid/reviews?side=worker|client&cursor=   -> UserReviews (visible only, newest first)
 *   POST /admin/reviews/:id/hide {reason}                      -> ReviewHidden   (admin claim; 404 / 409)
 */
import { Router } from 'express';
import { REVIEW_MESSAGES, REVIEW_SIDES, reviewHideSchema, reviewInputSchema } from '@common/reviews';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { requireAdmin } from '../../http/admin';
import { NEWEST_CURSOR } from '../../http/paging';
import { idParam, queryCursor, queryEnum } from '../../http/params';
import { validateBody } from '../../http/validate';
import { hideReview } from './moderation';
import { CONTRACT_NOT_FOUND, getContractReview, listUserReviews, postReview, requireParty } from './service';

export function reviewRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.post('/liff/contracts/:id/review', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = idParam(req, 'id', CONTRACT_NOT_FOUND);
    // A stranger learns nothing from a validation error (docs/product/api.md#conventions).
    await requireParty(deps, uid, id);
    const dto = await validateBody(reviewInputSchema, req.body);
    res.status(201).json(await postReview(deps, uid, id, dto));
  });

  router.get('/liff/contracts/:id/review', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    res.json(await getContractReview(deps, uid, idParam(req, 'id', CONTRACT_NOT_FOUND)));
  });

  router.get('/liff/users/:uid/reviews', ...active, async (req, res) => {
    const uid = idParam(req, 'uid', REVIEW_MESSAGES.userNotFound);
    const side = queryEnum(req, 'side', REVIEW_SIDES, 'worker');
    res.json(await listUserReviews(deps, uid, side, queryCursor(req, NEWEST_CURSOR)));
  });

  router.post('/admin/reviews/:id/hide', requireAdmin(deps), async (req, res) => {
    const id = idParam(req, 'id', REVIEW_MESSAGES.notFound);
    const dto = await validateBody(reviewHideSchema, req.body);
    res.json(await hideReview(deps, req.uid as string, id, dto));
  });

  return router;
}
