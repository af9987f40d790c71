import { DEFAULT_PLATFORM_FEE_RATE, MAX_PLATFORM_FEE_RATE, feeBreakdown, isValidFeeRate, parseFeeRate } from '../src/fees';
import { JOB_LIMITS } from '../src/schemas/marketplace';

describe('platform fee', () => {
  test('the default is 10 % and the cap 50 %', () => {
    expect(DEFAULT_PLATFORM_FEE_RATE).toBe(0.1);
    expect(MAX_PLATFORM_FEE_RATE).toBe(0.5);
  });

  test.each([
    // reward, rate, fee, payout
    [10_000, 0.1, 1_000, 9_000],
    [1_000, 0.1, 100, 900],
    [1_234, 0.1, 123, 1_111], // 123.4 -> 123: rounded down, in the worker's favour
    [1_239, 0.1, 123, 1_116], // 123.9 -> 123
    [1, 0.1, 0, 1], // the smallest rewards pay no fee
    [9, 0.1, 0, 9],
    [10, 0.1, 1, 9],
    [0, 0.1, 0, 0],
    [100, 0.29, 29, 71], // 0.29 x 100 is 28.999999999999996 in floating point; still 29
    [100, 0.07, 7, 93],
    [999, 0.085, 84, 915], // 84.915 -> 84
    [12_345, 0, 0, 12_345],
    [12_345, 0.5, 6_172, 6_173], // 6172.5 -> 6172
  ])('reward %i at rate %d: fee %i, payout %i', (reward, rate, fee, payout) => {
    expect(feeBreakdown(reward, rate)).toEqual({ reward, fee, payout, rate });
  });

  test('the largest reward a job may carry', () => {
    const reward = JOB_LIMITS.rewardMax;
    expect(reward).toBe(10_000_000);
    expect(feeBreakdown(reward, 0.1)).toEqual({ reward, fee: 1_000_000, payout: 9_000_000, rate: 0.1 });
    expect(feeBreakdown(reward - 1, 0.1)).toEqual({ reward: 9_999_999, fee: 999_999, payout: 9_000_000, rate: 0.1 });
    expect(feeBreakdown(reward, 0.5)).toEqual({ reward, fee: 5_000_000, payout: 5_000_000, rate: 0.5 });
    expect(feeBreakdown(JOB_LIMITS.rewardMin, 0.1)).toEqual({ reward: 1_000, fee: 100, payout: 900, rate: 0.1 });
  });

  test('fee + payout is always the reward, in whole yen, fee never above the rate', () => {
    for (const rate of [0, 0.03, 0.1, 0.125, 0.2999, 0.5]) {
      for (let reward = 0; reward <= 2_000; reward += 7) {
        const b = feeBreakdown(reward, rate);
        expect(Number.isInteger(b.fee) && Number.isInteger(b.payout)).toBe(true);
        expect(b.fee + b.payout).toBe(reward);
        expect(b.fee).toBeLessThanOrEqual(reward * rate + 1e-9);
        expect(b.fee).toBeGreaterThan(reward * rate - 1);
      }
    }
  });

  test.each([-0.01, 0.5001, 0.51, 1, 10, NaN, Infinity, -Infinity, 0.00001, 0.10005])('rate %d is refused', (rate) => {
    expect(isValidFeeRate(rate)).toBe(false);
    expect(() => feeBreakdown(1_000, rate)).toThrow(RangeError);
  });

  test.each([0, 0.0001, 0.1, 0.085, 0.4999, 0.5])('rate %d is accepted', (rate) => {
    expect(isValidFeeRate(rate)).toBe(true);
  });

  test.each([-1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER])('reward %d is refused', (reward) => {
    expect(() => feeBreakdown(reward, 0.1)).toThrow(RangeError);
  });

  test('a rate from the environment', () => {
    expect(parseFeeRate('0.1')).toBe(0.1);
    expect(parseFeeRate(' 0.085 ')).toBe(0.085);
    expect(parseFeeRate('0')).toBe(0);
    expect(parseFeeRate('0.5')).toBe(0.5);
    for (const bad of ['', '10%', '10', '0.6', '-0.1', '1e-1', 'abc', '0.1.2', '0.00001']) {
      expect(() => parseFeeRate(bad)).toThrow(/fee rate must be a fraction from 0 to 0.5/);
    }
  });
});
