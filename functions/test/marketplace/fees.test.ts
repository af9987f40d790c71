/**
 * The fee breakdown (docs/product/money.md#fee): every job and contract response carries 報酬 / 手数料 /
 * 受取額 computed by the server at the configured rate (functions/src/features/money/fees.ts, default
 * 10 %), so a worker sees what they will receive before applying and both parties see it on the
 * contract.
 */
import type { Contract, Job } from '@common/marketplace';
import { readPlatformFeeRate } from '../../src/features/money/fees';
import { describeApi } from '../support/harness';
import { applyTo, createMarketApp, makeUser, postJob, type MarketApp, type Party } from './support';

describe('PLATFORM_FEE_RATE', () => {
  test('defaults to 10 % and accepts a rate from 0 to 0.5', () => {
    expect(readPlatformFeeRate({})).toBe(0.1);
    expect(readPlatformFeeRate({ PLATFORM_FEE_RATE: '' })).toBe(0.1);
    expect(readPlatformFeeRate({ PLATFORM_FEE_RATE: '0.085' })).toBe(0.085);
    expect(readPlatformFeeRate({ PLATFORM_FEE_RATE: '0' })).toBe(0);
    expect(readPlatformFeeRate({ PLATFORM_FEE_RATE: '0.5' })).toBe(0.5);
  });

  test.each(['0.6', '10%', '-0.1', 'abc', '1'])('refuses %s, naming the variable', (value) => {
    expect(() => readPlatformFeeRate({ PLATFORM_FEE_RATE: value })).toThrow(/^PLATFORM_FEE_RATE: fee rate must be/);
  });
});

describeApi('fee breakdown in responses', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;
  let otherWorker: Party;

  beforeAll(async () => {
    t = await createMarketApp();
    [client, worker, otherWorker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker'), makeUser(t, 'worker')]);
  }, 30_000);
  afterAll(() => t?.close());

  const breakdown = (reward: number, fee: number) => ({ reward, fee, payout: reward - fee, rate: 0.1 });

  test('the job detail a worker reads, the open-job search and the client own job', async () => {
    const job = await postJob(client, { reward: 12_345 });
    expect(job.fee).toEqual(breakdown(12_345, 1_234));
    const detail = await worker.get(`/liff/jobs/${job.id}`).expect(200);
    expect((detail.body as Job).fee).toEqual({ reward: 12_345, fee: 1_234, payout: 11_111, rate: 0.1 });
    const search = await otherWorker.get('/liff/jobs').expect(200);
    const found = (search.body.items as Job[]).find((j) => j.id === job.id);
    expect(found?.fee).toEqual(breakdown(12_345, 1_234));
    const own = await client.get(`/liff/jobs/${job.id}`).expect(200);
    expect(own.body.fee).toEqual(breakdown(12_345, 1_234));
  });

  test('the breakdown follows an edited reward and is never stored', async () => {
    const job = await postJob(client, { reward: 50_000 });
    const edited = await client.patch(`/liff/jobs/${job.id}`, { reward: 10_000_000 }).expect(200);
    expect(edited.body.fee).toEqual(breakdown(10_000_000, 1_000_000));
    const stored = await t.store.get<Record<string, unknown>>(`jobs/${job.id}`);
    expect(stored).not.toHaveProperty('fee');
  });

  test('both parties see it on the contract, in the list and the detail', async () => {
    const job = await postJob(client, { reward: 80_009, capacity: 1 });
    await applyTo(worker, job.id);
    const accepted = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201);
    const contract = accepted.body as Contract;
    expect(contract.fee).toEqual(breakdown(80_009, 8_000));
    for (const party of [client, worker]) {
      const detail = await party.get(`/liff/contracts/${contract.id}`).expect(200);
      expect(detail.body.fee).toEqual({ reward: 80_009, fee: 8_000, payout: 72_009, rate: 0.1 });
      const list = await party.get('/liff/contracts?state=ongoing').expect(200);
      expect((list.body.items as Contract[]).find((c) => c.id === contract.id)?.fee).toEqual(breakdown(80_009, 8_000));
    }
    const stored = await t.store.get<Record<string, unknown>>(`contracts/${contract.id}`);
    expect(stored).not.toHaveProperty('fee');
  });
});
