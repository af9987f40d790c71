#!/usr/bin/env node
// `npm run emulators`: the built app under the Firebase emulators, as it would be deployed. Builds
// the functions bundle (the predeploy hook), the web app with @line/liff-mock into web/dist (which
// Hosting serves; `firebase deploy` rebuilds it for production in its hosting predeploy hook),
// gives the embedded store the demo data when it has none yet (as `npm start` does on its first
// start), then runs `firebase emulators:start --only auth,functions,hosting`.
// Open http://127.0.0.1:5000 (Hosting rewrites /liff/** to the `api` function); ?mockUser=<id> picks the LINE user.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(repo, 'emulator-data');
const storeFile = join(dataDir, 'local', 'store.json');

if (process.argv.includes('--seed')) {
  // Runs under tsx (see below): the seed stays in functions/src/local and out of the deployed bundle.
  const { MemoryStore } = await import('../functions/src/adapters/store/memory.ts');
  const { buildSeed } = await import('../functions/src/local/seed.ts');
  const store = new MemoryStore({ file: storeFile, seed: buildSeed(dataDir) });
  store.flush();
  // The files of the demo pictures (docs/data.md#demo-pictures), where the function's local image store reads them.
  const { FileImageStore } = await import('../functions/src/adapters/images/local.ts');
  const { ensureDemoPictures } = await import('../functions/src/local/demoImages/index.ts');
  const r = await ensureDemoPictures({ store, images: new FileImageStore(join(dataDir, 'local', 'storage')) });
  console.log(`Demo pictures: ${r.written} files (${r.drawn} drawn, ${r.cached} from cache) in ${r.ms} ms`);
  process.exit(0);
}

const step = (title, cmd, args, opts = {}) => {
  console.log(`\n== ${title}`);
  const r = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    console.log(`${title}: failed`);
    process.exit(r.status ?? 1);
  }
};

step('Build the functions bundle (functions/lib)', 'npm', ['--prefix', 'functions', 'run', 'build']);
step('Build the web app with LIFF mocked (web/dist)', 'npx', ['vite', 'build', '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: join(repo, 'web'),
  env: { VITE_LIFF_MOCK: 'true' },
});
if (!existsSync(storeFile)) {
  step('Demo data for the embedded store (emulator-data/local)', 'npx', [
    'tsx',
    '--tsconfig',
    'functions/tsconfig.json',
    fileURLToPath(import.meta.url),
    '--seed',
  ]);
}

console.log('\n== Firebase emulators: Auth, Functions (the api function), Hosting');
console.log('   サロンワークス (built, LIFF mocked): http://127.0.0.1:5000   (Ctrl-C stops)\n');
const child = spawn(
  join(repo, 'node_modules', '.bin', 'firebase'),
  ['emulators:start', '--only', 'auth,functions,hosting', '--project', 'demo-salonworks'],
  // Function discovery through a manifest file: nothing listens beyond loopback.
  { cwd: repo, stdio: 'inherit', env: { ...process.env, FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true' } },
);
// Ctrl-C reaches the emulators too (same process group); wait for their shutdown.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
