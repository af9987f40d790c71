/**
 * 源泉徴収 after a refund (common/src/withholding.ts settledReward / settledPayout,
 * docs/product/money.md#withholding): what the salon finally pays for the work is what her card finally
 * paid plus the tax she withholds on it, r' = paid + withholdingTax(r'). With nothing refunded every
 * figure is the one of 採用; after a refund the tax, the fee and the payout follow r'.
 */
import fc from 'fast-check';
import { feeBreakdown } from '../src/fees';
import { JOB_LIMITS } from '../src/schemas/marketplace';
import {
  SETTLE_MAX_STEPS,
  WITHHOLDING_THRESHOLD,
  settledPayout,
  settledReward,
  settledWithholding,
  withWithholding,
  withholdingOf,
  withholdingTax,
} from '../src/withholding';
import { SEED_RUNS, check, logSeeds } from './property/seed';

logSeeds('common/test/settledWithholding.test.ts');

/** How many steps the iteration takes (the function's own loop, counted). */
function stepsOf(reward: number, refunded: number): number {
  const paid = Math.max(0, reward - withholdingTax(reward) - refunded);
  let r = Math.max(paid, reward - refunded);
  for (let n = 0; ; n++) {
    const next = paid + withholdingTax(r);
    if (next === r) return n;
    r = next;
  }
}

