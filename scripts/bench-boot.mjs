#!/usr/bin/env node
// Boot benchmark: `npm run bench`. Builds the production web bundle (LIFF mocked), serves it with the
// local API inside the Auth emulator, and loads it in Chromium at 375x667 as a first-time and as a
// returning user. Reports the gzipped JavaScript loaded before the first screen and the number of
// sequential network round trips (the longest chain of requests each starting after the previous
// one ended), in total and to our API. Numbers, not pass/fail: see docs/performance.md.
/* global document, window, MutationObserver -- used inside page callbacks, which run in the browser */
import { spawnSync } from 'node:child_process';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // Re-run inside the Auth emulator.
  const r = spawnSync(
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
      'node scripts/bench-boot.mjs',
    ],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

const { spawn } = await import('node:child_process');
const { readFileSync, rmSync, mkdirSync, cpSync } = await import('node:fs');
const { gzipSync } = await import('node:zlib');
const { join } = await import('node:path');
const { chromium } = await import('playwright-core');

const API_PORT = 5190;
const WEB_PORT = 4199; // (4190 is on the fetch spec's list of blocked ports)
const dataDir = '/tmp/salonworks-bench';
const dist = 'dist-bench';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
cpSync('emulator-data/partners.csv', join(dataDir, 'partners.csv'));
spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: 'web',
  stdio: 'inherit',
  env: { ...process.env, VITE_LIFF_MOCK: 'true' },
});

const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(API_PORT) };
const procs = [
  spawn('npx', ['tsx', 'src/local/server.ts'], { cwd: 'functions', env, stdio: 'ignore', detached: true }),
  spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(WEB_PORT), '--strictPort'], {
    cwd: 'web',
    env,
    stdio: 'ignore',
    detached: true,
  }),
];
// Each server runs in its own process group (npx and its child): stop the whole group.
const stop = () =>
  procs.forEach((p) => {
    try {
      process.kill(-p.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  });

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timeout: ${url}`);
}

function depth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const d = new Map();
  for (const r of sorted) {
    let best = 0;
    for (const q of sorted) if (q !== r && q.end <= r.start && d.has(q)) best = Math.max(best, d.get(q));
    d.set(r, best + 1);
  }
  return Math.max(0, ...d.values());
}

const gz = (path) => gzipSync(readFileSync(join('web', dist, path))).length;

/** `ready` is the h1 text of the first screen, or { selector } of the first piece of data. */
async function measure(browser, user, label, ready) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
  });
  await context.addInitScript((u) => localStorage.setItem('liffMockUser', JSON.stringify(u)), user);
  // Note the moment the first screen's heading is in the DOM, in the page's own clock (epoch ms).
  await context.addInitScript((r) => {
    new MutationObserver((_m, obs) => {
      const h =
        typeof r === 'string'
          ? [...document.querySelectorAll('h1')].find((e) => e.textContent === r)
          : document.querySelector(r.selector);
      if (h) {
        window.__firstScreenAt = performance.timeOrigin + performance.now();
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  }, ready);
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', async (req) => {
    const timing = req.timing();
    requests.push({
      url: req.url(),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
      type: req.resourceType(),
    });
  });
  await page.goto(`http://127.0.0.1:${WEB_PORT}/`);
  await (typeof ready === 'string' ? page.getByRole('heading', { name: ready }) : page.locator(ready.selector).first()).waitFor();
  await page.waitForTimeout(500); // let requestfinished events arrive
  const firstScreenAt = await page.evaluate(() => window.__firstScreenAt);
  const navStart = await page.evaluate(() => performance.timeOrigin);
  // What the first screen waited for: every request that ended before it appeared.
  const before = requests.filter((r) => r.end <= firstScreenAt);
  if (process.env.BENCH_VERBOSE)
    console.log(
      before
        .map(
          (r) =>
            `${Math.round(r.start - navStart)}-${Math.round(r.end - navStart)} ${r.url}${r.url.endsWith('.js') ? ` ${(gz(new URL(r.url).pathname) / 1024).toFixed(1)}KB` : ''}`,
        )
        .join('\n'),
    );
  const js = before.filter((r) => r.url.endsWith('.js'));
  const jsBytes = js.reduce((n, r) => n + gz(new URL(r.url).pathname), 0);
  const api = before.filter((r) => new URL(r.url).pathname.startsWith('/liff/'));
  const result = {
    scenario: label,
    firstScreenMs: Math.round(firstScreenAt - navStart),
    jsFiles: js.length,
    jsGzipKB: +(jsBytes / 1024).toFixed(1),
    sequentialRoundTrips: depth(before),
    apiCallsBeforeFirstScreen: api.length,
    sequentialApiRoundTrips: depth(api),
  };
  await context.close();
  return result;
}

try {
  await waitFor(`http://127.0.0.1:${API_PORT}/liff/health`);
  await waitFor(`http://127.0.0.1:${WEB_PORT}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const user = { userId: `Ubench-${Date.now()}`, displayName: 'ベンチ', pictureUrl: '' };
  const rows = [
    await measure(browser, user, 'first login (new user -> verification form)', 'サロンマーケットの認証フォーム'),
    await measure(browser, user, 'returning user (same user again)', 'サロンマーケットの認証フォーム'),
    await measure(
      browser,
      { userId: 'Udemo-client-candidate', displayName: 'デモ', pictureUrl: '' },
      'returning verified user (setup screen)',
      '初期設定を進めます',
    ),
    await measure(
      browser,
      { userId: 'Udemo-worker-sato', displayName: 'デモ', pictureUrl: '' },
      'returning worker (/ -> open jobs, first job card)',
      { selector: '[data-testid="job-card"]' },
    ),
  ];
  console.table(rows);
  await browser.close();
} finally {
  stop();
  rmSync(join('web', dist), { recursive: true, force: true });
}
