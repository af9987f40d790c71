/** The deal's timings (config.ts `deal`), passed to the contract features. */
import { DEFAULT_AUTO_COMPLETE_DAYS, DEFAULT_CANCEL_AUTO_ACCEPT_DAYS } from '@common/deal';

export interface DealSettings {
  /** Days after 納品 before automatic 検収. */
  autoCompleteDays: number;
  /** Days before an unanswered cancellation request is accepted. */
  cancelAutoAcceptDays: number;
}

/** For a contract just opened, where neither timing shows yet. */
export const DEFAULT_DEAL_SETTINGS: DealSettings = {
  autoCompleteDays: DEFAULT_AUTO_COMPLETE_DAYS,
  cancelAutoAcceptDays: DEFAULT_CANCEL_AUTO_ACCEPT_DAYS,
};
