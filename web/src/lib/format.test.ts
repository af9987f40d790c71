import { daysUntil, deadlineHint, formatDateJa, formatDateTimeJa, formatPercent, formatYen } from './format';

describe('marketplace formatting', () => {
  it('formats calendar dates and timestamps the Japanese way, in Japan time', () => {
    expect(formatDateJa('2026-12-01')).toBe('2026年12月1日');
    // 16:00 UTC on 30 Nov is already 1 Dec in Japan.
    expect(formatDateJa('2026-11-30T16:00:00.000Z')).toBe('2026年12月1日');
    expect(formatDateTimeJa('2026-11-30T16:05:00.000Z')).toBe('2026年12月1日 01:05');
    expect(formatDateJa('')).toBe('');
    expect(formatDateJa('not a date')).toBe('');
  });

  it('formats yen with separators', () => {
    expect(formatYen(1234567)).toBe('1,234,567円');
  });

  it('counts days to a deadline from today in Japan', () => {
    const now = new Date('2026-03-10T15:30:00.000Z'); // 11 Mar 00:30 JST
    expect(daysUntil('2026-03-11', now)).toBe(0);
    expect(deadlineHint('2026-03-11', now)).toBe('本日締切');
    expect(deadlineHint('2026-03-16', now)).toBe('あと5日');
    expect(deadlineHint('2026-03-10', now)).toBe('締切済み');
  });

  it('formats a fee rate as a percentage', () => {
    expect(formatPercent(0.1)).toBe('10%');
    expect(formatPercent(0.085)).toBe('8.5%');
    expect(formatPercent(0.0001)).toBe('0.01%');
    expect(formatPercent(0.29)).toBe('29%');
    expect(formatPercent(0)).toBe('0%');
  });
});
