/**
 * The job keyword search served by the searchTokens index (keywords.ts, documents/jobs.ts):
 * - the same results as the in-memory search it replaced, on the demo seed (with the browser
 *   journeys' fixtures), for Japanese and Latin words, partial words, width and case variants,
 *   several words, 1-character keywords and a keyword matching nothing;
 * - one array-contains query per page, served by firestore.indexes.json, and pages without
 *   duplicates or gaps when more than a page matches;
 * - the tokens follow every write (post, edit), and the backfill fills in jobs written without them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_SIZE, type Job, type Page } from '@common/marketplace';
import { todayJst } from '@common/schemas/marketplace';
import type { DocumentStore } from '../../src/ports/store';
import { decodeCursor, NEWEST_CURSOR, newestCursorOf, scanPage } from '../../src/http/paging';
import { isOpen, jobPath, publishedJobs, withSearchTokens, type JobDoc } from '../../src/documents/jobs';
import { foldText, matchesKeywords, searchTokenFor, searchTokensOf } from '../../src/keywords';
import { buildSeed } from '../../src/local/seed';
import { backfillSearchTokens } from '../../src/local/backfillSearch';
import { describeApi } from '../support/harness';
import { createMarketApp, jobInput, loadIndexes, makeUser, unindexedQueries, type MarketApp, type Party } from './support';

describe('search tokens', () => {
  const text = 'ヘアカタログ撮影（新作スタイル10点）\nJPEGで納品、Lightroom 使用。ﾊﾝｶｸ ＦＵＬＬ 😀絵文字';
  const tokens = new Set(searchTokensOf(text));

  test('a word of 1 or 2 characters is a token exactly when it occurs (the index alone decides it)', () => {
    const folded = Array.from(foldText(text));
    const grams = new Set<string>();
    folded.forEach((c, i) => {
      grams.add(c);
      if (i + 1 < folded.length) grams.add(c + folded[i + 1]);
    });
    for (const g of grams) {
      if (/\s/.test(g)) continue;
      expect([g, tokens.has(g)]).toEqual([g, true]);
      expect(matchesKeywords(text, g)).toBe(true);
    }
    for (const absent of ['髪', 'zz', 'カメ', 'あ']) {
      expect(tokens.has(absent)).toBe(false);
      expect(matchesKeywords(text, absent)).toBe(false);
    }
  });

  test('tokens are folded (NFKC, lower case) and never span white space', () => {
    expect(tokens.has('ハン')).toBe(true); // half-width katakana
    expect(tokens.has('fu')).toBe(true); // full-width Latin
    expect(tokens.has('jp')).toBe(true);
    expect(tokens.has('😀')).toBe(true); // one code point, not two halves
    expect(tokens.has(')\nj')).toBe(false);
    expect([...tokens].some((t) => /\s/.test(t))).toBe(false);
  });

  test('the query token is one every matching text holds, the likely rarest', () => {
    expect(searchTokenFor(undefined)).toBeUndefined();
    expect(searchTokenFor('  ')).toBeUndefined();
    expect(searchTokenFor('撮')).toBe('撮');
    expect(searchTokenFor('ＬｉｇｈｔＲｏｏｍ')).toBe('li');
    // Kanji over kana: 新作 rather than the first pair (スタ).
    expect(searchTokenFor('スタイル新作')).toBe('新作');
    expect(searchTokenFor('の ヘア カタログ撮影')).toBe('撮影');
    for (const q of ['ヘアカタログ', 'lightroom', 'ﾊﾝｶｸ', '10点', 'jpeg 撮影', '😀絵']) {
      expect([q, matchesKeywords(text, q), tokens.has(searchTokenFor(q) as string)]).toEqual([q, true, true]);
    }
  });
});

type Walk = { ids: string[]; sizes: number[]; jobQueries: number[] };

/** The search as it was before the index: every published job in order, the keyword checked in memory. */
async function legacySearch(store: DocumentStore, q: string, today: string): Promise<Walk & { batches: number }> {
  const fetch = publishedJobs(store, undefined);
  let batches = 0;
  const out: Walk & { batches: number } = { ids: [], sizes: [], jobQueries: [], batches: 0 };
  let after: unknown[] | undefined;
  for (let i = 0; i < 50; i++) {
    const before = batches;
    const page = await scanPage<JobDoc>({
      fetch: (a, l) => {
        batches++;
        return fetch(a, l);
      },
      cursorOf: newestCursorOf,
      keep: (docs) => docs.map((d) => isOpen(d.data, today) && matchesKeywords(`${d.data.title}\n${d.data.description}`, q)),
      after,
    });
    out.ids.push(...page.items.map((d) => d.id));
    out.sizes.push(page.items.length);
    out.jobQueries.push(batches - before);
    if (!page.nextCursor) return { ...out, batches };
    after = decodeCursor(page.nextCursor, NEWEST_CURSOR);
  }
  throw new Error('legacy paging did not end');
}

