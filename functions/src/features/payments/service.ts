/** Payments: the caller's Connect status, and the Checkout Session that pays a contract (docs/product/money.md#payment). */
import { dealMessages, type ConnectStatusDetail } from '@common/deal';
import { CONTRACT_STATUS_LABEL } from '@common/marketplace';
import { paymentMessages } from '@common/payments';
import type { Operator } from '@common/operator';
import { CLIENT, withId } from '@common/paths';
import type { ConnectedAccount, Deps } from '../../ports';
import { refuseSuspended, type Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { CONTRACT_NOT_FOUND, contracts } from '../../documents/contracts';
import { payments, type PaymentDoc } from '../../documents/payments';
import { roleIn } from '../../policies';
import { releaseOwedPayouts } from '../contracts';
import { readPayoutAccountNotices } from '../notices';
import { withIdempotencyKey } from '../money/keys';
import { connectStatusOfAccount, isPayoutReady } from '../money/readiness';
import { contractCharge } from '../money/fees';
// The not-found message of the ids its routes take (routes never import documents/).
export { CONTRACT_NOT_FOUND } from '../../documents/contracts';

/** A user without a connected account: Stripe is not asked. */
const NO_ACCOUNT: ConnectStatusDetail = { status: 'none', detailsSubmitted: false, payoutsEnabled: false, requirementsDue: [] };

/**
 * get-connect-status: the connect status (docs/product/money.md#payout-account: 'success' once the account is
 * payout-ready, features/money/readiness.ts) and what the account page shows, from one accounts.retrieve. Stripe
 * unreachable: 502. A ready account releases the payouts owed to the worker at once (a worker who
 * comes back from onboarding is paid even if account.updated never arrives); a payout that fails
 * there stays owed for the timer and never fails this call.
 */
export async function connectStatusDetailOfUser(deps: Deps, uid: string): Promise<ConnectStatusDetail> {
  const user = await users.get(deps.store, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  // The route refused a suspended caller already; suspended since, still refused (docs/product/admin.md#suspension).
  refuseSuspended(user);
  if (!user.stripeAccount) return { ...NO_ACCOUNT, requirementsDue: [] };
  let account: ConnectedAccount;
  try {
    account = await deps.stripe.retrieveAccount(user.stripeAccount);
  } catch {
    throw errors.upstream(dealMessages.stripeUnavailable);
  }
  // Ready: the payouts owed go out, and the notice asking for the account has been answered.
  if (isPayoutReady(account)) await Promise.all([releaseOwedPayouts(deps, uid), readPayoutAccountNotices(deps, uid)]);
  return {
    status: connectStatusOfAccount(account),
    detailsSubmitted: account.detailsSubmitted,
    payoutsEnabled: account.payoutsEnabled,
    requirementsDue: [...account.requirementsDue],
  };
}

export interface PaymentSettings {
  /** Where Checkout sends the user back: the web origin, or the LIFF permanent link base. */
  returnBase: string;
  /** The operator that issues the receipts (docs/product/money.md#receipts): config.operator. */
  operator: Operator;
}

/** A session this close to its expiry is not handed out again: a new one is made. */
const REUSE_MARGIN_MS = 10 * 60_000;

const ALREADY_PAID = 'お支払いは完了しています。確認まで少々お待ちください';

/**
 * The Checkout URL that pays the contract: client owner only (a non-party gets 404 as with every
 * contract route, the worker 403), state awaiting_payment (409 otherwise). An open session is
 * reused; otherwise a new one is made with an idempotency key of the contract and the attempt, so
 * parallel calls get the same session. The contract changes only on the signed webhook.
 */
export async function getPaymentUrl(deps: Deps, settings: PaymentSettings, actor: Actor, contractId: string): Promise<string> {
  const [contract, existing] = await Promise.all([contracts.get(deps.store, contractId), payments.get(deps.store, contractId)]);
  const role = contract ? roleIn(contract, actor.uid) : null;
  if (!contract || !role) throw errors.notFound(CONTRACT_NOT_FOUND);
  if (role !== 'client') throw errors.forbidden(paymentMessages.clientOnly);
  if (contract.status !== 'awaiting_payment') {
    throw errors.conflict(paymentMessages.notAwaiting(CONTRACT_STATUS_LABEL[contract.status]));
  }
  const now = deps.clock.now();
  if (existing?.status === 'paid') throw errors.conflict(ALREADY_PAID);
  if (existing?.status === 'open') {
    const open = await deps.stripe.retrieveCheckoutSession(existing.sessionId);
    if (open.status === 'complete') throw errors.conflict(ALREADY_PAID);
    if (open.status === 'open' && open.url && open.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS) return open.url;
    // About to expire: close it so that only one session can ever take the payment.
    if (open.status === 'open') await deps.stripe.expireCheckoutSession(open.id);
  }
  const attempt = (existing?.attempt ?? 0) + 1;
  const back = `${settings.returnBase}${withId(CLIENT.contract, contractId)}`;
  // One key per attempt (parallel calls share it); a failed call moves the key on (features/money/keys.ts).
  const session = await withIdempotencyKey(deps, `checkout-${contractId}-${attempt}`, (idempotencyKey) =>
    deps.stripe.createCheckoutSession({
      amount: contractCharge(contract),
      productName: contract.title,
      contractId,
      successUrl: `${back}?paid=1`,
      cancelUrl: `${back}?canceled=1`,
      idempotencyKey,
    }),
  ).catch(() => {
    throw errors.upstream(dealMessages.stripeUnavailable);
  });
  if (!session.url) throw errors.upstream();
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    // A parallel call saved this attempt already (the same key gave it the same session).
    if (cur && cur.attempt >= attempt) return;
    const doc: PaymentDoc = {
      contractId,
      clientId: contract.clientId,
      workerId: contract.workerId,
      amount: contractCharge(contract),
      status: 'open',
      attempt,
      sessionId: session.id,
      sessionUrl: session.url,
      sessionExpiresAt: session.expiresAt,
      paymentIntentId: null,
      paidAt: null,
      refund: null,
      createdAt: cur?.createdAt ?? now,
      updatedAt: now,
    };
    payments.put(tx, contractId, doc);
  });
  return session.url;
}
