/**
 * The worker's payout account and rewards (docs/product/api.md#payouts), contract in common/src/deal.ts:
 *   POST /liff/stripe/get-login-url {returnTo?: 'account'|'account_edit'} -> LoginUrlResponse  worker
 *   POST /liff/stripe/get-bank-list (none)                                 -> BankListResponse  worker
 *   GET  /liff/worker/rewards                                              -> RewardSummary     worker
 *   GET  /liff/worker/rewards/history?cursor=                              -> Page<RewardRecord> worker, newest transfer first
 */
import { Router } from 'express';
import type { BankListResponse, LoginUrlResponse, RewardRecord, RewardSummary } from '@common/deal';
import type { Page } from '@common/marketplace';
import { loginUrlSchema } from '@common/dealSchemas';
import type { Deps } from '../../ports';
import { asRegisteredWorker, requireActiveUser } from '../../http/access';
import { optionalJsonBody, queryCursor, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import { getBankList, getLoginUrl, type AccountSettings } from './account';
import { REWARD_CURSOR, rewardHistory, rewardSummary } from './rewards';

/**
 * Registered workers, with or without the flag: a revoked worker is still paid for the contracts she
 * finishes and manages the account they are paid to (docs/product/admin.md#worker-approval).
 */
export function payoutRoutes(deps: Deps, settings: AccountSettings): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.post('/liff/stripe/get-login-url', ...active, async (req, res) => {
    const actor = asRegisteredWorker(req);
    const { returnTo } = await validateBody(loginUrlSchema, optionalJsonBody(req));
    const body: LoginUrlResponse = await getLoginUrl(deps, settings, actor, returnTo);
    res.json(body);
  });

  router.post('/liff/stripe/get-bank-list', ...active, async (req, res) => {
    const actor = asRegisteredWorker(req);
    requireNoBody(req);
    const body: BankListResponse = await getBankList(deps, actor);
    res.json(body);
  });

  router.get('/liff/worker/rewards', ...active, async (req, res) => {
    const body: RewardSummary = await rewardSummary(deps, asRegisteredWorker(req));
    res.json(body);
  });

  router.get('/liff/worker/rewards/history', ...active, async (req, res) => {
    const actor = asRegisteredWorker(req);
    const body: Page<RewardRecord> = await rewardHistory(deps, actor, queryCursor(req, REWARD_CURSOR));
    res.json(body);
  });

  return router;
}