const jobsQueries = (t: MarketApp, from: number) => t.recorder.queries.slice(from).filter((x) => x.collectionId === 'jobs');

/** GET /liff/jobs with the query, following nextCursor; records the jobs queries of each page. */
async function walkSearch(t: MarketApp, worker: Party, params: string): Promise<Walk> {
  const out: Walk = { ids: [], sizes: [], jobQueries: [] };
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const from = t.recorder.queries.length;
    const res = await worker.get(`/liff/jobs?${params}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200);
    const page = res.body as Page<Job>;
    out.ids.push(...page.items.map((j) => j.id));
    out.sizes.push(page.items.length);
    out.jobQueries.push(jobsQueries(t, from).length);
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('paging did not end');
}

const enc = (q: string) => `q=${encodeURIComponent(q)}`;

const KEYWORDS = [
  '撮影',
  '店内',
  'ヘアカタログ',
  'タログ撮', // part of a word
  'カタ',
  '横浜', // more than a page of the browser journeys' jobs
  'まつげ パーマ', // two words
  'ヘア 撮影',
  '表参道　撮影', // a full-width space between them
  'lightroom',
  'INSTAGRAM',
  'ｉｎｓｔａｇｒａｍ', // full-width Latin
  'ﾍｱｶﾀﾛｸﾞ', // half-width katakana
  'ＪＰＥＧ',
  '１０点', // full-width digits
  '10',
  '撮', // one character
  'ア',
  'a',
  '（', // NFKC folds it to "("
  '存在しない案件', // nothing
  'zz',
];

describeApi('keyword search over the index', () => {
  let t: MarketApp;
  let worker: Party;
  let client: Party;
  let today: string;

  beforeAll(async () => {
    t = await createMarketApp();
    const saved = process.env.SEED_E2E;
    process.env.SEED_E2E = 'true';
    try {
      const docs = buildSeed(mkdtempSync(join(tmpdir(), 'seed-')), t.clock.now());
      for (const [path, data] of Object.entries(docs)) await t.store.set(path, data);
    } finally {
      if (saved === undefined) delete process.env.SEED_E2E;
      else process.env.SEED_E2E = saved;
    }
    today = todayJst(t.clock.now());
    [worker, client] = await Promise.all([makeUser(t, 'worker'), makeUser(t, 'client')]);
  }, 60_000);
  afterAll(() => t?.close());

  test('every seeded job carries its tokens (the journeys’ fixtures too)', async () => {
    const all = await t.store.query<JobDoc>('jobs');
    expect(all.length).toBeGreaterThan(40);
    for (const d of all) expect([d.id, d.data.searchTokens]).toEqual([d.id, withSearchTokens(d.data).searchTokens]);
  });

  test.each(KEYWORDS)('%s: the same jobs, in the same order, as the in-memory search', async (kw) => {
    const legacy = await legacySearch(t.store, kw, today);
    const now = await walkSearch(t, worker, enc(kw));
    expect(now.ids).toEqual(legacy.ids);
    expect(new Set(now.ids).size).toBe(now.ids.length);
    // One query per page (the seed's matches never leave a page short by more than a batch).
    expect(now.jobQueries.every((n) => n === 1)).toBe(true);
  });

  test('the keywords cover matches across pages, a 1-character keyword and no match at all', async () => {
    const counts = await Promise.all(
      KEYWORDS.map(async (kw) => [kw, (await legacySearch(t.store, kw, today)).ids.length] as const),
    );
    const of = Object.fromEntries(counts);
    expect(of['横浜']).toBeGreaterThan(PAGE_SIZE);
    expect(of['撮']).toBeGreaterThan(PAGE_SIZE);
    expect(of['存在しない案件']).toBe(0);
    expect(of['ｉｎｓｔａｇｒａｍ']).toBe(of.INSTAGRAM);
    expect(of['ﾍｱｶﾀﾛｸﾞ']).toBe(of['ヘアカタログ']);
    expect(of['ヘアカタログ']).toBeGreaterThan(0);
    expect(of['ヘア 撮影']).toBeGreaterThan(0);
    expect(of['ヘア 撮影']).toBeLessThan(of['撮影']);
    expect(of['表参道　撮影']).toBeGreaterThan(0);
  });

  test('a keyword with more than 20 matches pages 20 + rest without duplicates or gaps', async () => {
    const legacy = await legacySearch(t.store, '横浜', today);
    const now = await walkSearch(t, worker, enc('横浜'));
    expect(now.sizes[0]).toBe(PAGE_SIZE);
    expect(now.sizes.length).toBeGreaterThan(1);
    expect(now.ids).toEqual(legacy.ids);
    expect(new Set(now.ids).size).toBe(legacy.ids.length);
  });

  test('the keyword query is one array-contains on searchTokens, served by firestore.indexes.json', async () => {
    const from = t.recorder.queries.length;
    await worker.get(`/liff/jobs?${enc('ヘアカタログ撮影')}`).expect(200);
    const qs = jobsQueries(t, from);
    expect(qs).toHaveLength(1);
    expect(qs[0].query.where).toEqual([
      ['status', '==', 'published'],
      ['searchTokens', 'array-contains', '撮影'],
    ]);
    expect(unindexedQueries(qs)).toEqual([]);
    const index = loadIndexes().find(
      (ix) =>
        ix.collectionGroup === 'jobs' && ix.fields.some((f) => f.fieldPath === 'searchTokens' && f.arrayConfig === 'CONTAINS'),
    );
    expect(index?.fields.map((f) => f.fieldPath)).toEqual(['searchTokens', 'status', 'createdAt', 'id']);
  });

  test('skill and keyword together: the token in the query, the skill checked on the page', async () => {
    const legacy = (await legacySearch(t.store, '撮影', today)).ids;
    const jobs = await t.store.getAll<JobDoc>(legacy.map(jobPath));
    const skill = 'ヘアカタログ撮影';
    const expected = legacy.filter((_, i) => jobs[i]?.skills.includes(skill));
    expect(expected.length).toBeGreaterThan(0);
    const from = t.recorder.queries.length;
    const now = await walkSearch(t, worker, `${enc('撮影')}&skill=${encodeURIComponent(skill)}`);
    expect(now.ids).toEqual(expected);
    expect(jobsQueries(t, from)[0].query.where).toContainEqual(['searchTokens', 'array-contains', '撮影']);
  });

  test('at scale: matches behind many non-matching jobs take one query per page (the scan took several)', async () => {
    // 25 matching jobs posted first, then 300 newer ones that do not match.
    const marker = 'ゼブラ柄';
    const matching: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await client.post('/liff/jobs', jobInput({ title: `${marker}の撮影 ${i + 1}` })).expect(201);
      matching.push((res.body as Job).id);
    }
    const base = t.clock.now().getTime() + 60_000;
    for (let i = 0; i < 300; i++) {
      const id = `filler-${String(i).padStart(3, '0')}`;
      const at = new Date(base + i * 1000);
      const doc: JobDoc = withSearchTokens({
        id,
        clientId: client.uid,
        ...jobInput({ title: `別の案件 ${i}` }),
        status: 'published',
        applicantCount: 0,
        acceptedCount: 0,
        createdAt: at,
        updatedAt: at,
      });
      await t.store.set(jobPath(id), { ...doc });
    }
    const legacy = await legacySearch(t.store, marker, today);
    const now = await walkSearch(t, worker, enc(marker));
    expect(now.ids).toEqual(legacy.ids);
    expect(new Set(now.ids)).toEqual(new Set(matching));
    expect(now.sizes).toEqual([20, 5]);
    expect(now.jobQueries).toEqual([1, 1]);
    expect(legacy.batches).toBeGreaterThan(now.jobQueries.length + 2);
  }, 60_000);

  test('tokens follow the text on post and edit (in the same write)', async () => {
    const posted = (await client.post('/liff/jobs', jobInput({ title: 'カピバラ撮影' })).expect(201)).body as Job;
    const stored = await t.store.get<JobDoc>(jobPath(posted.id));
    expect(stored?.searchTokens).toEqual(searchTokensOf('カピバラ撮影', stored?.description ?? ''));
    expect((posted as Job & { searchTokens?: unknown }).searchTokens).toBeUndefined();
    expect((await walkSearch(t, worker, enc('カピバラ'))).ids).toEqual([posted.id]);

    await client.patch(`/liff/jobs/${posted.id}`, { title: 'アルパカ撮影' }).expect(200);
    expect((await walkSearch(t, worker, enc('カピバラ'))).ids).toEqual([]);
    expect((await walkSearch(t, worker, enc('アルパカ'))).ids).toEqual([posted.id]);
    await client.patch(`/liff/jobs/${posted.id}`, { description: '草原でのカピバラ撮影です' }).expect(200);
    expect((await walkSearch(t, worker, enc('カピバラ'))).ids).toEqual([posted.id]);
  });

  test('the backfill gives jobs written without tokens theirs, and is idempotent', async () => {
    const seeded = ['demo-job-01', 'demo-job-02'];
    for (const id of seeded) {
      const doc = (await t.store.get<JobDoc>(jobPath(id))) as JobDoc;
      const { searchTokens: _drop, ...old } = doc;
      await t.store.set(jobPath(id), { ...old });
    }
    const legacy = await legacySearch(t.store, '表参道', today);
    expect(legacy.ids).toEqual(expect.arrayContaining(['demo-job-01']));
    expect((await walkSearch(t, worker, enc('表参道'))).ids).not.toContain('demo-job-01');

    expect(await backfillSearchTokens(t.store, { dryRun: true })).toMatchObject({ updated: 2 });
    const first = await backfillSearchTokens(t.store);
    expect(first.updated).toBe(2);
    expect(first.scanned).toBeGreaterThan(300);
    expect(await backfillSearchTokens(t.store)).toMatchObject({ updated: 0 });
    expect((await walkSearch(t, worker, enc('表参道'))).ids).toEqual(legacy.ids);
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
