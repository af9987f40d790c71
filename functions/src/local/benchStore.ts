/**
 * Embedded store benchmark (`npm run bench:store`; docs/performance.md, "Store"). Seeds 1k, 10k and
 * 100k jobs into a MemoryStore persisted to a temporary directory and measures, in process:
 * - the job list (published jobs newest first, 20 a page: the scan of features/jobs/service.ts
 *   searchJobs over documents/jobs.ts publishedJobs), alone and under 50 concurrent callers;
 * - the same search with a keyword that matches nothing, as searchJobs runs it (one query on the
 *   jobs' searchTokens) and as it ran before the token index (a scan of up to 1,000 documents);
 * - single-document writes, and the longest event-loop stall while writing and persisting.
 * Usage: tsx --tsconfig functions/tsconfig.json functions/src/local/benchStore.ts [sizes...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { MemoryStore } from '../adapters/store/memory';
import type { DocData } from '../ports/store';
import { isOpen, jobSearchTokens, publishedJobs, publishedJobsWithToken, searchTextOf, type JobDoc } from '../documents/jobs';
import { newestCursorOf, scanPage } from '../http/paging';
import { matchesKeywords, searchTokenFor } from '../keywords';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const sizes = SIZES.length ? SIZES : [1_000, 10_000, 100_000];
const TODAY = '2026-11-24';
const CONCURRENCY = 50;

function seedJobs(n: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const base = Date.UTC(2024, 0, 1);
  const places = ['渋谷', '新宿', '梅田', '天神', '栄', '札幌'];
  for (let i = 0; i < n; i++) {
    const id = `job${String(i).padStart(7, '0')}`;
    const at = new Date(base + i * 60_000);
    const job = {
      id,
      clientId: `client${i % 500}`,
      title: `${places[i % places.length]}のサロンでカット・カラー担当 #${i}`,
      description: `週末のヘルプをお願いします。駅から徒歩${i % 15}分、カットとカラーの経験がある方を歓迎します。`,
      occupation: 'hairdresser',
      skills: ['cut', i % 2 ? 'color' : 'perm'],
      reward: 5_000 + (i % 40) * 1_000,
      applicationDeadline: '2099-12-31',
      deliveryDate: '2099-12-31',
      placeType: 'onsite',
      address: `${places[i % places.length]} 1-2-3`,
      capacity: 1,
      status: i % 10 === 0 ? 'closed' : 'published',
      applicantCount: 0,
      acceptedCount: 0,
      createdAt: at,
      updatedAt: at,
    };
    docs[`jobs/${id}`] = { ...job, searchTokens: jobSearchTokens(job) };
  }
  return docs;
}

/** One page of the job search, as searchJobs scans it (`byToken`: through the keyword index). */
async function searchPage(store: MemoryStore, q: string | undefined, byToken = true) {
  const keep = (d: JobDoc) => isOpen(d, TODAY) && matchesKeywords(searchTextOf(d), q);
  const token = byToken ? searchTokenFor(q) : undefined;
  return scanPage({
    fetch: token ? publishedJobsWithToken(store, token) : publishedJobs(store, undefined),
    cursorOf: newestCursorOf,
    keep: (docs) => docs.map((d) => keep(d.data)),
    after: undefined,
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: ms(pct(s, 50)), p95: ms(pct(s, 95)), max: ms(s[s.length - 1]) };
};

/** Sequential calls until `count` calls or `budgetMs` have passed (at least 5 calls). */
async function timed(fn: () => Promise<unknown>, count: number, budgetMs: number) {
  const out: number[] = [];
  const start = performance.now();
  while (out.length < count && (out.length < 5 || performance.now() - start < budgetMs)) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** CONCURRENCY callers calling in a loop until the budget has passed (each at least twice). */
async function concurrent(fn: () => Promise<unknown>, budgetMs: number) {
  const out: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < 2 || performance.now() - start < budgetMs; i++) {
        const t = performance.now();
        await fn();
        out.push(performance.now() - t);
      }
    }),
  );
  return out;
}

async function benchSize(n: number) {
  const dir = mkdtempSync(join(tmpdir(), 'salonworks-bench-'));
  try {
    let t = performance.now();
    // The seed is not kept: only the store's own copy stays on the heap.
    const store = new MemoryStore({ file: join(dir, 'store.json'), seed: seedJobs(n) });
    const openMs = performance.now() - t;

    const first = await searchPage(store, undefined);
    if (first.items.length !== 20) throw new Error(`list page has ${first.items.length} items`);
    const none = await searchPage(store, '該当なしのキーワード');
    if (none.items.length !== 0 || (await searchPage(store, '該当なしのキーワード', false)).items.length) {
      throw new Error('keyword matched');
    }

    const list = await timed(() => searchPage(store, undefined), 300, 4_000);
    const keyword = await timed(() => searchPage(store, '該当なしのキーワード'), 100, 4_000);
    const keywordScan = await timed(() => searchPage(store, '該当なしのキーワード', false), 100, 4_000);
    const listLoad = await concurrent(() => searchPage(store, undefined), 4_000);

    // The machine's own noise: the longest event-loop stall over a second of doing nothing.
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((r) => setTimeout(r, 1_000));
    idle.disable();

    // Writes with persistence on: the update latency and the longest event-loop stall while writing
    // and for a second after (the deferred save / background compaction).
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    t = performance.now();
    const writes = await timed(
      () => store.update(`jobs/job${String(Math.floor(Math.random() * n)).padStart(7, '0')}`, { applicantCount: 1 }),
      500,
      4_000,
    );
    const compact = (store as unknown as { compact?: () => Promise<void> }).compact;
    if (compact) await compact.call(store);
    await new Promise((r) => setTimeout(r, 1_000));
    loop.disable();
    const stallMs = loop.max / 1e6;
    store.flush();

    return {
      jobs: n,
      openMs: ms(openMs),
      list: summary(list),
      keywordNone: summary(keyword),
      keywordNoneScan: summary(keywordScan),
      [`list x${CONCURRENCY}`]: summary(listLoad),
      write: summary(writes),
      maxStallMs: ms(stallMs),
      idleStallMs: ms(idle.max / 1e6),
      writeWindowMs: ms(performance.now() - t),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  for (const n of sizes) {
    const r = await benchSize(n);
    console.log(JSON.stringify(r));
    rows.push(r);
  }
  console.log(
    '\n| jobs | list p50/p95 ms | keyword (none) p50/p95 ms | keyword (none) by scan p50/p95 ms | list p50/p95 ms, 50 callers | write p50/p95 ms | max event-loop stall ms (idle) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const l = r[`list x${CONCURRENCY}`] as ReturnType<typeof summary>;
    console.log(
      `| ${r.jobs} | ${r.list.p50} / ${r.list.p95} | ${r.keywordNone.p50} / ${r.keywordNone.p95} | ${r.keywordNoneScan.p50} / ${r.keywordNoneScan.p95} | ${l.p50} / ${l.p95} | ${r.write.p50} / ${r.write.p95} | ${r.maxStallMs} (${r.idleStallMs}) |`,
    );
  }
}

void main();
