/**
 * groupDigits / formatYen (common/src/digits.ts) write numbers exactly as toLocaleString('ja-JP')
 * does, without initialising ICU for whole numbers (docs/performance.md).
 */
import fc from 'fast-check';
import { groupDigits } from '../../src/digits';
import { formatYen } from '../../src/marketplace';
import { SEED_RUNS, check, logSeeds } from './seed';

logSeeds('common/test/property/digits.property.test.ts');

describe.each(SEED_RUNS)('digit grouping ($label seed $seed)', (run) => {
  test('every safe integer is written as toLocaleString("ja-JP") writes it', () =>
    check(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.maxSafeInteger(),
          fc.maxSafeInteger().map((n) => -n),
          fc.integer({ min: -1e15, max: 1e15 }),
        ),
        (n) => {
          expect(groupDigits(n)).toBe(n.toLocaleString('ja-JP'));
          expect(formatYen(n)).toBe(`${n.toLocaleString('ja-JP')}円`);
        },
      ),
      run,
      300,
    ));

  test('other numbers fall back to toLocaleString', () =>
    check(
      fc.property(fc.double({ noNaN: true }), (n) => {
        expect(groupDigits(n)).toBe(n.toLocaleString('ja-JP'));
      }),
      run,
      200,
    ));
});

test('grouping examples', () => {
  expect(formatYen(15000)).toBe('15,000円');
  expect(groupDigits(999)).toBe('999');
  expect(groupDigits(1000)).toBe('1,000');
  expect(groupDigits(-1234567)).toBe('-1,234,567');
});
