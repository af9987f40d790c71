/** Option lists (docs/product/entities.md#option-lists). Labels are what users see; values are what is stored. */
export type Classify = 'individual' | 'corporation';
export type Sex = 'male' | 'female';
export type UserType = 'client' | 'worker';

export const CLASSIFY_OPTIONS: ReadonlyArray<{ value: Classify; label: string }> = [
  { value: 'individual', label: 'フリーランス' },
  { value: 'corporation', label: '法人' },
];

export const SEX_OPTIONS: ReadonlyArray<{ value: Sex; label: string }> = [
  { value: 'male', label: '男性' },
  { value: 'female', label: '女性' },
];

/** 100 years counting back from the current year (inclusive), in ascending order. */
export function yearOptions(now: Date = new Date(), count = 100): number[] {
  const current = now.getFullYear();
  return Array.from({ length: count }, (_, i) => current - count + 1 + i);
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const NUMBERS_1_TO_60 = range(1, 60);
export const MONTHS = range(1, 12);
export const DAYS_1_TO_31 = range(1, 31);

/** Days that exist in the given month (handles leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function dayOptions(year: number, month: number): number[] {
  return range(1, daysInMonth(year, month));
}
