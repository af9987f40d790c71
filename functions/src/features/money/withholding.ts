/**
 * Whether a contract withholds income tax (源泉徴収), decided once at 採用 and frozen on the contract
 * (docs/product/law.md#withholding-源泉徴収): the salon marked the job 源泉徴収あり and the worker is an
 * individual. A worker whose profile says 法人 (classify 'corporation') is never withheld on: the
 * photography fee is withheld on only when paid to an individual (所得税法 204条1項). A worker without
 * a profile reads as an individual (the job said 源泉徴収あり). The arithmetic is common/src/withholding.ts.
 */
import type { FeeBreakdown } from '@common/marketplace';
import type { Classify } from '@common/options';
import { withWithholding, withholdingOf, withholdingTax, type Withholding } from '@common/withholding';
import { feeForJob } from './fees';

export function contractWithholding(
  job: { reward: number; withholding?: boolean },
  worker: { classify?: Classify } | null | undefined,
): Withholding | null {
  if (job.withholding !== true || worker?.classify === 'corporation') return null;
  const w = withholdingOf(job.reward);
  return w.amount > 0 ? w : null;
}

/**
 * 報酬 / 源泉徴収税額 / 手数料 / 受取額 of a job at today's rate, as an individual worker would be paid
 * (a 法人 is not withheld on; the job page says so).
 */
export const jobFee = (job: { reward: number; withholding?: boolean }): FeeBreakdown =>
  job.withholding === true ? withWithholding(feeForJob(job.reward), withholdingTax(job.reward)) : feeForJob(job.reward);