describe('settledReward', () => {
  test('the worked example: 30,000円, 5,000円 refunded -> 24,431円 (tax 2,494円, the card paid 21,937円)', () => {
    expect(settledReward(30_000, 3_063, 5_000)).toBe(24_431);
    expect(withholdingTax(24_431)).toBe(2_494);
    expect(24_431 - 2_494).toBe(30_000 - 3_063 - 5_000);
  });

  test('nothing refunded: the reward itself, for every reward from 1 to 2,000,000円 sampled and around 1,000,000円', () => {
    const wrong: number[] = [];
    const at = (reward: number) => {
      if (settledReward(reward, withholdingTax(reward), 0) !== reward) wrong.push(reward);
    };
    for (let reward = 1; reward <= 2_000_000; reward += 7) at(reward);
    for (let reward = WITHHOLDING_THRESHOLD - 20_000; reward <= WITHHOLDING_THRESHOLD + 20_000; reward += 1) at(reward);
    for (const reward of [0, 1, 9, 10, 2_000_000, JOB_LIMITS.rewardMax]) at(reward);
    expect(wrong).toEqual([]);
  });

  test('the answer pays exactly what the card paid, and is the largest such reward up to reward − refunded', () => {
    const wrong: string[] = [];
    for (const reward of [1_000, 10_000, 30_000, 999_999, 1_000_000, 1_000_005, 1_200_000, JOB_LIMITS.rewardMax]) {
      const withheld = withholdingTax(reward);
      for (const refunded of [1, 2, 3, 10, 999, 5_000, Math.floor((reward - withheld) / 2), reward - withheld - 1]) {
        if (refunded < 1 || refunded >= reward - withheld) continue;
        const paid = reward - withheld - refunded;
        const r = settledReward(reward, withheld, refunded);
        const ok = r - withholdingTax(r) === paid && r <= reward - refunded && r + 1 - withholdingTax(r + 1) > paid;
        if (!ok) wrong.push(`${reward}/${refunded} -> ${r}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a refund of the whole charge settles nothing', () => {
    expect(settledReward(30_000, 3_063, 26_937)).toBe(0);
    expect(settledPayout(30_000, 0.1, 3_063, 26_937)).toEqual({ reward: 0, fee: 0, payout: 0, rate: 0.1, withheld: 0 });
  });

  test(`the loop is bounded and never near its bound (${SETTLE_MAX_STEPS} steps)`, () => {
    let most = 0;
    for (const reward of [1_000, 30_000, 999_999, 1_000_001, 5_000_000, JOB_LIMITS.rewardMax]) {
      const charge = reward - withholdingTax(reward);
      for (let refunded = 1; refunded < charge; refunded = Math.ceil(refunded * 1.7))
        most = Math.max(most, stepsOf(reward, refunded));
    }
    expect(most).toBeLessThan(20);
    // Even a reward no job may have converges well within the bound.
    const huge = 2 ** 40;
    const r = settledReward(huge, withholdingTax(huge), 123_456_789);
    expect(r - withholdingTax(r)).toBe(huge - withholdingTax(huge) - 123_456_789);
    expect(stepsOf(huge, 123_456_789)).toBeLessThan(SETTLE_MAX_STEPS / 2);
  });

  test.each([
    [-1, 0, 0],
    [1.5, 0, 0],
    [1_000, Number.NaN, 0],
    [1_000, 102, -1],
  ])('refuses %p / %p / %p', (reward, withheld, refunded) => {
    expect(() => settledReward(reward, withheld, refunded)).toThrow(RangeError);
  });

  test.each(SEED_RUNS)(
    'property ($label seed): r − tax(r) = paid, r never above reward − refunded, and monotone',
    async (run) => {
      await check(
        fc.property(
          fc.integer({ min: 1, max: JOB_LIMITS.rewardMax }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (reward, share) => {
            const withheld = withholdingTax(reward);
            const charge = reward - withheld;
            const refunded = Math.min(charge, Math.floor(share * charge));
            const paid = charge - refunded;
            const r = settledReward(reward, withheld, refunded);
            expect(r - withholdingTax(r)).toBe(paid);
            expect(r).toBeLessThanOrEqual(reward - refunded);
            expect(r).toBeGreaterThanOrEqual(paid);
            // A yen more refunded never settles a larger reward.
            if (refunded < charge) expect(settledReward(reward, withheld, refunded + 1)).toBeLessThan(r);
          },
        ),
        run,
        500,
      );
    },
  );
});

describe('settledPayout', () => {
  test('the worked example: 30,000円 at 10 %, 5,000円 refunded', () => {
    expect(settledPayout(30_000, 0.1, 3_063, 5_000)).toEqual({
      reward: 24_431,
      withheld: 2_494,
      fee: 2_443,
      payout: 19_494,
      rate: 0.1,
    });
    // Refund + fee + transfer is the charge: the platform keeps nothing of the tax.
    expect(5_000 + 2_443 + 19_494).toBe(26_937);
  });

  test('nothing refunded: the figures of 採用', () => {
    for (const rate of [0, 0.1, 0.085, 0.5]) {
      for (const reward of [1_000, 30_000, 1_000_000, 1_500_000]) {
        const w = withholdingTax(reward);
        expect(settledPayout(reward, rate, w, 0)).toEqual(withWithholding(feeBreakdown(reward, rate), w));
      }
    }
  });

  test('without withholding nothing changes: the fee on reward − refunded, no withheld field', () => {
    expect(settledPayout(30_000, 0.1, 0, 5_000)).toEqual({ reward: 25_000, fee: 2_500, payout: 22_500, rate: 0.1 });
    expect(settledPayout(30_000, 0.1, 0)).toEqual(feeBreakdown(30_000, 0.1));
  });

  test('above 1,000,000円: the settled reward may fall below the threshold, the rate follows it', () => {
    const reward = 1_200_000;
    const w = withholdingTax(reward); // 142,940
    const p = settledPayout(reward, 0.1, w, 300_000);
    expect(p.reward - (p.withheld ?? 0)).toBe(reward - w - 300_000);
    expect(p.withheld).toBe(withholdingTax(p.reward));
    expect(settledWithholding(withholdingOf(reward), p.reward)).toEqual(withholdingOf(p.reward));
  });

  test.each(SEED_RUNS)('property ($label seed): refund + withheld + fee + payout adds up, at any rate', async (run) => {
    await check(
      fc.property(
        fc.integer({ min: JOB_LIMITS.rewardMin, max: JOB_LIMITS.rewardMax }),
        fc.integer({ min: 0, max: 5_000 }).map((steps) => steps / 10_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (reward, rate, share) => {
          const withheld = withholdingTax(reward);
          const charge = reward - withheld;
          const refunded = Math.min(charge - 1, Math.floor(share * charge));
          const p = settledPayout(reward, rate, withheld, refunded);
          expect(p.withheld).toBe(withholdingTax(p.reward));
          expect(p.fee).toBe(feeBreakdown(p.reward, rate).fee);
          expect(p.payout).toBeGreaterThanOrEqual(0);
          // What the card finally paid is the fee plus the transfer; with the tax, the settled reward.
          expect(p.fee + p.payout).toBe(charge - refunded);
          expect(p.fee + p.payout + (p.withheld ?? 0)).toBe(p.reward);
        },
      ),
      run,
      500,
    );
  });
});

describe('settledWithholding', () => {
  test('the frozen withholding when nothing went back, the settled one after, none without', () => {
    const frozen = withholdingOf(30_000);
    expect(settledWithholding(frozen, 30_000)).toBe(frozen);
    expect(settledWithholding(frozen, 24_431)).toEqual({ amount: 2_494, base: 24_431, rate: '10.21%' });
    expect(settledWithholding(null, 24_431)).toBeNull();
    expect(settledWithholding(undefined, 30_000)).toBeNull();
  });
});
