/**
 * Salon verification (docs/product/api.md#salon-verification). Every route authenticates first: a caller
 * who is not signed in gets 401 before the body is looked at; then a suspended account gets 403
 * (docs/product/admin.md#suspension), verified or not.
 *
 * POST /liff/salon/verify {email, salonDisplayName}  (docs/product/validation.md#verification)
 *   EMAIL_VERIFICATION=off: the partner directory matches -> user active, 200 {status:'success'}.
 *   EMAIL_VERIFICATION=on (default): the directory matches -> a 6-digit code is mailed to that
 *     address, 200 {status:'code_sent', emailMasked:'s***@example.jp', expiresAt, resendAt} (ISO
 *     times); the user stays inactive. The same account again within 60 s while its code works
 *     answers the same without a second mail.
 *   400 invalid_argument (fields) | 400 partner_mismatch (counts towards 5 per 10 min; a try is
 *   counted before the directory is asked and given back when it matched) | 429 rate_limited +
 *   Retry-After (too many mismatches, or a send limit: per user, or 5 codes per hour to one
 *   address whoever asks) | 502 upstream_failed (directory or mail unreachable).
 * POST /liff/salon/verify-code {code}  (6 digits; full-width digits, spaces and hyphens accepted)
 *   200 {status:'success'}: the code was right; user active with the matched salonInfo (once:
 *     parallel submissions activate once, the others get 409).
 *   400 invalid_argument {fields:{code}}: malformed, or wrong (tries left in the message; the
 *     5th wrong try invalidates the code) | 409 conflict: no code, used, expired (10 min) or
 *     invalidated -> ask for a new one. | 429 rate_limited + Retry-After: 10 wrong codes within an
 *     hour against codes sent to this address (by anyone), or 1000 wrong codes within an hour in
 *     all; then no code is compared, not even a right one.
 * POST /liff/salon/resend-code  (no body)
 *   200 code_sent as above with a new code (the previous one stops working) | 409 conflict: no
 *   pending verification | 429 rate_limited + Retry-After: one send per 60 s, 5 per hour per user
 *   (sends by /verify count too), 5 per hour to one address whoever asks.
 * verify-code and resend-code answer 404 while EMAIL_VERIFICATION=off. No response carries the code.
 */
import { Router, type Response } from 'express';
import { salonCodeSchema, salonVerifySchema } from '@common/schemas/verification';
import { type SalonVerifyResponse } from '@common/api';
import type { Deps } from '../../ports';
import { uidOf } from '../../http/auth';
import { requireNotSuspended } from '../../http/access';
import { validateBody } from '../../http/validate';
import { requireNoBody } from '../../http/params';
import { assertMayTry, resendCode, submitCode, verifySalon } from './service';
import { RetryLaterError } from './limiter';

/** Sends Retry-After with a limit's refusal, then lets the error handler write the body. */
async function withRetryAfter<T>(deps: Deps, res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof RetryLaterError) {
      res.set('Retry-After', String(Math.max(1, Math.ceil((e.retryAt.getTime() - deps.clock.now().getTime()) / 1000))));
    }
    throw e;
  }
}

export function salonRoutes(deps: Deps): Router {
  const router = Router();
  // A suspended account cannot verify again (docs/product/admin.md#suspension): 403 before the limits and the body.
  const notSuspended = requireNotSuspended(deps);

  router.post('/liff/salon/verify', ...notSuspended, async (req, res) => {
    const uid = uidOf(req);
    const result = await withRetryAfter(deps, res, async () => {
      await assertMayTry(deps, uid);
      return verifySalon(deps, uid, await validateBody(salonVerifySchema, req.body));
    });
    res.json(result);
  });

  router.post('/liff/salon/verify-code', ...notSuspended, async (req, res) => {
    const uid = uidOf(req);
    const { code } = await validateBody(salonCodeSchema, req.body);
    await withRetryAfter(deps, res, () => submitCode(deps, uid, code));
    const body: SalonVerifyResponse = { status: 'success' };
    res.json(body);
  });

  router.post('/liff/salon/resend-code', ...notSuspended, async (req, res) => {
    const uid = uidOf(req);
    requireNoBody(req);
    res.json(await withRetryAfter(deps, res, () => resendCode(deps, uid)));
  });

  return router;
}
