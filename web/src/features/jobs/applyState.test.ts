/** Why 応募する is disabled: already applied (by status, a cancelled contract too), stopped, filled or kept closed, past the deadline. */
import type { Job } from '@common/marketplace';
import { applyState } from './applyState';

const NOW = new Date('2026-06-10T03:00:00Z'); // 12:00 in Japan

const job = (patch: Partial<Job> = {}): Job =>
  ({ status: 'published', applicationDeadline: '2026-06-10', myApplication: null, ...patch }) as Job;

describe('applyState', () => {
  it('allows applying to an open job until the end of its deadline day (JST)', () => {
    expect(applyState(job(), NOW)).toEqual({ canApply: true });
    // 23:30 JST on the deadline is still the deadline day.
    expect(applyState(job(), new Date('2026-06-10T14:30:00Z'))).toEqual({ canApply: true });
    expect(applyState(job(), new Date('2026-06-10T15:30:00Z'))).toEqual({ canApply: false, reason: '応募締切日を過ぎています' });
  });

  it('explains a stopped or filled job', () => {
    expect(applyState(job({ status: 'stopped' }), NOW)).toEqual({ canApply: false, reason: 'この案件は募集を停止しています' });
    expect(applyState(job({ status: 'closed' }), NOW)).toEqual({
      canApply: false,
      reason: '募集人数に達したため、募集を終了しました',
    });
  });

  it('names the state of the worker’s own application first', () => {
    const mine = (status: 'pending' | 'accepted' | 'declined' | 'withdrawn') =>
      applyState(job({ status: 'closed', myApplication: { status, createdAt: '2026-06-01T00:00:00Z' } }), NOW);
    expect(mine('pending')).toEqual({ canApply: false, reason: 'この案件には応募済みです。選考結果をお待ちください' });
    expect(mine('accepted')).toEqual({ canApply: false, reason: 'この案件に採用されました' });
    expect(mine('declined')).toEqual({ canApply: false, reason: 'この案件は今回は採用が見送られました' });
    expect(mine('withdrawn')).toEqual({ canApply: false, reason: '応募を取り下げた案件には再応募できません' });
  });

  it('says so when the worker’s contract was cancelled, or when the job is kept closed with a free place', () => {
    const cancelled = job({ status: 'closed', myApplication: { status: 'cancelled', createdAt: '2026-06-01T00:00:00Z' } });
    expect(applyState(cancelled, NOW)).toEqual({ canApply: false, reason: 'この案件の契約はキャンセルされました' });
    expect(applyState(job({ status: 'closed', acceptedCount: 0, capacity: 1 }), NOW)).toEqual({
      canApply: false,
      reason: 'この案件は募集を締め切っています',
    });
    expect(applyState(job({ status: 'closed', acceptedCount: 1, capacity: 1 }), NOW)).toEqual({
      canApply: false,
      reason: '募集人数に達したため、募集を終了しました',
    });
  });
});
