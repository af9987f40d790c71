/**
 * The platform fee (docs/product/money.md#fee): a configured rate (default 10 %), fee = floor(reward x rate),
 * deducted on the worker's side; the client pays the reward, the worker receives reward - fee.
 * Integer yen throughout.
 *
 * Rates are fractions in steps of 0.0001 (0.01 %) from 0 to 0.5. The arithmetic is done on the rate
 * in those steps (basis points) with integers, so no floating-point residue (0.29 x 100 =
 * 28.999999999999996) can shift a yen.
 */
import type { FeeBreakdown } from './marketplace';

export const DEFAULT_PLATFORM_FEE_RATE = 0.1;
/** The highest rate the platform may be configured with. */
export const MAX_PLATFORM_FEE_RATE = 0.5;

const STEPS = 10_000;

/** The rate in 0.01 % steps, or null when it is not a number in [0, MAX] on that grid. */
function rateSteps(rate: number): number | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > MAX_PLATFORM_FEE_RATE) return null;
  const steps = Math.round(rate * STEPS);
  return Math.abs(rate * STEPS - steps) < 1e-6 ? steps : null;
}

/** Rewards up to this keep reward x steps an exact integer (about 900 billion yen). */
const MAX_REWARD_FOR_FEES = Math.floor(Number.MAX_SAFE_INTEGER / STEPS);

export const isValidFeeRate = (rate: number): boolean => rateSteps(rate) !== null;

/** Reads a rate written as text (an environment variable): '0.1', '0.085'. Throws with a message naming the rule. */
export function parseFeeRate(text: string): number {
  const trimmed = text.trim();
  const rate = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!isValidFeeRate(rate)) {
    throw new RangeError(
      `fee rate must be a fraction from 0 to ${MAX_PLATFORM_FEE_RATE} in steps of 0.0001 (0.1 = 10 %), got "${text}"`,
    );
  }
  return rate;
}

/** 報酬 / 手数料 / 受取額 for a reward (non-negative integer yen) at a rate. Throws RangeError on bad input. */
export function feeBreakdown(reward: number, rate: number): FeeBreakdown {
  const steps = rateSteps(rate);
  if (steps === null) throw new RangeError(`invalid fee rate: ${rate}`);
  if (!Number.isSafeInteger(reward) || reward < 0 || reward > MAX_REWARD_FOR_FEES)
    throw new RangeError(`reward must be a non-negative integer of yen: ${reward}`);
  const fee = Math.floor((reward * steps) / STEPS);
  return { reward, fee, payout: reward - fee, rate };
}
