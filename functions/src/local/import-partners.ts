/**
 * Replaces the stored partner directory with a CSV file (header: email,companyName) through the same
 * service as the admin API (docs/product/admin.md#partner-directory): it previews, prints what would be
 * added, changed and removed and every invalid line, then applies exactly that preview (audit entry by
 * `shell`). A file with an invalid line changes nothing.
 *
 *   npm run import:partners -w functions -- path/to/partners.csv [--dry-run]
 */
import { readFileSync } from 'node:fs';
import type { PartnerImportPreview } from '@common/partners';
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import { MemoryStore } from '../adapters/store/memory';
import { SHELL_ADMIN, applyImport, previewImport } from '../features/partners/service';
import { buildSeed } from './seed';

const LISTED = 20;

function report(p: PartnerImportPreview) {
  const c = p.counts;
  console.log(
    `file: ${c.file} accounts (${p.encoding}); directory now: ${c.current}` +
      ` -> added ${c.added}, changed ${c.changed}, removed ${c.removed}, unchanged ${c.unchanged}, invalid lines ${c.invalid}`,
  );
  for (const r of p.added.slice(0, LISTED)) console.log(`  + ${r.email}  ${r.companyName}`);
  for (const r of p.changed.slice(0, LISTED)) console.log(`  ~ ${r.email}  ${r.before.companyName} -> ${r.after.companyName}`);
  // The file replaces the whole directory: an account it does not hold is removed.
  for (const r of p.removed.slice(0, LISTED)) console.log(`  - ${r.email}  ${r.companyName}  (not in the file: removed)`);
  for (const l of p.invalid) console.log(`  line ${l.line}: ${l.reason}: ${l.text}`);
}

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: import-partners <file.csv> [--dry-run]');
  const bytes = readFileSync(file);
  let text: string;
  let encoding: PartnerImportPreview['encoding'] = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // What Excel on a Japanese Windows saves; anything else fails here as unreadable.
    text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    encoding = 'shift_jis';
  }
  const config = loadConfig();
  // A first import into the embedded store starts it from the same demo seed as the local server.
  const deps = buildLocalDeps(config, { seed: buildSeed(config.store.dataDir) });
  try {
    const preview = await previewImport(deps, SHELL_ADMIN, text, encoding);
    report(preview);
    if (!preview.token) throw new Error('not imported: fix the invalid lines and run again (nothing was changed)');
    if (dryRun) {
      console.log('dry run: nothing was changed');
      return;
    }
    const result = await applyImport(deps, SHELL_ADMIN, preview.token);
    console.log(`imported: the directory holds ${result.counts.total} partner accounts (revision ${result.revision})`);
  } finally {
    if (deps.store instanceof MemoryStore) deps.store.flush();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
