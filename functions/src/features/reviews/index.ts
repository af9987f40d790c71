/**
 * The reviews feature's public entry (docs/architecture.md "Import rules"): the contracts feature opens
 * a deal's review window in its completing transition and runs the reviews' clock with its own.
 */
export { openReviewsIn } from './opening';
export { runReviewTimers, type ReviewTimerReport } from './timers';
