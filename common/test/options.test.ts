/**
 * Option lists (docs/product/entities.md#option-lists): 100 years ascending to this year, 1-60, 1-31,
 * days per month with leap years.
 */
import {
  CLASSIFY_OPTIONS,
  DAYS_1_TO_31,
  MONTHS,
  NUMBERS_1_TO_60,
  SEX_OPTIONS,
  dayOptions,
  daysInMonth,
  yearOptions,
} from '../src/options';

describe('yearOptions', () => {
  it('lists 100 years in ascending order, ending at the current year', () => {
    const years = yearOptions(new Date(2025, 5, 15));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1926);
    expect(years[99]).toBe(2025);
    expect(years.every((y, i) => i === 0 || y === years[i - 1] + 1)).toBe(true);
  });

  it('uses the current year by default', () => {
    const years = yearOptions();
    expect(years).toHaveLength(100);
    expect(years[99]).toBe(new Date().getFullYear());
  });

  it('counts in local time: 1 January still belongs to the new year', () => {
    expect(yearOptions(new Date(2030, 0, 1, 0, 0, 1)).at(-1)).toBe(2030);
  });
});

describe('daysInMonth / dayOptions', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2025, 1, 31],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    const options = dayOptions(year, month);
    expect(options).toHaveLength(days);
    expect(options[0]).toBe(1);
    expect(options.at(-1)).toBe(days);
  });
});

describe('number lists and labelled options', () => {
  it('1-60, 1-12 and 1-31 in order', () => {
    expect(NUMBERS_1_TO_60).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(DAYS_1_TO_31).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it('labels sex and classification in Japanese', () => {
    expect(SEX_OPTIONS).toEqual([
      { value: 'male', label: '男性' },
      { value: 'female', label: '女性' },
    ]);
    expect(CLASSIFY_OPTIONS).toEqual([
      { value: 'individual', label: 'フリーランス' },
      { value: 'corporation', label: '法人' },
    ]);
  });
});
