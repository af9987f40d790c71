/** Public entry of payouts: the payout account's status pill and the transfer labels other screens may show. */
export { ConnectStatusBadge } from './ConnectStatusBadge';
export { PAYOUT_STATUS, STRIPE_BUTTON_LABEL } from './labels';
