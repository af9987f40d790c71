/**
 * The contracts feature's public entry: the only file another feature imports from it
 * (docs/architecture.md "Import rules", enforced by eslint.config.mjs).
 */
export { getContract } from './service';
export { actionsFor, toContract } from './model';
export { eventOf, systemText, systemTextFor } from './events';
export { DEFAULT_DEAL_SETTINGS } from './settings';
export { releaseOwedPayouts } from './transfer';
export { refundIfOwed, refundPayment } from './refund';
export { tellHold } from './holdNotices';
export { transitionIn } from './transitions';
export {
  HOLD_DECISIONS,
  decideHold,
  maxPartialRefund,
  owedMoneyOf,
  retryOwedMoney,
  type HoldDecision,
  type OwedMoney,
  type PartialRefundPlan,
} from './holdDecisions';
