/**
 * The payment deadline's stages, who can act and the salon's words (docs/product/law.md#the-deadline-kept):
 * pure functions of JST dates.
 */
import {
  CLIENT_LAW_TEXT,
  clientDeadlineNoticeText,
  deadlineActor,
  deadlineMonthDayJa,
  deadlineNoticeText,
  deadlineStageOn,
  isClientToldOf,
  isLaterStage,
  type DeadlineWait,
} from '../src/deadlineAlert';

describe('deadline stages', () => {
  it('nothing 8 days before, week from 7 days before to the day before, due from the day itself', () => {
    expect(deadlineStageOn('2026-12-01', '2026-11-23')).toBeNull();
    expect(deadlineStageOn('2026-12-01', '2026-11-24')).toBe('week');
    expect(deadlineStageOn('2026-12-01', '2026-11-30')).toBe('week');
    expect(deadlineStageOn('2026-12-01', '2026-12-01')).toBe('due');
    expect(deadlineStageOn('2026-12-01', '2027-01-15')).toBe('due');
    // Across a year's turn.
    expect(deadlineStageOn('2027-01-03', '2026-12-27')).toBe('week');
    expect(isLaterStage('due', 'week')).toBe(true);
    expect(isLaterStage('week', 'due')).toBe(false);
    expect(isLaterStage('due', 'due')).toBe(false);
  });

  it('who can act, and the salon told only for her own step', () => {
    const cases: [DeadlineWait, 'client' | 'worker' | null, string, boolean][] = [
      ['payment', null, 'client', true],
      ['acceptance', null, 'client', true],
      ['cancel_request', 'worker', 'client', true],
      ['cancel_request', 'client', 'worker', false],
      ['delivery', null, 'worker', false],
      ['account', null, 'worker', false],
      ['hold', null, 'operator', false],
      ['transfer', null, 'operator', false],
    ];
    for (const [wait, by, actor, told] of cases) {
      expect(deadlineActor(wait, by)).toBe(actor);
      expect(isClientToldOf(wait, deadlineActor(wait, by))).toBe(told);
    }
  });

  it("the salon's words: M月D日, the law, her step; stronger on the day and after", () => {
    expect(deadlineMonthDayJa('2026-01-05')).toBe('1月5日');
    const week = clientDeadlineNoticeText('撮影', '2026-12-01', 'payment', 3);
    expect(week.title).toBe('報酬の支払期日（12月1日）が近づいています');
    expect(week.body).toBe(
      `「撮影」の報酬について、支払期日は12月1日です。${CLIENT_LAW_TEXT}仮払いがまだ完了していません。契約ページから仮払いを済ませてください。`,
    );
    const day = clientDeadlineNoticeText('撮影', '2026-12-01', 'acceptance', 0);
    expect(day.title).toBe('本日が報酬の支払期日（12月1日）です');
    expect(day.body).toContain('本日中にご対応ください。');
    const past = clientDeadlineNoticeText('撮影', '2026-12-01', 'cancel_request', -1);
    expect(past.title).toBe('報酬の支払期日（12月1日）を過ぎています');
    expect(past.body).toContain('至急ご対応ください。');
    expect(past.body).toContain('キャンセル申請にまだ回答していません');
  });

  it("the worker's step only on the day, and only when it is hers", () => {
    const ask = '至急、契約ページから納品してください。';
    expect(deadlineNoticeText('撮影', '2026-12-01', 'delivery', 3, { stage: 'week', actor: 'worker' }).body).not.toContain(ask);
    expect(deadlineNoticeText('撮影', '2026-12-01', 'delivery', 0, { stage: 'due', actor: 'worker' }).body).toContain(ask);
    expect(deadlineNoticeText('撮影', '2026-12-01', 'acceptance', 0, { stage: 'due', actor: 'client' }).body).toBe(
      '「撮影」の報酬の支払期日は2026年12月1日です。現在、発注者の検収を待っています。運営が状況を確認しています。',
    );
  });
});
