/**
 * Writes the keyword index (jobs/{id}.searchTokens, documents/jobs.ts) of every job whose stored
 * tokens are missing or differ from those its title and description give today: jobs written before
 * the index existed, or after the token rule changed. Idempotent; run it again at will.
 *
 *   npm run backfill:search -w functions                 the configured store (locally the embedded one)
 *   npm run backfill:search -w functions -- --dry-run    only counts
 *   STORE_ADAPTER=firestore GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<project> \
 *     npm run backfill:search -w functions               production
 *
 * Jobs are read in id order, PAGE at a time; each page's stale jobs are rewritten in one transaction
 * that reads them again, so an edit made meanwhile (which writes its own tokens) is never undone.
 */
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import type { DocumentStore } from '../ports/store';
import { MemoryStore } from '../adapters/store/memory';
import { jobSearchTokens, jobs, type JobDoc } from '../documents/jobs';
import { buildSeed } from './seed';

const PAGE = 100;

const sameTokens = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((t, i) => t === b[i]);

export interface BackfillResult {
  scanned: number;
  updated: number;
}

/** Rewrites stale searchTokens; returns how many jobs were read and how many were (or would be) updated. */
export async function backfillSearchTokens(store: DocumentStore, o: { dryRun?: boolean } = {}): Promise<BackfillResult> {
  let scanned = 0;
  let updated = 0;
  let after: unknown[] | undefined;
  for (;;) {
    const page = await jobs.query(store, { orderBy: [['id', 'asc']], startAfter: after, limit: PAGE });
    scanned += page.length;
    const stale = page.filter((d) => !sameTokens(d.data.searchTokens, jobSearchTokens(d.data))).map((d) => d.data.id);
    if (stale.length && !o.dryRun) {
      updated += await store.runTransaction(async (tx) => {
        const fresh = await jobs.getMany(tx, stale);
        let n = 0;
        fresh.forEach((doc: JobDoc | null, i) => {
          if (!doc) return;
          const searchTokens = jobSearchTokens(doc);
          if (sameTokens(doc.searchTokens, searchTokens)) return;
          jobs.patch(tx, stale[i], { searchTokens });
          n++;
        });
        return n;
      });
    } else updated += stale.length;
    if (page.length < PAGE) return { scanned, updated };
    after = [page[page.length - 1].data.id];
  }
}

async function main(argv: string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const config = loadConfig();
  // An embedded store that was never started begins from the demo seed, as the local server does.
  const { store } = buildLocalDeps(config, { seed: buildSeed(config.store.dataDir) });
  const { scanned, updated } = await backfillSearchTokens(store, { dryRun });
  if (store instanceof MemoryStore) store.flush();
  console.log(`${scanned} jobs read, ${updated} ${dryRun ? 'to update' : 'updated'} (${config.store.adapter})`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
