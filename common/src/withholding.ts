/**
 * Withholding income tax (源泉徴収) on a photographer's reward (docs/product/law.md#withholding-源泉徴収).
 * Pure integer arithmetic, no configuration; shared by the API (which freezes the result on the
 * contract at 採用) and the web (which shows the same figures before anyone applies).
 *
 * - Applies when the salon marks the job 源泉徴収あり and the worker is an individual (a 法人 is
 *   never withheld on): photographs to be printed (所得税法 204条1項1号, 施行令 320条1項).
 * - Rate (所得税 10 % + 復興特別所得税 2.1 % of it): 10.21 % of the payment up to 1,000,000円;
 *   above it, 20.42 % of the excess plus 102,100円.
 * - Base: the reward as agreed, tax included (税込): the consumption tax is not stated apart from
 *   the reward when the salon pays (仮払い, before any invoice), so the NTA's exception does not apply.
 * - Fractions of a yen are cut (国税通則法 119条1項 on 源泉徴収による国税).
 *
 * The rates are held as integers per 10,000 so no floating-point residue can move a yen.
 */
import { feeBreakdown } from './fees';
import type { FeeBreakdown } from './marketplace';

/** The threshold of the two rates: payments up to it are withheld at 10.21 %. */
export const WITHHOLDING_THRESHOLD = 1_000_000;
/** 10.21 % and 20.42 %, per 10,000. */
const LOW_RATE = 1_021;
const HIGH_RATE = 2_042;
const PER = 10_000;
/** The tax on the first 1,000,000円: 102,100円. */
export const WITHHOLDING_AT_THRESHOLD = (WITHHOLDING_THRESHOLD * LOW_RATE) / PER;

/** What a contract freezes at 採用 when it withholds (null otherwise). Integer yen. */
export interface Withholding {
  /** 源泉徴収税額: what the salon keeps back from the reward and pays to the tax office. */
  amount: number;
  /** What the tax is computed on: the reward, tax included (税込). */
  base: number;
  /** How it was computed, as shown: 「10.21%」 or 「100万円超の部分は20.42%」. */
  rate: string;
}

/** 源泉徴収税額 of a payment (non-negative integer yen). Throws RangeError on anything else. */
export function withholdingTax(base: number): number {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`base must be a non-negative integer of yen: ${base}`);
  if (base <= WITHHOLDING_THRESHOLD) return Math.floor((base * LOW_RATE) / PER);
  return Math.floor(((base - WITHHOLDING_THRESHOLD) * HIGH_RATE) / PER) + WITHHOLDING_AT_THRESHOLD;
}

/** The rate's words for a base: one rate up to 1,000,000円, two above. */
export const withholdingRateText = (base: number): string =>
  base <= WITHHOLDING_THRESHOLD ? '10.21%' : '10.21%（100万円を超える部分は20.42%）';

/** The withholding of a reward (税込) as a contract freezes it. */
export const withholdingOf = (reward: number): Withholding => ({
  amount: withholdingTax(reward),
  base: reward,
  rate: withholdingRateText(reward),
});

/**
 * What the salon is charged at 仮払い: the reward minus the tax she pays to the tax office herself.
 */
export const chargedAmount = (reward: number, withholding: Pick<Withholding, 'amount'> | null | undefined): number =>
  reward - (withholding?.amount ?? 0);

/**
 * A fee breakdown with the withheld tax taken out of the payout (docs/product/money.md#withholding),
 * for a reward nothing was refunded of (a job's card, a contract at 採用): the fee stays computed on the
 * reward; payout = reward − withheld − fee, the fee never above reward − withheld. Without withholding
 * (0) the breakdown is returned as it is. After a refund, use settledPayout.
 */
export function withWithholding(b: FeeBreakdown, withheld: number): FeeBreakdown {
  if (!withheld) return b;
  if (!Number.isSafeInteger(withheld) || withheld < 0)
    throw new RangeError(`withheld must be a non-negative integer of yen: ${withheld}`);
  const left = Math.max(0, b.reward - withheld);
  const fee = Math.min(b.fee, left);
  return { ...b, withheld, fee, payout: left - fee };
}

/**
 * More steps than the iteration of settledReward can take: each step shrinks the distance to the
 * answer to at most ~0.21 of it (plus a yen), so even a safe integer's distance is gone in ~25.
 */
export const SETTLE_MAX_STEPS = 64;

/**
 * The reward r' a contract that withholds finally settles once `refunded` went back to the salon's
 * card (docs/product/money.md#withholding): what her card finally paid, paid = reward − withheld −
 * refunded, plus the tax she withholds on r' itself, r' = paid + withholdingTax(r'). Found by the
 * fixed-point iteration r_{n+1} = paid + withholdingTax(r_n) from r_0 = reward − refunded: the tax
 * grows by at most 0.2042 yen per yen, so the sequence only goes down, one step at most a fifth of
 * the distance left, and stops at the largest r' ≤ r_0 with r' − withholdingTax(r') = paid. With
 * nothing refunded it is the reward itself (when `withheld` is the reward's tax, as frozen at 採用).
 */
export function settledReward(reward: number, withheld: number, refunded = 0): number {
  for (const [name, v] of [
    ['reward', reward],
    ['withheld', withheld],
    ['refunded', refunded],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer of yen: ${v}`);
  }
  const paid = Math.max(0, reward - withheld - refunded);
  let r = Math.max(paid, reward - refunded);
  for (let step = 0; step < SETTLE_MAX_STEPS; step++) {
    const next = paid + withholdingTax(r);
    if (next === r) return r;
    r = next;
  }
  throw new RangeError(`no settled reward within ${SETTLE_MAX_STEPS} steps: ${reward} − ${withheld} − ${refunded}`);
}

/**
 * 報酬 / 源泉徴収税額 / 手数料 / 受取額 of a contract once the salon has been refunded `refunded` in all:
 * the one arithmetic the server transfers by (functions/src/features/money/fees.ts contractFee) and
 * the admin console previews with (docs/product/money.md#partial-refund-by-an-admin). Without
 * withholding (`withheld` 0): the fee at `rate` on reward − refunded. With it: paid = reward −
 * withheld − refunded (what the card finally paid), the reward r' = settledReward (paid plus the tax
 * on r'), the tax withholdingTax(r'), the fee floor(r' × rate) (never above paid) and payout = paid −
 * fee. Nothing refunded: exactly the figures of 採用.
 */
export function settledPayout(reward: number, rate: number, withheld: number, refunded = 0): FeeBreakdown {
  if (!withheld) return feeBreakdown(Math.max(0, reward - refunded), rate);
  const settled = settledReward(reward, withheld, refunded);
  const paid = Math.max(0, reward - withheld - refunded);
  const b = feeBreakdown(settled, rate);
  const fee = Math.min(b.fee, paid);
  return { ...b, withheld: withholdingTax(settled), fee, payout: paid - fee };
}

/**
 * The withholding a document states once the deal settled on `reward` (the reward less refunds, as
 * settledPayout answers it): the one frozen at 採用 when nothing went back, else the tax, base and rate
 * of the settled reward (docs/product/law.md#withholding-源泉徴収). Null without withholding.
 */
export const settledWithholding = (frozen: Withholding | null | undefined, reward: number): Withholding | null =>
  !frozen ? null : frozen.base === reward ? frozen : withholdingOf(reward);
