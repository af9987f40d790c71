#!/usr/bin/env node
// The one test command (README): type checks, lint, format check, the deployable functions bundle under the Functions
// and Hosting emulators (scripts/deploy-smoke.mjs), the dev server's first visit of every route
// (scripts/dev-routes-check.mjs), then every Jest suite (unit, API over HTTP, store contract, web
// components, browser journeys) and the first screens' budgets (scripts/bench-boot.mjs --check, on the
// journeys' build) inside the Firebase Auth emulator (scripts/run-suites.mjs).
// Ends with one line "N passed, N failed, N skipped" totalled over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } }).status ?? 1;

mkdirSync('test-results', { recursive: true });
rmSync('test-results/totals.txt', { force: true });

console.log('\n== Type check');
for (const project of ['common', 'functions', 'web', 'e2e']) {
  if (run('npx', ['tsc', '-p', project]) !== 0) {
    console.log(`type check of ${project} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log('\n== Lint (ESLint: hooks, a11y, import boundaries, no cycles)');
// Then the samples that prove each documented rule still fires (eslint-rules/samples.mjs).
if (run('npx', ['eslint', '.', '--max-warnings', '0']) !== 0 || run('node', ['eslint-rules/samples.mjs']) !== 0) {
  console.log('lint failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

console.log('\n== Format check (Prettier)');
if (run('npx', ['prettier', '--check', '.']) !== 0) {
  console.log('format check failed (npm run format fixes it)');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

console.log('\n== Build the web app for the browser journeys and the first-screen budgets (LIFF mocked)');
if (
  run('npx', ['vite', 'build', '--outDir', 'dist-test', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: 'web',
    env: { VITE_LIFF_MOCK: 'true' },
  }) !== 0
) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

console.log('\n== Deployable artifact: functions/ built and installed as `firebase deploy` does, under the emulators');
// scripts/run-suites.mjs adds its checks to the totals.
const smokeResults = 'test-results/smoke.json';
rmSync(smokeResults, { force: true });
if (
  run('node', ['scripts/deploy-smoke.mjs', '--web', 'web/dist-test', '--results', smokeResults]) !== 0 &&
  !existsSync(smokeResults)
) {
  writeFileSync(smokeResults, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
}

console.log('\n== Dev server: every route visited right after start, no 5xx (scripts/dev-routes-check.mjs)');
// Also totalled by scripts/run-suites.mjs.
const devRoutesResults = 'test-results/dev-routes.json';
rmSync(devRoutesResults, { force: true });
if (run('node', ['scripts/dev-routes-check.mjs', '--results', devRoutesResults]) !== 0 && !existsSync(devRoutesResults)) {
  writeFileSync(devRoutesResults, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
}

console.log('\n== Test suites (Firebase Auth emulator)');
const status = run(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'auth',
    '--project',
    'demo-salonworks',
    '--log-verbosity',
    'QUIET',
    'node scripts/run-suites.mjs',
  ],
  {
    env: {
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      SMOKE_RESULTS: smokeResults,
      DEV_ROUTES_RESULTS: devRoutesResults,
    },
  },
);
// The totals line closes the run (the emulator prints its shutdown after the suites).
const totals = existsSync('test-results/totals.txt') ? readFileSync('test-results/totals.txt', 'utf8') : '0 passed, 1 failed';
console.log(`\n${totals}`);
process.exit(status);
