#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: the Jest projects, the browser journeys, then the first
// screens' budgets (scripts/bench-boot.mjs --check: one check per screen), and prints the totals of
// all, plus the deployable-artifact smoke's checks (SMOKE_RESULTS) and the dev server's first visits
// (DEV_ROUTES_RESULTS), as the last line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const chromium = () =>
  existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? null : 'Chromium is not installed (apt-get install -y chromium)';
const suites = [
  { name: 'unit, API and web', args: ['jest', '--ci', '--json', '--outputFile=test-results/jest.json'] },
  {
    name: 'browser journeys',
    args: ['jest', '--ci', '-c', 'jest.e2e.config.js', '--json', '--outputFile=test-results/e2e.json'],
    needs: chromium,
  },
  {
    // The app scripts/test.mjs built for the journeys (LIFF mocked, as the bench builds it); about 30 s.
    name: 'first-screen budgets (docs/performance.md)',
    cmd: 'node',
    args: ['scripts/bench-boot.mjs', '--check', '--app-dist', 'dist-test', '--results', 'test-results/budgets.json'],
    results: 'test-results/budgets.json',
    needs: () =>
      chromium() ?? (existsSync('web/dist-test/index.html') ? null : 'web/dist-test is not built (npm test builds it)'),
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
// Checks scripts/test.mjs ran before the emulators started (the deployable-artifact smoke, the dev
// server's first visits) count too.
for (const [label, file] of [
  ['deployable artifact', process.env.SMOKE_RESULTS],
  ['dev routes', process.env.DEV_ROUTES_RESULTS],
]) {
  if (!file) continue;
  const r = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { passed: 0, failed: 1, skipped: 0 };
  console.log(`\n== ${label} (run before): ${r.passed} passed, ${r.failed} failed`);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
}
for (const suite of suites) {
  console.log(`\n== ${suite.name}`);
  const missing = suite.needs?.();
  if (missing) {
    console.log(`skipped: ${suite.name}: ${missing}`);
    continue;
  }
  const out = suite.results ?? suite.args.find((a) => a.startsWith('--outputFile=')).split('=')[1];
  rmSync(out, { force: true });
  const status = spawnSync(suite.cmd ?? 'npx', suite.args, { stdio: 'inherit' }).status;
  if (!existsSync(out)) {
    broken = true;
    if (suite.results) failed += 1; // it did not get as far as its checks
    continue;
  }
  if (suite.results) {
    // Counts of checks ({ passed, failed, skipped }), as the smoke's.
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.passed;
    failed += r.failed || (status !== 0 ? 1 : 0);
    skipped += r.skipped;
    continue;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // A suite that failed to run (syntax error, failed setup) has no failed tests but a failed status.
  if (status !== 0 && r.numFailedTests === 0) {
    broken = true;
    failed += r.numFailedTestSuites || 1;
  }
}
const totals = `${passed} passed, ${failed} failed, ${skipped} skipped`;
console.log(`\n${totals}`);
// scripts/test.mjs repeats it as the very last line, after the emulator's shutdown messages.
writeFileSync('test-results/totals.txt', totals);
process.exit(failed > 0 || broken ? 1 : 0);
