#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: the Jest projects, then the browser journeys, and prints
// the totals of both, plus the deployable-artifact smoke's checks (SMOKE_RESULTS) and the dev server's
// first visits (DEV_ROUTES_RESULTS), as the last line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const suites = [
  { name: 'unit, API and web', args: ['jest', '--ci', '--json', '--outputFile=test-results/jest.json'] },
  {
    name: 'browser journeys',
    args: ['jest', '--ci', '-c', 'jest.e2e.config.js', '--json', '--outputFile=test-results/e2e.json'],
    needs: () =>
      existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
        ? null
        : 'Chromium is not installed (apt-get install -y chromium)',
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
  const out = suite.args.find((a) => a.startsWith('--outputFile=')).split('=')[1];
  const status = spawnSync('npx', suite.args, { stdio: 'inherit' }).status;
  if (!existsSync(out)) {
    broken = true;
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
