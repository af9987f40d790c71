#!/usr/bin/env node
// Lighthouse comparison: `npm run bench:lighthouse`. Builds the production web bundle (LIFF mocked)
// and the bare stack (web/bench-bare) like `npm run bench`, serves both with the local API inside the
// Auth emulator, and runs Lighthouse (mobile, default simulated throttling, performance only) in
// Debian's Chromium on three of the app's screens, each beside the bare stack: median of 3 runs,
// interleaved app, bare, app, bare, ... Prints LCP and the performance score of each, their ratio and
// difference, and the targets (LCP within 1.3x of the bare stack's, score within 10
// points). Figures, not pass/fail: see docs/performance.md.
// The LIFF mock's user is picked with `?mockUser=<id>` (web/src/lib/line/mockUser.ts): Lighthouse
// clears the origin's storage before each run, so localStorage cannot carry it.
// BENCH_ONLY=<part of a screen's name> runs only those screens; BENCH_VERBOSE=1 prints each run's LCP element; LIGHTHOUSE_REPORTS=<dir> keeps each run's HTML and JSON report.
import { runInAuthEmulator, startStack } from './bench/stack.mjs';

runInAuthEmulator('scripts/bench-lighthouse.mjs');

const { rmSync, mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
const { join } = await import('node:path');
const { tmpdir } = await import('node:os');
const { default: lighthouse, generateReport } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

// Not bench-boot's ports (5190, 4199, 4198): either may run while the other's servers are stopping.
const API_PORT = 5192;
const WEB_PORT = 4197;
const BARE_PORT = 4196;
const RUNS = 3;
const TARGET = { lcpRatio: 1.3, scorePoints: 10 };
const dataDir = '/tmp/salonworks-lighthouse';
const appDist = mkdtempSync(join(tmpdir(), 'salonworks-lighthouse-app-'));
const bareDist = mkdtempSync(join(tmpdir(), 'salonworks-lighthouse-bare-'));
const reports = process.env.LIGHTHOUSE_REPORTS;
const started = Date.now();
const cleanBuilds = () => [appDist, bareDist].forEach((d) => rmSync(d, { recursive: true, force: true }));

if (reports) mkdirSync(reports, { recursive: true });
// Served as Firebase Hosting serves them (HTTP/2 over TLS: ./bench/h2server.mjs); BENCH_HTTP1=1 uses
// `vite preview` (HTTP/1.1) as before, whose six connections Lighthouse's simulation queues every chunk on.
const hosting = !process.env.BENCH_HTTP1;
const { stop, waitFor, ready } = startStack({
  dataDir,
  appDist,
  bareDist,
  apiPort: API_PORT,
  webPort: WEB_PORT,
  barePort: BARE_PORT,
  hosting,
  cleanup: cleanBuilds,
});
const scheme = hosting ? 'https' : 'http';

let lighthouseVersion = '?';

/**
 * What a returning user's device holds from earlier visits (`storage`: localStorage entries), with an
 * empty HTTP cache: written from a blank page of the origin before Lighthouse runs, and kept by
 * running it with `disableStorageReset` (the profile is new, so nothing else carries over).
 */
async function seedStorage(port, url, storage) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto(new URL('/__seed', url).href);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in a Chromium of its own (empty profile, so no cache carries over). */
async function run(url, name, storage) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', ...(hosting ? ['--ignore-certificate-errors'] : [])],
  });
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: !!storage,
    });
    const lhr = result.lhr;
    lighthouseVersion = lhr.lighthouseVersion;
    if (reports) {
      writeFileSync(join(reports, `${name}.html`), generateReport(lhr, 'html'));
      writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
    }
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    const score = lhr.categories.performance?.score;
    if (process.env.BENCH_VERBOSE) {
      const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      console.log(`   ${name}: LCP element ${item?.snippet ?? '?'}${lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ''}`);
    }
    if (lhr.runtimeError || lcp === undefined || score === null || score === undefined) {
      console.log(`   ${name}: no result (${lhr.runtimeError?.message ?? 'no LCP or score'})`);
      return null;
    }
    return { lcp: Math.round(lcp), score: Math.round(score * 100) };
  } finally {
    chrome.kill();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  await waitFor(`http://127.0.0.1:${API_PORT}/liff/health`);
  if (hosting) await ready;
  else {
    await waitFor(`http://127.0.0.1:${WEB_PORT}/`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  }
  const app = (query) => `${scheme}://127.0.0.1:${WEB_PORT}/?${query}`;
  const bareUrl = `${scheme}://127.0.0.1:${BARE_PORT}/`;
  const stamp = Date.now();
  // Demo users: functions/src/local/seedMarketplace.ts. The new user is a new LINE user on every run.
  // A returning user's device remembers their side (web/src/lib/lastSide.ts), as after any earlier
  // visit; "on a new device" is the same user with nothing stored (the side is learnt from the session).
  const side = (s) => ({ 'salonworks.lastSide': s });
  const screens = [
    ['new user -> verification form', (i) => app(`mockUser=Ulighthouse-${stamp}-${i}&mockName=LH`)],
    ['returning worker -> open jobs', () => app('mockUser=Udemo-worker-sato'), side('worker')],
    ['returning client -> my jobs', () => app('mockUser=Udemo-client-lumiere'), side('client')],
    ['worker on a new device -> open jobs', () => app('mockUser=Udemo-worker-sato')],
  ].filter(([screen]) => !process.env.BENCH_ONLY || screen.includes(process.env.BENCH_ONLY));
  const rows = [];
  for (const [screen, url, storage] of screens) {
    const appRuns = [];
    const bareRuns = [];
    for (let i = 0; i < RUNS; i++) {
      const slug = screen.replace(/\W+/g, '-');
      const a = await run(url(i), `${slug}-app-${i + 1}`, storage);
      appRuns.push(a);
      const b = await run(bareUrl, `${slug}-bare-${i + 1}`);
      bareRuns.push(b);
      console.log(
        `${screen} #${i + 1}: app LCP ${a?.lcp ?? '-'} ms, score ${a?.score ?? '-'}; bare LCP ${b?.lcp ?? '-'} ms, score ${b?.score ?? '-'}`,
      );
    }
    const appLcp = median(appRuns.map((r) => r?.lcp));
    const bareLcp = median(bareRuns.map((r) => r?.lcp));
    const appScore = median(appRuns.map((r) => r?.score));
    const bareScore = median(bareRuns.map((r) => r?.score));
    const lcpRatio = appLcp !== null && bareLcp ? +(appLcp / bareLcp).toFixed(2) : null;
    const scoreDiff = appScore !== null && bareScore !== null ? appScore - bareScore : null;
    rows.push({
      screen,
      appLcpMs: appLcp,
      bareLcpMs: bareLcp,
      lcpRatio,
      lcpTarget: `<= ${TARGET.lcpRatio}`,
      lcpOk: lcpRatio === null ? '-' : lcpRatio <= TARGET.lcpRatio ? 'yes' : 'no',
      appScore,
      bareScore,
      scoreDiff,
      scoreTarget: `>= -${TARGET.scorePoints}`,
      scoreOk: scoreDiff === null ? '-' : scoreDiff >= -TARGET.scorePoints ? 'yes' : 'no',
      appRuns: appRuns.map((r) => (r ? `${r.lcp}/${r.score}` : '-')).join(' '),
      bareRuns: bareRuns.map((r) => (r ? `${r.lcp}/${r.score}` : '-')).join(' '),
    });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, ${hosting ? 'HTTP/2 as Firebase Hosting serves' : 'HTTP/1.1 (vite preview)'}; median of ${RUNS} ` +
      'interleaved runs (runs as LCP ms/score):',
  );
  console.table(rows);
  const head = ['screen', 'LCP app (ms)', 'LCP bare (ms)', 'ratio (<= 1.3)', 'score app', 'score bare', 'diff (>= -10)'];
  const mark = (ok) => (ok === 'no' ? ' ✗' : '');
  const lines = rows.map((r) => [
    r.screen,
    r.appLcpMs ?? '-',
    r.bareLcpMs ?? '-',
    `${r.lcpRatio?.toFixed(2) ?? '-'}${mark(r.lcpOk)}`,
    r.appScore ?? '-',
    r.bareScore ?? '-',
    `${r.scoreDiff ?? '-'}${mark(r.scoreOk)}`,
  ]);
  console.log(
    `\n${[head, head.map(() => '---'), ...lines].map((c) => `| ${c.join(' | ')} |`).join('\n')}\n\n(${Math.round((Date.now() - started) / 1000)} s)`,
  );
} finally {
  stop();
  cleanBuilds();
}
