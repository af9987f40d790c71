/**
 * The demo's reviews (docs/data.md#demo-data, docs/product/reviews.md#stored): every ended demo contract
 * has the review window its end would have opened, the reviews are written inside their windows, shown
 * double-blind as the service would show them, and each profile's reviewStats is the sum and count of
 * its visible reviews; over the API, 佐藤's public list, the default pair's deal left to review, the
 * sealed one, and a timer run that finds nothing left to do.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContractReview, UserReviews } from '@common/reviews';
import { buildSeed } from '../../src/local/seed';
import { DEMO_MARKETPLACE_USERS as U } from '../../src/local/seedMarketplace';
import type { ContractDoc } from '../../src/documents/contracts';
import type { ReviewStatsDoc } from '../../src/documents/profiles';
import type { ReviewDoc, ReviewWindowDoc } from '../../src/documents/reviews';
import { runReviewTimers } from '../../src/features/reviews';
import { reviewWindowOf } from '../../src/features/reviews/rules';
import { describeApi, exchangeCustomToken } from '../support/harness';
import { createMarketApp, type MarketApp, type Party } from '../marketplace/support';

const now = new Date();
const docs = buildSeed(mkdtempSync(join(tmpdir(), 'seed-reviews-')), now);
const of = <T>(prefix: RegExp) =>
  Object.entries(docs)
    .filter(([p]) => prefix.test(p))
    .map(([, d]) => d as unknown as T);
const contracts = of<ContractDoc>(/^contracts\/demo-[^/]+$/);
const reviews = of<ReviewDoc>(/^reviews\/[^/]+$/);
const windows = of<ReviewWindowDoc>(/^reviewWindows\/[^/]+$/);
const visible = (r: ReviewDoc) => r.state === 'visible' && r.visibleAt.getTime() <= now.getTime();
const ENDED = ['completed', 'paid_out'];

describe('the demo reviews', () => {
  test('every ended contract has its completedAt and the review window its end opened', () => {
    for (const c of contracts.filter((x) => ENDED.includes(x.status))) {
      expect([c.id, c.completedAt]).toEqual([c.id, c.history.find((e) => e.action === 'complete')!.at]);
    }
    const reviewable = contracts.filter((c) => reviewWindowOf(c));
    // Completed, paid out, and the deal refunded after the payment.
    expect(new Set(reviewable.map((c) => c.status))).toEqual(new Set([...ENDED, 'cancelled']));
    expect(windows.map((w) => w.contractId).sort()).toEqual(reviewable.map((c) => c.id).sort());
    for (const c of reviewable) {
      const rule = reviewWindowOf(c)!;
      expect(windows.find((w) => w.contractId === c.id)).toEqual({
        contractId: c.id,
        clientId: c.clientId,
        workerId: c.workerId,
        title: c.title,
        closedAt: rule.closedAt,
        deadline: rule.deadline,
        sides: rule.sides,
        reminded: now >= rule.remindAt,
        open: now < rule.deadline,
      });
    }
    // Both open and closed windows, and the refunded deal open to the party who did not ask only.
    expect(new Set(windows.map((w) => w.open))).toEqual(new Set([true, false]));
    expect(windows.find((w) => w.contractId === 'demo-contract-13')?.sides).toEqual(['client']);
  });

  test('every review was written by a party who may, inside its window, and is shown double-blind', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    for (const r of reviews) {
      const c = contracts.find((x) => x.id === r.contractId)!;
      const w = reviewWindowOf(c)!;
      expect(r.id).toBe(`${c.id}_${r.authorSide}`);
      expect(w.sides).toContain(r.authorSide);
      expect(r).toMatchObject({
        jobId: c.jobId,
        jobTitle: c.title,
        authorId: r.authorSide === 'client' ? c.clientId : c.workerId,
        subjectId: r.subjectSide === 'client' ? c.clientId : c.workerId,
        subjectKey: `${r.subjectId}:${r.subjectSide}`,
        moderation: null,
      });
      expect(r.subjectSide).not.toBe(r.authorSide);
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.comment.trim().length).toBeGreaterThan(0);
      expect(r.comment.length).toBeLessThanOrEqual(500);
      expect(r.createdAt > w.closedAt && r.createdAt < w.deadline && r.createdAt < now).toBe(true);
      const other = reviews.find((x) => x.contractId === r.contractId && x.id !== r.id);
      // Both written: visible from the second; one alone: sealed until the window's end.
      const expected = other ? new Date(Math.max(r.createdAt.getTime(), other.createdAt.getTime())) : w.deadline;
      expect([r.id, r.visibleAt]).toEqual([r.id, expected]);
      expect([r.id, r.state]).toEqual([r.id, expected <= now ? 'visible' : 'sealed']);
    }
    expect(reviews.filter((r) => r.state === 'sealed').map((r) => r.id)).toEqual(['demo-contract-04_worker']);
    // Mostly 4 and 5, with a 3.
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));
  });

  test('each profile’s reviewStats is the sum and count of its visible reviews', () => {
    const profiles = Object.entries(docs).filter(([p]) => /^users\/[^/]+\/profiles\/(client|worker)$/.test(p));
    let withStats = 0;
    for (const [path, doc] of profiles) {
      const [, uid, , side] = path.split('/');
      const mine = reviews.filter((r) => r.subjectKey === `${uid}:${side}` && visible(r));
      const stats = (doc as { reviewStats?: ReviewStatsDoc }).reviewStats;
      const expected = mine.length ? { sum: mine.reduce((a, r) => a + r.rating, 0), count: mine.length } : undefined;
      expect([path, stats]).toEqual([path, expected]);
      if (stats) withStats++;
    }
    // Several salons and photographers show an average.
    expect(withStats).toBeGreaterThanOrEqual(8);
  });

  test('the past deals are paid out months ago, their jobs closed', () => {
    const past = contracts.filter((c) => Number(c.id.slice('demo-contract-'.length)) >= 16);
    expect(past.length).toBeGreaterThanOrEqual(4);
    for (const c of past) {
      expect([c.id, c.status]).toEqual([c.id, 'paid_out']);
      expect(now.getTime() - c.completedAt!.getTime()).toBeGreaterThan(30 * 86_400_000);
      expect(docs[`jobs/${c.jobId}`]).toMatchObject({ status: 'closed', acceptedCount: 1, capacity: 1 });
      expect(docs[`payouts/${c.id}`]).toMatchObject({ status: 'transferred' });
      expect(reviews.filter((r) => r.contractId === c.id && visible(r))).toHaveLength(2);
    }
    // Nobody but the default pair's own deals: their lists stay as the deal demo has them.
    expect(past.some((c) => c.clientId === U.clientLumiere || c.workerId === U.workerSato)).toBe(false);
  });
});

describeApi('the demo reviews over the API', () => {
  let t: MarketApp;
  const as: Record<string, Party> = {};

  beforeAll(async () => {
    t = await createMarketApp();
    for (const [path, data] of Object.entries(docs)) await t.store.set(path, data);
    await Promise.all(
      Object.values(U).map(async (uid) => {
        as[uid] = t.party(uid, await exchangeCustomToken(await t.deps.auth.createCustomToken(uid)));
      }),
    );
  }, 60_000);
  afterAll(() => t?.close());

  const stateOf = async (p: Party, id: string) =>
    (await p.get(`/liff/contracts/${id}/review`).expect(200)).body as ContractReview;

  test('佐藤’s public reviews: a summary with an average and the reviews with their job titles', async () => {
    const res = await as[U.clientLumiere].get(`/liff/users/${U.workerSato}/reviews`).expect(200);
    const body = res.body as UserReviews;
    const mine = reviews.filter((r) => r.subjectKey === `${U.workerSato}:worker` && visible(r));
    expect(body.summary.count).toBeGreaterThan(0);
    expect(body.summary).toEqual({
      average: Math.round((mine.reduce((a, r) => a + r.rating, 0) / mine.length) * 10) / 10,
      count: mine.length,
      completedContracts: contracts.filter((c) => c.workerId === U.workerSato && ENDED.includes(c.status)).length,
    });
    expect(body.items).toHaveLength(mine.length);
    for (const item of body.items) {
      expect(item.jobTitle).toBe(contracts.find((c) => `${c.id}_client` === item.id)?.title);
      expect(item.authorSide).toBe('client');
      expect(item.authorName).toMatch(/\S/);
    }
    // The sealed review is nobody's to read yet.
    const ciel = (await as[U.workerSato].get(`/liff/users/${U.clientCiel}/reviews?side=client`).expect(200)).body as UserReviews;
    expect(ciel.items.map((i) => i.id)).not.toContain('demo-contract-04_worker');
    expect(ciel.summary.count).toBe(ciel.items.length);
  });

  test('the default pair has an ended deal both may still review', async () => {
    const pair = contracts.filter(
      (c) => c.clientId === U.clientLumiere && c.workerId === U.workerSato && ENDED.includes(c.status),
    );
    const dueForBoth: string[] = [];
    for (const c of pair) {
      const [client, worker] = await Promise.all([stateOf(as[U.clientLumiere], c.id), stateOf(as[U.workerSato], c.id)]);
      if (client.due && worker.due) dueForBoth.push(c.id);
    }
    expect(dueForBoth).toEqual(['demo-contract-09']);
    expect(await stateOf(as[U.workerSato], 'demo-contract-09')).toMatchObject({ mine: null, theirs: null });
  });

  test('one side wrote: sealed for its author, due for the other, nothing said about it', async () => {
    const sato = await stateOf(as[U.workerSato], 'demo-contract-04');
    expect(sato).toMatchObject({ due: false, mine: { visible: false, hidden: false }, theirs: null });
    expect(sato).not.toHaveProperty('theirsWritten');
    const ciel = await stateOf(as[U.clientCiel], 'demo-contract-04');
    expect(ciel).toMatchObject({ due: true, mine: null, theirs: null });
    expect(ciel).not.toHaveProperty('theirsWritten');
    // Both wrote: each reads the other's.
    const lumiere = await stateOf(as[U.clientLumiere], 'demo-contract-10');
    expect(lumiere).toMatchObject({ due: false, mine: { visible: true }, theirs: { visible: true }, theirsWritten: true });
  });

  test('the timers find nothing to reveal, remind or close in the seeded data', async () => {
    await expect(runReviewTimers(t.deps)).resolves.toEqual({ revealed: [], reminded: [], closed: [], failed: [] });
  });

  test('writing on the deal left to review works as on any deal: sealed first, both visible with the second', async () => {
    const first = await as[U.workerSato]
      .post('/liff/contracts/demo-contract-09/review', { rating: 5, comment: 'いつも丁寧なご依頼をありがとうございます。' })
      .expect(201);
    expect(first.body).toMatchObject({ visible: false });
    await as[U.clientLumiere]
      .post('/liff/contracts/demo-contract-09/review', { rating: 4, comment: '店内の奥行きがよく伝わる写真でした。' })
      .expect(201);
    const before = reviews.filter((r) => r.subjectKey === `${U.workerSato}:worker` && visible(r)).length;
    const after = (await as[U.clientLumiere].get(`/liff/users/${U.workerSato}/reviews`).expect(200)).body as UserReviews;
    expect(after.summary.count).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ id: 'demo-contract-09_client', jobTitle: 'ホームページ用の店内・スタッフ写真' });
  });
});
