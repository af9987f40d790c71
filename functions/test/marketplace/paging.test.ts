/**
 * Cursor paging: pages of PAGE_SIZE in a stable order with no duplicates or gaps, filters applied in
 * memory without breaking pages, and bad cursors refused with 400.
 */
import { PAGE_SIZE, type Job, type Page } from '@common/marketplace';
import type { DocSnapshot } from '../../src/ports/store';
import { decodeCursor, encodeCursor, scanPage } from '../../src/http/paging';
import { describeApi } from '../support/harness';
import {
  createMarketApp,
  indexFor,
  jobInput,
  loadIndexes,
  makeUser,
  unindexedQueries,
  type MarketApp,
  type Party,
} from './support';

/** Follows nextCursor to the end; returns the page sizes and every item. */
async function walk<T>(get: (cursor: string | null) => Promise<Page<T>>): Promise<{ sizes: number[]; items: T[] }> {
  const sizes: number[] = [];
  const items: T[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page: Page<T> = await get(cursor);
    sizes.push(page.items.length);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return { sizes, items };
  }
  throw new Error('paging did not end');
}

const q = (cursor: string | null) => (cursor ? `cursor=${encodeURIComponent(cursor)}` : '');

describeApi('marketplace paging over HTTP', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;
  let created: Job[];

  beforeAll(async () => {
    t = await createMarketApp();
    [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
    created = [];
    // Every third one mentions Lightroom; rewards step by 1,000 yen.
    for (let i = 0; i < 45; i++) {
      const res = await client
        .post(
          '/liff/jobs',
          jobInput({
            title: `撮影案件 ${i + 1}`,
            description: i % 3 === 0 ? '仕上げはLIGHTROOMで行います' : 'スタジオでの撮影です',
            reward: 10_000 + i * 1000,
            skills: i % 2 === 0 ? ['物撮り'] : ['ヘアカタログ撮影'],
          }),
        )
        .expect(201);
      created.push(res.body as Job);
    }
  }, 60_000);
  afterAll(() => t?.close());

  /** Newest first, the id breaking ties (jobs posted within one millisecond). */
  const newest = (jobs: Job[]) =>
    [...jobs].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));

  test('the client walks 45 jobs in pages of 20, 20 and 5, newest first, without duplicates', async () => {
    const { sizes, items } = await walk<Job>(
      async (c) => (await client.get(`/liff/client/jobs?status=published&${q(c)}`).expect(200)).body,
    );
    expect(PAGE_SIZE).toBe(20);
    expect(sizes).toEqual([20, 20, 5]);
    const ids = items.map((j) => j.id);
    expect(new Set(ids).size).toBe(45);
    expect(ids).toEqual(newest(created).map((j) => j.id));
  });

  test('the open-job search pages the same way', async () => {
    const { sizes, items } = await walk<Job>(async (c) => (await worker.get(`/liff/jobs?${q(c)}`).expect(200)).body);
    expect(sizes).toEqual([20, 20, 5]);
    expect(items.map((j) => j.id)).toEqual(newest(created).map((j) => j.id));
  });

  test('a keyword filter (case- and width-insensitive) keeps pages full and complete', async () => {
    const { sizes, items } = await walk<Job>(async (c) => (await worker.get(`/liff/jobs?q=lightroom&${q(c)}`).expect(200)).body);
    const expected = newest(created.filter((_, i) => i % 3 === 0));
    expect(sizes).toEqual([15]);
    expect(items.map((j) => j.id)).toEqual(expected.map((j) => j.id));
  });

  test('a reward range over more than one page', async () => {
    // 12,000..40,000 yen: jobs 3..31 (29 of them).
    const { sizes, items } = await walk<Job>(
      async (c) => (await worker.get(`/liff/jobs?minReward=12000&maxReward=40000&${q(c)}`).expect(200)).body,
    );
    const expected = newest(created.filter((j) => j.reward >= 12_000 && j.reward <= 40_000));
    expect(expected).toHaveLength(29);
    expect(sizes).toEqual([20, 9]);
    expect(items.map((j) => j.id)).toEqual(expected.map((j) => j.id));
  });

  test('skill, keyword and range together', async () => {
    const { items } = await walk<Job>(
      async (c) =>
        (
          await worker
            .get(
              `/liff/jobs?skill=${encodeURIComponent('物撮り')}&q=${encodeURIComponent('ＬｉｇｈｔＲｏｏｍ')}&minReward=20000&${q(c)}`,
            )
            .expect(200)
        ).body,
    );
    const expected = newest(created.filter((j, i) => i % 2 === 0 && i % 3 === 0 && j.reward >= 20_000));
    expect(items.map((j) => j.id)).toEqual(expected.map((j) => j.id));
  });

  test.each([
    ['garbage', 'not-a-cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['wrong shape', encodeCursor(['2024-01-01', 'x'])],
    ['too few values', encodeCursor([new Date()])],
    ['a bad date', Buffer.from(JSON.stringify([{ d: 'yesterday' }, 'x'])).toString('base64url')],
    ['too long', 'A'.repeat(2000)],
  ])('a cursor that is %s -> 400', async (_name, cursor) => {
    const res = await client.get(`/liff/client/jobs?cursor=${encodeURIComponent(cursor)}`).expect(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_argument', fields: { cursor: expect.any(String) } });
    await worker.get(`/liff/jobs?cursor=${encodeURIComponent(cursor)}`).expect(400);
    await client.get(`/liff/contracts?cursor=${encodeURIComponent(cursor)}`).expect(400);
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(t.recorder.queries.length).toBeGreaterThan(0);
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});

describe('scanPage', () => {
  type Row = { n: number; id: string };
  const rows: DocSnapshot<Row>[] = Array.from({ length: 500 }, (_, i) => {
    const id = `r${String(500 - i).padStart(4, '0')}`;
    return { id, path: `rows/${id}`, data: { n: 500 - i, id } };
  });
  // rows are ordered by n desc; fetch imitates an ordered, limited query with startAfter.
  const fetch = async (after: unknown[] | undefined, limit: number) => {
    const start = after ? rows.findIndex((r) => r.data.n < (after[0] as number)) : 0;
    return start < 0 ? [] : rows.slice(start, start + limit);
  };
  const cursorOf = (d: DocSnapshot<Row>) => [d.data.n, d.data.id];

  async function all(keep: (r: Row) => boolean, maxScan?: number) {
    const out: number[] = [];
    const sizes: number[] = [];
    let after: unknown[] | undefined;
    for (let i = 0; i < 100; i++) {
      const page = await scanPage({ fetch, cursorOf, keep: (docs) => docs.map((d) => keep(d.data)), after, maxScan });
      sizes.push(page.items.length);
      out.push(...page.items.map((d) => d.data.n));
      if (!page.nextCursor) return { out, sizes };
      after = decodeCursor(page.nextCursor, ['number', 'string']);
    }
    throw new Error('did not end');
  }

  test('a sparse filter that hits the scan limit still yields every match once, in order', async () => {
    const keep = (r: Row) => r.n % 97 === 0;
    const { out, sizes } = await all(keep, 120);
    expect(out).toEqual([485, 388, 291, 194, 97]);
    expect(sizes.some((s) => s < PAGE_SIZE)).toBe(true);
  });

  test('no trailing empty page when the matches fill the last page exactly', async () => {
    const { sizes, out } = await all((r) => r.n <= 40);
    expect(sizes).toEqual([20, 20]);
    expect(out).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
  });

  test('cursors round-trip dates, strings and numbers', () => {
    const at = new Date('2025-03-04T05:06:07.089Z');
    expect(decodeCursor(encodeCursor([at, 'id-1']), ['date', 'string'])).toEqual([at, 'id-1']);
    expect(decodeCursor(encodeCursor([3, 'x']), ['number', 'string'])).toEqual([3, 'x']);
    expect(() => decodeCursor(encodeCursor([3, 'x']), ['date', 'string'])).toThrow();
  });

  test('the index check notices a query that no index serves', () => {
    const indexes = loadIndexes();
    expect(
      indexFor(
        {
          scope: 'COLLECTION',
          collectionId: 'jobs',
          query: {
            where: [['status', '==', 'published']],
            orderBy: [
              ['createdAt', 'desc'],
              ['id', 'desc'],
            ],
          },
        },
        indexes,
      ),
    ).not.toBeNull();
    expect(
      indexFor(
        { scope: 'COLLECTION', collectionId: 'jobs', query: { where: [['title', '==', 'x']], orderBy: [['createdAt', 'desc']] } },
        indexes,
      ),
    ).toBeNull();
    expect(
      indexFor(
        {
          scope: 'COLLECTION',
          collectionId: 'jobs',
          query: {
            where: [['status', '==', 'published']],
            orderBy: [
              ['createdAt', 'asc'],
              ['id', 'asc'],
            ],
          },
        },
        indexes,
      ),
    ).toBeNull();
  });
});
