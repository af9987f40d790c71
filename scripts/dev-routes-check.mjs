#!/usr/bin/env node
// The dev server's first visits (docs/performance.md): starts the Vite dev server of web/ on a free port with a
// fresh dependency cache (a temporary cacheDir, so a developer's running `npm start` is left alone),
// then opens every path of common/src/paths.ts (":id" filled with a dummy id) and the gate screens
// in Chromium, one page after another, each as a first visit right after start.
// A visit fails on any response of the dev server with status >= 500 (such as the 504 "Outdated
// Optimize Dep" Vite answers while it re-bundles), on a full reload of the page, and on a dependency
// that Vite discovers only then ("dependencies optimized: ..."): every one must be pre-bundled at start
// (web/vite.config.ts, optimizeDeps).
// The API and the Auth emulator do not run: /liff/** and /admin/** are answered in the browser (a stub session, so the
// screens render and load their chunks; 403 for the console's /admin, 404 for the rest), so is the Firebase custom-token sign-in, and
// requests to any other origin are aborted.
//
// usage: node scripts/dev-routes-check.mjs [--results file.json] [--only /client/products,...]
// Prints "dev routes: N passed, N failed"; exits non-zero when a visit failed or the server did not start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(repo, 'web');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const resultsFile = arg('--results');
const only = arg('--only')?.split(',');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DUMMY_ID = 'dev-routes-check';
/** How long a page may keep loading (the first one includes the initial pre-bundle and transforms). */
const FIRST_VISIT_MS = 90_000;
const VISIT_MS = 20_000;
/** No request to the dev server for this long after `load`: the page has loaded all it will. */
const QUIET_MS = 300;

/** Every screen path of common/src/paths.ts (web/src/lib/paths.ts re-exports it), read as text. */
function screenPaths() {
  const source = readFileSync(join(repo, 'common/src/paths.ts'), 'utf8');
  const paths = [...source.matchAll(/^\s+\w+: '(\/[^']*)',?$/gm)].map((m) => m[1]);
  if (paths.length < 10) throw new Error(`only ${paths.length} paths found in common/src/paths.ts`);
  return [...new Set(paths)].map((p) => p.replace(/:\w+/g, DUMMY_ID));
}

const now = '2025-01-01T00:00:00.000Z';
const user = (type, isActive = true) => ({
  id: DUMMY_ID,
  userId: DUMMY_ID,
  type,
  isActive,
  isWorker: type === 'worker',
  hasStripeAccount: false,
  salonInfo: null,
  lineDisplayName: 'dev routes',
  linePictureURL: '',
  createdAt: now,
  updatedAt: now,
});
const session = (u) => ({ user: u, profiles: { client: null, worker: null }, connectStatus: 'none', images: {} });

/** The Auth emulator's answers to the custom-token sign-in (an unsigned ID token, as the emulator gives). */
function firebaseAuth(url) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const claims = {
    sub: DUMMY_ID,
    user_id: DUMMY_ID,
    iat,
    auth_time: iat,
    exp: iat + 3600,
    firebase: { sign_in_provider: 'custom' },
  };
  const idToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  if (url.pathname.endsWith('accounts:lookup')) return { users: [{ localId: DUMMY_ID, lastLoginAt: `${iat}000` }] };
  return { idToken, refreshToken: DUMMY_ID, expiresIn: '3600', isNewUser: false };
}

/** The visits: each screen with a session of its side, then the root and the gates. */
function visits() {
  const screens = screenPaths().map((path) => ({
    name: path,
    path,
    session: session(user(path.startsWith('/worker/') ? 'worker' : 'client')),
  }));
  const gates = [
    { name: '/ (side top)', path: '/', session: session(user('client')) },
    { name: '/ (verification form)', path: '/', session: session(user(null, false)) },
    { name: '/ (initial setup)', path: '/', session: session(user(null, true)) },
    { name: '/ (login failure)', path: '/', session: null },
    { name: '/no-such-page (not found)', path: '/no-such-page', session: session(user('client')) },
  ];
  const all = [...screens, ...gates];
  return only ? all.filter((v) => only.includes(v.path) || only.includes(v.name)) : all;
}

/** In the page: past the boot spinner (index.html) and the shell's FullScreenSpinner ("読み込み中"). */
const rendered = () => {
  const doc = globalThis.document;
  return (
    !doc.querySelector('.boot-spinner') &&
    ![...doc.querySelectorAll('[role=status]')].some((e) => e.textContent?.includes('読み込み中'))
  );
};

/** The API's paths (answered in the browser, never by the dev server). */
const isApi = (path) => path.startsWith('/liff/') || path.startsWith('/admin/');

const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex

