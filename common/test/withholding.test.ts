/**
 * 源泉徴収 on a photographer's reward (common/src/withholding.ts, docs/product/law.md#withholding-源泉徴収):
 * 10.21 % up to 1,000,000円, 20.42 % of the excess plus 102,100円 above it, fractions of a yen cut.
 */
import { feeBreakdown } from '../src/fees';
import { JOB_LIMITS } from '../src/schemas/marketplace';
import {
  WITHHOLDING_AT_THRESHOLD,
  WITHHOLDING_THRESHOLD,
  chargedAmount,
  withWithholding,
  withholdingOf,
  withholdingRateText,
  withholdingTax,
} from '../src/withholding';

describe('withholding tax', () => {
  test.each([
    // base, tax
    [10_000, 1_021],
    [15_000, 1_531], // 1,531.5 -> 1,531
    [1_000, 102], // 102.1 -> 102
    [1_001, 102], // 102.2021 -> 102
    [1_009, 103], // 103.0189 -> 103
    [9, 0], // 0.9189 -> 0
    [10, 1], // 1.021 -> 1
    [0, 0],
    [33_333, 3_403], // 3,403.2993 -> 3,403
    [999_999, 102_099], // 102,099.8979 -> 102,099
    [1_000_000, 102_100],
    [1_000_001, 102_100], // 102,100 + floor(0.2042)
    [1_000_004, 102_100], // 102,100 + floor(0.8168)
    [1_000_005, 102_101], // 102,100 + floor(1.021)
    [1_500_000, 204_200], // 102,100 + 102,100
    [2_000_000, 306_300],
    [JOB_LIMITS.rewardMax, 1_939_900], // 102,100 + 9,000,000 x 20.42 %
  ])('%i円: %i円', (base, tax) => {
    expect(withholdingTax(base)).toBe(tax);
  });

  test('the two rates meet at the threshold, and the tax never falls as the payment grows', () => {
    expect(WITHHOLDING_THRESHOLD).toBe(1_000_000);
    expect(WITHHOLDING_AT_THRESHOLD).toBe(102_100);
    const wrong: number[] = [];
    let last = -1;
    for (let base = 990_000; base <= 1_010_000; base += 1) {
      const tax = withholdingTax(base);
      // Never above the exact figure, never a yen below it (fractions are cut, not rounded).
      const exact = base <= 1_000_000 ? (base * 1021) / 10_000 : ((base - 1_000_000) * 2042) / 10_000 + 102_100;
      if (!Number.isInteger(tax) || tax < last || tax > exact + 1e-9 || exact - tax >= 1) wrong.push(base);
      last = tax;
    }
    expect(wrong).toEqual([]);
  });

  test('integer arithmetic: no floating-point residue moves a yen', () => {
    // 0.1021 x 100 = 10.209999999999999 in floating point; the tax is 10.
    expect(withholdingTax(100)).toBe(10);
    expect(withholdingTax(10_000_000 - 1)).toBe(1_939_899); // 1,939,899.7958 -> 1,939,899
  });

  test.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (base) => {
    expect(() => withholdingTax(base)).toThrow(RangeError);
  });

  test('what a contract freezes: amount, base and the rate in words', () => {
    expect(withholdingOf(10_000)).toEqual({ amount: 1_021, base: 10_000, rate: '10.21%' });
    expect(withholdingOf(1_500_000)).toEqual({ amount: 204_200, base: 1_500_000, rate: '10.21%（100万円を超える部分は20.42%）' });
    expect(withholdingRateText(1_000_000)).toBe('10.21%');
  });

  test('the salon is charged the reward less the tax', () => {
    expect(chargedAmount(10_000, { amount: 1_021 })).toBe(8_979);
    expect(chargedAmount(10_000, null)).toBe(10_000);
    expect(chargedAmount(10_000, undefined)).toBe(10_000);
  });
});

describe('the payout with withholding', () => {
  test('payout = reward − withheld − fee, the fee on the reward', () => {
    expect(withWithholding(feeBreakdown(10_000, 0.1), 1_021)).toEqual({
      reward: 10_000,
      fee: 1_000,
      payout: 7_979,
      rate: 0.1,
      withheld: 1_021,
    });
    expect(withWithholding(feeBreakdown(1_500_000, 0.1), 204_200)).toEqual({
      reward: 1_500_000,
      fee: 150_000,
      payout: 1_145_800,
      rate: 0.1,
      withheld: 204_200,
    });
  });

  test('without withholding the breakdown is unchanged (no withheld field)', () => {
    const b = feeBreakdown(15_000, 0.1);
    expect(withWithholding(b, 0)).toBe(b);
  });

  test('a reward nothing was refunded of: the fee never exceeds what the charge carries', () => {
    // Only a fee rate far above the tax could reach it; the payout is then 0, never negative.
    const tiny = withWithholding({ reward: 1_022, fee: 1_000, payout: 22, rate: 0.5 }, 1_021);
    expect(tiny).toEqual({ reward: 1_022, fee: 1, payout: 0, rate: 0.5, withheld: 1_021 });
  });

  test('fee + payout + withheld is the reward whenever the charge can carry it', () => {
    for (const rate of [0, 0.1, 0.5]) {
      for (let reward = 1_000; reward <= 60_000; reward += 997) {
        const w = withholdingTax(reward);
        const b = withWithholding(feeBreakdown(reward, rate), w);
        expect(b.fee + b.payout + w).toBe(reward);
        expect(b.fee).toBe(feeBreakdown(reward, rate).fee);
        expect(b.payout).toBeGreaterThan(0);
      }
    }
  });

  test.each([-1, 0.5])('refuses a withheld amount of %p', (w) => {
    expect(() => withWithholding(feeBreakdown(1_000, 0.1), w)).toThrow(RangeError);
  });
});
