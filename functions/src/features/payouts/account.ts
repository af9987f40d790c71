/**
 * The worker's payout account (docs/product/money.md#payout-account): a Stripe Connect Express account
 * (country JP), created on the first get-login-url, then Stripe's own pages: the onboarding form (an
 * account link) until the details are submitted, the Express dashboard (a login link) after. Links are
 * minted per request: they expire within minutes and are never stored.
 */
import type { BankAccountView, BankListResponse, LoginReturnTarget, LoginUrlResponse } from '@common/deal';
import { dealMessages } from '@common/deal';
import { WORKER } from '@common/paths';
import type { ConnectedAccount, Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { withIdempotencyKey } from '../money/keys';

export interface AccountSettings {
  /** The web origin (or the LIFF permanent link base) Stripe sends the worker back to. */
  returnBase: string;
}

/** Any Stripe failure is the caller's 502, with the one Japanese message. */
async function stripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw errors.upstream(dealMessages.stripeUnavailable);
  }
}

const RETURN_PATHS: Record<LoginReturnTarget, string> = {
  account: WORKER.account,
  account_edit: WORKER.accountEdit,
};

/**
 * The worker's connected account id, creating the Express account on first use. The idempotency
 * key of the uid (moved on after a failure, features/money/keys.ts) makes parallel first calls get
 * the same account from Stripe; the transaction
 * stores it only while the user has none, and otherwise keeps (and answers) the stored one.
 */
async function ensureAccount(deps: Deps, actor: Actor): Promise<{ id: string; created: ConnectedAccount | null }> {
  if (actor.user.stripeAccount) return { id: actor.user.stripeAccount, created: null };
  const uid = actor.uid;
  const created = await stripe(() =>
    withIdempotencyKey(deps, `account-${uid}`, (idempotencyKey) =>
      deps.stripe.createExpressAccount({ metadata: { uid }, idempotencyKey }),
    ),
  );
  const id = await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    if (user.stripeAccount) return user.stripeAccount;
    users.patch(tx, uid, { stripeAccount: created.id, updatedAt: deps.clock.now() });
    return created.id;
  });
  return { id, created: id === created.id ? created : null };
}

/**
 * get-login-url: the onboarding link (account link, type account_onboarding) while Stripe has not
 * got the details, the Express dashboard's login link once it has.
 *
 * account_edit (update the bank account) gets the same: Express accounts cannot use
 * account_update links (those are for Custom accounts), so a worker whose details are submitted
 * changes the bank account in the Express dashboard, which the login link opens; one who has not
 * finished yet finishes onboarding, and comes back to the edit page.
 */
export async function getLoginUrl(
  deps: Deps,
  settings: AccountSettings,
  actor: Actor,
  returnTo: LoginReturnTarget = 'account',
): Promise<LoginUrlResponse> {
  const { id, created } = await ensureAccount(deps, actor);
  const account = created ?? (await stripe(() => deps.stripe.retrieveAccount(id)));
  if (!account.detailsSubmitted) {
    const back = `${settings.returnBase}${RETURN_PATHS[returnTo]}`;
    const link = await stripe(() =>
      deps.stripe.createAccountLink({ accountId: id, returnUrl: `${back}?stripe=return`, refreshUrl: `${back}?stripe=refresh` }),
    );
    return { url: link.url, kind: 'onboarding' };
  }
  const link = await stripe(() => deps.stripe.createLoginLink(id));
  return { url: link.url, kind: 'dashboard' };
}

/** get-bank-list: the account's bank accounts, never more than the last 4 digits; none without an account. */
export async function getBankList(deps: Deps, actor: Actor): Promise<BankListResponse> {
  const user = await users.get(deps.store, actor.uid);
  const accountId = user?.stripeAccount ?? null;
  if (!accountId) return { banks: [] };
  const list = await stripe(() => deps.stripe.listBankAccounts(accountId));
  // Only the view's fields leave the API, whatever an adapter adds.
  const banks = list.map((b): BankAccountView => ({
    id: b.id,
    bankName: b.bankName,
    branchCode: b.branchCode,
    last4: b.last4,
    isDefault: b.isDefault,
  }));
  return { banks };
}
