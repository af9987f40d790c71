/** Whether the worker may apply to a job now, and if not, why (shown under the disabled 応募する button). */
import type { Job } from '@common/marketplace';
import { todayJst } from '@common/dates';

export type ApplyState = { canApply: true } | { canApply: false; reason: string };

export function applyState(job: Job, now = new Date()): ApplyState {
  const mine = job.myApplication;
  if (mine) {
    if (mine.status === 'pending') return { canApply: false, reason: 'この案件には応募済みです。選考結果をお待ちください' };
    if (mine.status === 'accepted') return { canApply: false, reason: 'この案件に採用されました' };
    if (mine.status === 'declined') return { canApply: false, reason: 'この案件は今回は採用が見送られました' };
    if (mine.status === 'not_selected') return { canApply: false, reason: '募集人数に達したため、今回は見送りとなりました' };
    if (mine.status === 'cancelled') return { canApply: false, reason: 'この案件の契約はキャンセルされました' };
    return { canApply: false, reason: '応募を取り下げた案件には再応募できません' };
  }
  if (job.status === 'stopped') return { canApply: false, reason: 'この案件は募集を停止しています' };
  // Closed by the deal timers once the deadline passed (docs/product/states.md#deadline-close).
  if (job.status === 'closed' && job.closedReason === 'deadline') return { canApply: false, reason: '応募締切日を過ぎています' };
  if (job.status === 'closed') {
    // Closed with a free place: a cancellation freed it and the client has not reopened the job.
    const reason =
      job.acceptedCount < job.capacity ? 'この案件は募集を締め切っています' : '募集人数に達したため、募集を終了しました';
    return { canApply: false, reason };
  }
  if (job.applicationDeadline < todayJst(now)) return { canApply: false, reason: '応募締切日を過ぎています' };
  return { canApply: true };
}
