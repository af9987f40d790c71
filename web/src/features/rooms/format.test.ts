/** Japanese times of the rooms (JST) and the contract bar's hints. */
import { dayKey, formatDay, formatListTime, formatTime } from './format';
import { roomHint } from './hints';

describe('room times', () => {
  it('formats days with the weekday and times as HH:mm in Japan time', () => {
    // 2026-11-22T15:30Z is 2026-11-23 00:30 in Japan, a Monday.
    expect(formatDay('2026-11-22T15:30:00.000Z')).toBe('2026年11月23日（月）');
    expect(dayKey('2026-11-22T15:30:00.000Z')).toBe('2026-11-23');
    expect(formatTime('2026-11-22T15:30:00.000Z')).toBe('00:30');
    expect(formatTime('2026-11-23T00:05:00.000Z')).toBe('09:05');
  });

  it('shows today as a time, other days as a date', () => {
    const now = new Date('2026-11-23T03:00:00.000Z');
    expect(formatListTime('2026-11-23T00:05:00.000Z', now)).toBe('09:05');
    expect(formatListTime('2026-11-22T14:59:00.000Z', now)).toBe('11月22日');
    expect(formatListTime('2025-12-31T01:00:00.000Z', now)).toBe('2025年12月31日');
    expect(formatListTime('not a date', now)).toBe('');
  });
});

describe('the contract bar hint', () => {
  it('asks the viewer for what is theirs to do', () => {
    expect(roomHint({ contractStatus: 'awaiting_payment', actions: ['cancel'] }, 'client').text).toBe('仮払いをお願いします');
    expect(roomHint({ contractStatus: 'delivered', actions: ['complete', 'request_revision'] }, 'client').text).toBe(
      '納品物を確認して検収してください',
    );
    expect(roomHint({ contractStatus: 'cancel_requested', actions: ['accept_cancel', 'refuse_cancel'] }, 'worker')).toEqual({
      text: 'キャンセル申請への回答をお願いします',
      tone: 'action',
    });
  });

  it('tells them what they wait for otherwise', () => {
    expect(roomHint({ contractStatus: 'awaiting_payment', actions: ['cancel'] }, 'worker')).toEqual({
      text: '仮払いをお待ちください',
      tone: 'wait',
    });
    expect(roomHint({ contractStatus: 'in_progress', actions: ['request_cancel'] }, 'client').text).toBe('納品をお待ちください');
    expect(roomHint({ contractStatus: 'delivered', actions: ['request_cancel'] }, 'worker').text).toBe('検収をお待ちください');
    expect(roomHint({ contractStatus: 'cancelled', actions: [] }, 'client').tone).toBe('cancelled');
  });

  it('names a pending 修正依頼 on both sides', () => {
    const room = { contractStatus: 'in_progress' as const, revisionRequested: true };
    expect(roomHint({ ...room, actions: ['deliver', 'request_cancel'] }, 'worker')).toEqual({
      text: '修正して、あらためて納品してください',
      tone: 'action',
    });
    expect(roomHint({ ...room, actions: ['request_cancel'] }, 'client')).toEqual({
      text: '修正版の納品をお待ちください',
      tone: 'wait',
    });
  });
});