const freePort = () =>
  new Promise((res, rej) => {
    const srv = createNetServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function main() {
  const webRequire = createRequire(join(webDir, 'package.json'));
  const vite = await import(pathToFileURL(webRequire.resolve('vite')).href);
  const { chromium } = await import('playwright-core');

  const cacheDir = mkdtempSync(join(tmpdir(), 'dev-routes-vite-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;

  // What the dev server itself says: every response >= 500 (seen server-side, so a request the
  // browser dropped during a reload still counts) and the late dependency discoveries in its log.
  let serverErrors = [];
  let lateDeps = [];
  const log = [];
  const base = vite.createLogger('info', { allowClearScreen: false });
  const keep = (level) => (msg, opts) => {
    log.push(msg);
    if (/\bdependenc(?:y|ies) optimized:|optimized dependencies changed/.test(msg)) lateDeps.push(stripAnsi(msg).trim());
    if (level === 'error') base.error(msg, opts);
  };
  const logger = { ...base, info: keep('info'), warn: keep('warn'), warnOnce: keep('warn'), error: keep('error') };

  const cwd = process.cwd();
  process.chdir(webDir); // vite.config.ts reads web/.env* from the working directory
  const server = await vite.createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    cacheDir,
    clearScreen: false,
    customLogger: logger,
    server: { host: '127.0.0.1', port, strictPort: true, open: false },
    plugins: [
      {
        name: 'dev-routes-check:status',
        configureServer(s) {
          s.middlewares.use((req, res, next) => {
            res.on('finish', () => {
              // /liff/** is the API's (answered in the browser; one still in flight when a visit's page
              // closes reaches the dev server's proxy, with no API behind it: not the dev server's fault).
              if (res.statusCode >= 500 && !isApi(req.url ?? '')) serverErrors.push(`${res.statusCode} ${req.url}`);
            });
            next();
          });
        },
      },
    ],
  });
  process.chdir(cwd);

  const results = [];
  let browser;
  const started = Date.now();
  try {
    await server.listen();
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });

    let first = true;
    for (const visit of visits()) {
      serverErrors = [];
      lateDeps = [];
      const problems = [];
      const t0 = Date.now();
      const page = await context.newPage();
      // Full document loads of the tab: a reload after a re-bundle makes it 2.
      let loads = 0;
      page.on('load', () => loads++);
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.pathname.includes('/identitytoolkit.googleapis.com/')) return route.fulfill({ json: firebaseAuth(url) });
        if (url.origin !== origin) return route.abort();
        if (!isApi(url.pathname)) return route.fallback();
        if (url.pathname === '/liff/session/verify' && visit.session)
          return route.fulfill({ json: { token: DUMMY_ID, session: visit.session } });
        // The console asks who the admin is: the stub user is none (the console shows it is for admins).
        const status = url.pathname === '/liff/session/verify' ? 401 : url.pathname.startsWith('/admin/') ? 403 : 404;
        return route.fulfill({ status, json: { error: { code: 'not_found', message: 'dev-routes-check: no API' } } });
      });
      // Requests to the dev server still open, and when the last one ended.
      let open = 0;
      let requests = 0;
      let lastEnd = Date.now();
      const ours = (r) => r.url().startsWith(origin + '/') && !isApi(new URL(r.url()).pathname);
      page.on('request', (r) => {
        if (!ours(r)) return;
        open++;
        requests++;
      });
      const ended = (r) => {
        if (!ours(r)) return;
        open--;
        lastEnd = Date.now();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      const quiet = async (timeout) => {
        const until = Date.now() + timeout;
        while (Date.now() < until) {
          if (open <= 0 && Date.now() - lastEnd >= QUIET_MS) return true;
          await new Promise((r) => setTimeout(r, 50));
        }
        return false;
      };
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (r.status() >= 500 && url.origin === origin && !isApi(url.pathname))
          problems.push(`${r.status()} ${url.pathname}${url.search}`);
      });
      try {
        const timeout = first ? FIRST_VISIT_MS : VISIT_MS;
        await page.goto(origin + visit.path, { waitUntil: 'load', timeout });
        // The screen's lazy chunk and its imports load after `load`: wait until the boot spinner and the
        // shell's full-screen spinner (session, page chunk) are gone, then until the dev server has had
        // nothing to answer for a moment (the toaster and other after-paint imports).
        await page
          .waitForFunction(rendered, null, { timeout, polling: 100 })
          .catch(() => problems.push(`the screen did not render within ${timeout / 1000} s`));
        if (!(await quiet(timeout))) problems.push('the dev server was still answering after the timeout');
        if (loads > 1) problems.push(`the page reloaded itself (${loads} loads)`);
      } catch (e) {
        problems.push(`did not load: ${e.message.split('\n')[0]}`);
      }
      await page.close();
      first = false;
      for (const e of serverErrors) if (!problems.includes(e)) problems.push(e);
      for (const d of lateDeps) problems.push(`dev server: ${d}`);
      const ms = Date.now() - t0;
      results.push({ name: visit.name, problems, ms });
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${visit.name} (${ms} ms, ${requests} requests)`);
      for (const p of problems) console.log(`       ${p}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    rmSync(cacheDir, { recursive: true, force: true });
  }

  const failed = results.filter((r) => r.problems.length).length;
  const passed = results.length - failed;
  if (failed) {
    console.log('\nFailed visits (a 504 "Outdated Optimize Dep" or a dependency optimized late means optimizeDeps in');
    console.log('web/vite.config.ts misses a dependency that only a lazily loaded screen imports):');
    for (const r of results.filter((x) => x.problems.length)) console.log(`  ${r.name}: ${r.problems.join('; ')}`);
  }
  console.log(`\ndev routes: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ passed, failed, skipped: 0 }));
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    console.log('dev routes: 0 passed, 1 failed');
    if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
    process.exit(1);
  },
);
