/**
 * The platform fee: its rate and every amount computed from it.
 *
 * The rate of this deployment is PLATFORM_FEE_RATE, a fraction from 0 to 0.5 in steps of 0.0001
 * (0.1 = 10 %, the default when unset or empty); an invalid value stops the function at start-up.
 * It prices what is not yet a contract (a job's card). A contract keeps the rate it was made at
 * (`feeRate`, stamped by the accept): changing the setting never changes a deal already agreed.
 * The fee is deducted on the worker's side, from what the salon finally pays: the reward minus
 * any refund (common/src/fees.ts does the arithmetic).
 */
import { DEFAULT_PLATFORM_FEE_RATE, feeBreakdown, parseFeeRate } from '@common/fees';
import type { FeeBreakdown } from '@common/marketplace';
import { chargedAmount, settledPayout, type Withholding } from '@common/withholding';

export function readPlatformFeeRate(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PLATFORM_FEE_RATE;
  if (raw === undefined || raw.trim() === '') return DEFAULT_PLATFORM_FEE_RATE;
  try {
    return parseFeeRate(raw);
  } catch (e) {
    throw new Error(`PLATFORM_FEE_RATE: ${(e as Error).message}`);
  }
}

/** Read once at start-up: the fee is shown by pure view functions that take no configuration. */
export const PLATFORM_FEE_RATE = readPlatformFeeRate();

/** 報酬 / 手数料 / 受取額 of a reward at today's rate: for what is not a contract yet (a job). */
export const feeForJob = (reward: number): FeeBreakdown => feeBreakdown(reward, PLATFORM_FEE_RATE);

/** The rate a contract was made at; contracts made before rates were stamped read today's. */
export const feeRateOf = (contract: { feeRate?: number | null }): number => contract.feeRate ?? PLATFORM_FEE_RATE;

/**
 * 報酬 / 手数料 / 受取額 of a contract at its own rate, on what the salon finally pays (the reward
 * minus what was refunded to the card). A contract that withholds (源泉徴収, frozen at 採用) also
 * answers `withheld`: nothing refunded, the tax of 採用 and payout = reward − withheld − fee; after a
 * refund, the reward the card's payment settles with its own tax (settledPayout,
 * docs/product/money.md#withholding).
 */
export const contractFee = (
  contract: { reward: number; feeRate?: number | null; withholding?: Pick<Withholding, 'amount'> | null },
  refunded = 0,
): FeeBreakdown => settledPayout(contract.reward, feeRateOf(contract), contract.withholding?.amount ?? 0, refunded);

/** What the salon is charged at 仮払い (the Checkout Session, and the check of its completion): reward − withheld. */
export const contractCharge = (contract: { reward: number; withholding?: Pick<Withholding, 'amount'> | null }): number =>
  chargedAmount(contract.reward, contract.withholding);
