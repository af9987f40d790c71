/**
 * The platform fee rate of this deployment (GUIDE.md 8, issue 10): PLATFORM_FEE_RATE, a fraction
 * from 0 to 0.5 in steps of 0.0001 (0.1 = 10 %, the default when unset or empty). An invalid value
 * stops the function at start-up, naming the variable, like the settings in config.ts.
 *
 * Read once at start-up here rather than in config.ts: the fee is computed in pure view functions
 * (jobs, contracts, payouts) that would otherwise all need the config threaded through them.
 */
import { DEFAULT_PLATFORM_FEE_RATE, feeBreakdown, parseFeeRate } from '@common/fees';
import type { FeeBreakdown } from '@common/marketplace';

export function readPlatformFeeRate(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PLATFORM_FEE_RATE;
  if (raw === undefined || raw.trim() === '') return DEFAULT_PLATFORM_FEE_RATE;
  try {
    return parseFeeRate(raw);
  } catch (e) {
    throw new Error(`PLATFORM_FEE_RATE: ${(e as Error).message}`);
  }
}

export const PLATFORM_FEE_RATE = readPlatformFeeRate();

/** 報酬 / 手数料 / 受取額 of a reward at this deployment's rate. */
export const feeFor = (reward: number): FeeBreakdown => feeBreakdown(reward, PLATFORM_FEE_RATE);
