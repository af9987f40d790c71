/**
 * When a worker's connected account can be paid: the one definition the transfer, the connect
 * status of the session and of the account page all use.
 */
import type { ConnectStatus } from '@common/api';
import type { ConnectedAccount } from '../../ports';

/** Details submitted and payouts enabled: Stripe will take a transfer and pay it out to the bank. */
export const isPayoutReady = (account: Pick<ConnectedAccount, 'payoutsEnabled' | 'detailsSubmitted'>): boolean =>
  account.payoutsEnabled && account.detailsSubmitted;

/** The connect status of an existing account (docs/product/money.md#payout-account; 'none' is a user without one). */
export const connectStatusOfAccount = (account: Pick<ConnectedAccount, 'payoutsEnabled' | 'detailsSubmitted'>): ConnectStatus =>
  isPayoutReady(account) ? 'success' : 'pending';
