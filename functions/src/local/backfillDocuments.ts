/**
 * Gives contracts made before the business documents existed what their history calls for
 * (docs/product/entities.md#backfilled-documents): the payment deadline, the 発注書, the 納品書 of
 * the last 納品, the 検収書 and 請求書 of the 検収, the fee's 請求書 and the 支払明細 of the transfer.
 * Run once after deploying; idempotent, so running it again issues nothing.
 *
 *   npm run backfill:documents -w functions                 the configured store (locally the embedded one)
 *   npm run backfill:documents -w functions -- --dry-run    only counts
 *   STORE_ADAPTER=firestore GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<project> \
 *     npm run backfill:documents -w functions               production, with the rest of functions/.env
 *
 * Locally it works on emulator-data/local: stop `npm start` first (its embedded store owns that file
 * while it runs); the local server also runs it at start.
 */
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import { MemoryStore } from '../adapters/store/memory';
import { backfillAllContracts, type BackfillReport } from '../features/tradeDocuments';
import { buildSeed } from './seed';

/** The report in a few lines. */
export function describeBackfill(r: BackfillReport, dryRun = false): string[] {
  const kinds = Object.entries(r.issued)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const lines = [
    `${r.scanned} contracts read, ${r.changed} ${dryRun ? 'to backfill' : 'backfilled'}: ` +
      `${r.deadlines} payment deadlines, documents ${kinds || 'none'}`,
  ];
  for (const s of r.skipped) lines.push(`  skipped ${s.kind} of contract ${s.contractId}: ${s.reason}`);
  for (const f of r.failed) lines.push(`  FAILED contract ${f.contractId}: ${f.error}`);
  return lines;
}

async function main(argv: string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const config = loadConfig();
  // An embedded store that was never started begins from the demo seed, as the local server does.
  const deps = buildLocalDeps(config, { seed: buildSeed(config.store.dataDir) });
  const report = await backfillAllContracts(deps, { dryRun });
  if (deps.store instanceof MemoryStore) deps.store.flush();
  for (const line of describeBackfill(report, dryRun)) console.log(line);
  console.log(`(${config.store.adapter})`);
  if (report.failed.length) process.exitCode = 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
