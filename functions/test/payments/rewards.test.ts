/**
 * The worker's rewards (docs/product/money.md#rewards) over HTTP: GET /liff/worker/rewards (this
 * month, total, held, waiting for an account, processing) and GET /liff/worker/rewards/history
 * (transfers, newest first, paged), from payouts, earnings and contracts written straight into the
 * store.
 */
import { PAGE_SIZE, type ContractStatus } from '@common/marketplace';
import type { PayoutStatus, RewardRecord } from '@common/deal';
import { jstMonth } from '@common/dates';
import { feeForJob as feeFor } from '../../src/features/money/fees';
import { unindexedQueries } from '../marketplace/support';
import { describeApi } from '../support/harness';
import { createPayApp, recordQueries, type Caller, type PayApp } from './support';

const SUMMARY = '/liff/worker/rewards';
const HISTORY = '/liff/worker/rewards/history';

describeApi('worker rewards', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  /** A payout of the worker as 検収 and the transfer write it (documents/payouts.ts). */
  async function payout(
    worker: Caller,
    status: PayoutStatus,
    reward: number,
    transferredAt: Date | null = status === 'transferred' || status === 'reversed' ? t.clock.now() : null,
    contractId = t.store.newId(),
  ) {
    const { fee, payout: amount } = feeFor(reward);
    const now = t.clock.now();
    await t.store.set(`payouts/${contractId}`, {
      contractId,
      workerId: worker.uid,
      clientId: client.uid,
      title: `撮影 ${reward}`,
      reward,
      fee,
      amount,
      status,
      transferId: transferredAt ? `tr_${contractId}` : null,
      destination: transferredAt ? 'acct_test' : null,
      completedAt: now,
      transferredAt,
      reversedAt: status === 'reversed' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    return { contractId, reward, fee, amount };
  }

  describe('GET /liff/worker/rewards', () => {
    it('authorisation: anonymous 401, unverified 403, a client 403', async () => {
      await t.request().get(SUMMARY).expect(401);
      const unverified = await t.user('unverified');
      await unverified.get(SUMMARY).expect(403);
      const res = await client.get(SUMMARY).expect(403);
      expect(res.body.error.code).toBe('permission_denied');
    });

    it('a new worker: every amount 0', async () => {
      const worker = await t.user('worker');
      const res = await worker.get(SUMMARY).expect(200);
      expect(res.body).toEqual({ thisMonth: 0, total: 0, held: 0, waitingAccount: 0, processing: 0 });
    });

    it('received (earnings), held (paid contracts before 検収), waiting for an account and processing', async () => {
      const worker = await t.user('worker');
      const other = await t.user('worker');
      const now = t.clock.now();
      await t.store.set(`earnings/${worker.uid}`, {
        workerId: worker.uid,
        total: 123456,
        months: { [jstMonth(now)]: 27000, '2020-01': 96456 },
        updatedAt: now,
      });
      await t.store.set(`earnings/${other.uid}`, {
        workerId: other.uid,
        total: 999,
        months: { [jstMonth(now)]: 999 },
        updatedAt: now,
      });

      // Held: in progress, delivered, under a cancellation request; not before payment nor after 検収.
      const contracts: [Caller, ContractStatus, number][] = [
        [worker, 'in_progress', 30000],
        [worker, 'delivered', 10000],
        [worker, 'cancel_requested', 5001],
        [worker, 'awaiting_payment', 70000],
        [worker, 'completed', 80000],
        [worker, 'paid_out', 90000],
        [worker, 'cancelled', 11000],
        [other, 'in_progress', 40000],
      ];
      for (const [w, status, reward] of contracts) await t.contract(client, w, status, reward);

      const waiting = [await payout(worker, 'waiting_account', 10000), await payout(worker, 'waiting_account', 5000)];
      const requested = [await payout(worker, 'requested', 20000)];
      await payout(worker, 'transferred', 30000);
      await payout(worker, 'reversed', 40000);
      await payout(other, 'waiting_account', 50000);
      await payout(other, 'requested', 60000);

      const rec = recordQueries(t);
      const res = await worker.get(SUMMARY).expect(200);
      rec.stop();
      expect(unindexedQueries(rec.queries)).toEqual([]);
      const held = feeFor(30000).payout + feeFor(10000).payout + feeFor(5001).payout;
      expect(res.body).toEqual({
        thisMonth: 27000,
        total: 123456,
        held,
        waitingAccount: waiting[0].amount + waiting[1].amount,
        processing: requested[0].amount,
      });
      // At the default 10 % (floor): 27,000 + 9,000 + 4,501.
      if (feeFor(10000).fee === 1000) expect(res.body.held).toBe(40501);
    });

    it("thisMonth is the JST calendar month's: just after midnight on the 1st in Japan counts in the new month", async () => {
      const worker = await t.user('worker');
      await t.store.set(`earnings/${worker.uid}`, {
        workerId: worker.uid,
        total: 10000,
        months: { '2030-01': 3000, '2030-02': 7000 },
        updatedAt: t.clock.now(),
      });
      // 2030-02-01 00:01 JST is still January in UTC.
      const shift = Date.parse('2030-01-31T15:01:00Z') - t.clock.now().getTime();
      t.clock.advance(shift);
      try {
        expect((await worker.get(SUMMARY).expect(200)).body).toMatchObject({ thisMonth: 7000, total: 10000 });
        t.clock.advance(-2 * 60_000);
        expect((await worker.get(SUMMARY).expect(200)).body).toMatchObject({ thisMonth: 3000, total: 10000 });
      } finally {
        t.clock.advance(-shift + 2 * 60_000);
      }
    });
  });

  describe('GET /liff/worker/rewards/history', () => {
    it('authorisation: anonymous 401, unverified 403, a client 403', async () => {
      await t.request().get(HISTORY).expect(401);
      const unverified = await t.user('unverified');
      await unverified.get(HISTORY).expect(403);
      await client.get(HISTORY).expect(403);
    });

    it('transfers (and reversed ones) only, newest transfer first, the record as the contract says', async () => {
      const worker = await t.user('worker');
      const other = await t.user('worker');
      const base = t.clock.now().getTime();
      const older = await payout(worker, 'transferred', 30000, new Date(base - 3 * 86400_000));
      const newer = await payout(worker, 'reversed', 12345, new Date(base - 86400_000));
      await payout(worker, 'requested', 50000);
      await payout(worker, 'waiting_account', 60000);
      await payout(other, 'transferred', 70000);

      const res = await worker.get(HISTORY).expect(200);
      expect(res.body).toEqual({
        items: [
          {
            contractId: newer.contractId,
            title: '撮影 12345',
            reward: 12345,
            fee: newer.fee,
            withheld: 0,
            amount: newer.amount,
            status: 'reversed',
            transferredAt: new Date(base - 86400_000).toISOString(),
            bankArrival: null,
          },
          {
            contractId: older.contractId,
            title: '撮影 30000',
            reward: 30000,
            fee: older.fee,
            withheld: 0,
            amount: older.amount,
            status: 'transferred',
            transferredAt: new Date(base - 3 * 86400_000).toISOString(),
            // Written without a schedule's estimate (before docs/payout-arrival.md): no date yet.
            bankArrival: { status: 'estimated', date: null },
          },
        ],
        nextCursor: null,
      });
      expect(newer.fee + newer.amount).toBe(12345);
    });

    it('pages of 20 without a gap or a repeat (ties on the time broken by the contract id); indexed', async () => {
      const worker = await t.user('worker');
      const base = t.clock.now().getTime();
      const made: string[] = [];
      // 45 transfers, in groups of 3 at the same second.
      for (let i = 0; i < 45; i++) {
        made.push((await payout(worker, 'transferred', 10000 + i, new Date(base - Math.floor(i / 3) * 1000))).contractId);
      }
      const rec = recordQueries(t);
      const seen: RewardRecord[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const path: string = cursor ? `${HISTORY}?cursor=${encodeURIComponent(cursor)}` : HISTORY;
        const res = await worker.get(path).expect(200);
        sizes.push(res.body.items.length);
        seen.push(...(res.body.items as RewardRecord[]));
        cursor = res.body.nextCursor;
      } while (cursor);
      rec.stop();
      expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 5]);
      expect(new Set(seen.map((r) => r.contractId))).toEqual(new Set(made));
      expect(seen).toHaveLength(45);
      const times = seen.map((r) => Date.parse(r.transferredAt as string));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(rec.queries.length).toBeGreaterThan(0);
      expect(unindexedQueries(rec.queries)).toEqual([]);
    });

    it('a malformed cursor is 400', async () => {
      const worker = await t.user('worker');
      for (const cursor of ['nope!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"x":1}').toString('base64url')]) {
        const res = await worker.get(`${HISTORY}?cursor=${encodeURIComponent(cursor)}`).expect(400);
        expect(res.body.error.code).toBe('invalid_argument');
      }
      await worker.get(`${HISTORY}?cursor=a&cursor=b`).expect(400);
    });
  });
});
