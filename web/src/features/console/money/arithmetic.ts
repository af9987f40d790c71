/**
 * A partial refund's check and figures (docs/product/money.md#partial-refund-by-an-admin), with the
 * server's messages and the server's own arithmetic (common/src/withholding.ts settledPayout: the fee
 * at the contract's rate; with withholding, the reward the card's payment settles and its own tax), so
 * the preview is what will be transferred.
 */
import { PARTIAL_REFUND_AMOUNT_TYPE, partialRefundTooLarge, type MoneyQueueItem } from '@common/admin';
import { isValidFeeRate } from '@common/fees';
import { settledPayout } from '@common/withholding';
import type { FeeBreakdown } from '@common/marketplace';
import { parseNumber } from '../../../lib/forms/yen';

/** The amount typed, read as the server will check it: whole yen, 1 ≤ amount ≤ maxPartialRefund (< paid − refunded). */
export function checkPartialAmount(text: string, max: number | null): { amount: number } | { error: string } {
  const n = parseNumber(text);
  if (n === undefined || !Number.isSafeInteger(n) || n < 1) return { error: PARTIAL_REFUND_AMOUNT_TYPE };
  if (max === null || n > max) return { error: partialRefundTooLarge(Math.max(0, max ?? 0)) };
  return { amount: n };
}

/**
 * The worker's side once `refunded` in all went back to the client: 報酬 / 源泉徴収税額 (when the contract
 * withholds: `item.withheld` is the tax of 採用, the answer the settled one) / 手数料 / 受取額.
 */
export function payoutAfter(item: MoneyQueueItem, refunded: number): FeeBreakdown | null {
  if (!isValidFeeRate(item.feeRate)) return null;
  return settledPayout(item.reward, item.feeRate, item.withheld ?? 0, refunded);
}

export interface PartialRefundFigures {
  amount: number;
  /** Refunded in all once it lands (earlier refunds outside the app included). */
  refunded: number;
  payout: FeeBreakdown | null;
}

export const partialRefundFigures = (item: MoneyQueueItem, amount: number): PartialRefundFigures => ({
  amount,
  refunded: item.refunded + amount,
  payout: payoutAfter(item, item.refunded + amount),
});
