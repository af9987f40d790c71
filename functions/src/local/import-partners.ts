/**
 * Imports partner accounts from a CSV (header: email,companyName) into the configured document
 * store: `npm run import:partners -w functions -- path/to/partners.csv`.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import { parsePartnerCsv } from '../adapters/partner/csv';
import { partnerPath } from '../adapters/partner/local';
import { MemoryStore } from '../adapters/store/memory';
import { buildSeed } from './seed';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: import-partners <file.csv>');
  const salons = parsePartnerCsv(readFileSync(file, 'utf8'));
  const config = loadConfig();
  // A first import into the embedded store starts it from the same demo seed as the local server.
  const { store } = buildLocalDeps(config, { seed: buildSeed(config.store.dataDir) });
  for (const salon of salons) await store.set(partnerPath(salon.email), { ...salon });
  if (store instanceof MemoryStore) store.flush();
  console.log(`imported ${salons.length} partner accounts`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
