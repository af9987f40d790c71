#!/usr/bin/env node
// The deployable artifact, tested (docs/architecture.md#tests): builds functions/ the way `firebase deploy` does (the
// predeploy hook of firebase.json), stages what deploy uploads (functions/ minus firebase.json's
// ignore list) in a temporary folder, installs ONLY functions/package.json's dependencies there
// from the npm registry, and runs that copy under the Functions, Hosting and Auth emulators.
// Through the Hosting rewrite it then calls the health route and one authenticated route, so a
// bundling mistake or a dependency missing from functions/package.json fails.
//
//   node scripts/deploy-smoke.mjs [--web web/dist-test] [--results test-results/smoke.json] [--keep]
//
// --web      the web build Hosting serves (built with VITE_LIFF_MOCK=true when it is missing)
// --results  writes { passed, failed, skipped, checks } for scripts/run-suites.mjs's totals
// --keep     keeps the temporary folder (its path is printed)
//
// Inside the emulators this same file runs with --checks <file> and makes the HTTP calls.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};

// The local LINE stand-in's settings for the staged function (written to its emulator-only .env.local).
const LINE_CHANNEL_ID = '2000000000';
const LINE_LOCAL_SECRET = `deploy-smoke-${randomBytes(8).toString('hex')}`;
// A LINE user id as LINE issues them: U followed by 32 hex digits.
const LINE_USER_ID = `U${randomBytes(16).toString('hex')}`;
const CHECKS = [
  'functions/package.json installs on its own',
  'GET / (Hosting)',
  'GET /liff/health',
  'POST /liff/session/verify',
  'GET /liff/session (Bearer)',
];

if (args.includes('--checks')) {
  await checks(option('--checks'));
} else {
  await main();
}

async function main() {
  const started = Date.now();
  const webDir = resolve(repo, option('--web', 'web/dist-test'));
  const resultsFile = option('--results') ? resolve(repo, option('--results')) : null;
  const firebaseJson = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8'));
  const fn = firebaseJson.functions[0];
  const source = resolve(repo, fn.source);
  const results = [];
  const report = (name, ok, detail) => {
    results.push({ name, ok, detail });
    console.log(`smoke: ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` -> ${detail}` : ''}`);
  };
  const finish = () => {
    for (const name of CHECKS.slice(results.length)) report(name, false, 'not reached');
    const passed = results.filter((r) => r.ok).length;
    const failed = results.length - passed;
    console.log(`smoke: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (resultsFile) {
      mkdirSync(dirname(resultsFile), { recursive: true });
      writeFileSync(resultsFile, JSON.stringify({ passed, failed, skipped: 0, checks: results }, null, 2));
    }
    if (stage && !args.includes('--keep')) rmSync(stage, { recursive: true, force: true });
    else if (stage) console.log(`smoke: staged copy kept in ${stage}`);
    process.exit(failed ? 1 : 0);
  };
  let stage = null;

  // 1. Build as `firebase deploy` does: the functions predeploy hooks, with RESOURCE_DIR set.
  for (const hook of fn.predeploy ?? []) {
    console.log(`smoke: predeploy: ${hook}`);
    const r = spawnSync(hook, { shell: true, cwd: repo, stdio: 'inherit', env: { ...process.env, RESOURCE_DIR: source } });
    if (r.status !== 0) {
      report(CHECKS[0], false, `predeploy "${hook}" failed`);
      finish();
    }
  }
  if (!existsSync(join(webDir, 'index.html'))) {
    console.log(`smoke: building the web app with LIFF mocked into ${relative(repo, webDir)}`);
    const r = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(repo, 'web'),
      stdio: 'inherit',
      env: { ...process.env, VITE_LIFF_MOCK: 'true' },
    });
    if (r.status !== 0) {
      report(CHECKS[0], false, 'web build failed');
      finish();
    }
  }

  // 2. Stage what deploy uploads: functions/ minus the ignore list, away from the workspace's node_modules.
  stage = mkdtempSync(join(tmpdir(), 'salonworks-deploy-'));
  const staged = join(stage, 'functions');
  const ignored = (fn.ignore ?? []).map(globToRegExp);
  copyFiltered(source, staged, (rel) => rel.split('/').some((part) => ignored.some((re) => re.test(part))));
  // Deploy leaves out the local stand-ins (lib/localDeps.js, "localDeps.js*" in the ignore list); the
  // emulator is not production, so the staged function loads them from there: put them back.
  cpSync(join(source, 'lib', 'localDeps.js'), join(staged, 'lib', 'localDeps.js'));
  cpSync(webDir, join(stage, 'public'), { recursive: true });

  // 3. Install what functions/package.json lists, and nothing else (deploy runs npm ci with a lock file).
  const lock = existsSync(join(staged, 'package-lock.json'));
  const installStarted = Date.now();
  const install = spawnSync('npm', [lock ? 'ci' : 'install', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: staged,
    encoding: 'utf8',
    timeout: 5 * 60_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (install.status !== 0) {
    console.log(install.stdout, install.stderr);
    report(CHECKS[0], false, `npm ${lock ? 'ci' : 'install'} failed`);
    finish();
  }
  report(CHECKS[0], true, `npm ${lock ? 'ci' : 'install'} --omit=dev in ${((Date.now() - installStarted) / 1000).toFixed(1)} s`);

  // 4. The staged function runs on the local adapters (the emulator is not production) with its own data folder.
  writeFileSync(
    join(staged, '.env.local'),
    [`DATA_DIR=${join(stage, 'data')}`, `LINE_CHANNEL_ID=${LINE_CHANNEL_ID}`, `LINE_LOCAL_SECRET=${LINE_LOCAL_SECRET}`, ''].join(
      '\n',
    ),
  );
  const { predeploy: _predeploy, ...stagedFn } = fn;
  // Free loopback ports, so that the smoke runs beside a developer's emulators (and other test runs).
  const emulators = { ...firebaseJson.emulators };
  for (const name of ['auth', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks']) {
    emulators[name] = { ...emulators[name], host: '127.0.0.1', port: await freePort() };
  }
  writeFileSync(
    join(stage, 'firebase.json'),
    JSON.stringify(
      {
        functions: [{ ...stagedFn, source: 'functions' }],
        hosting: { ...firebaseJson.hosting, public: 'public' },
        emulators,
      },
      null,
      2,
    ),
  );

  // 5. Run it under the emulators; this file, with --checks, makes the calls and records them.
  const checksFile = join(stage, 'checks.json');
  const firebase = join(repo, 'node_modules', '.bin', 'firebase');
  const inner = `node "${fileURLToPath(import.meta.url)}" --checks "${checksFile}"`;
  const run = spawnSync(
    firebase,
    ['emulators:exec', '--only', 'auth,functions,hosting', '--project', 'demo-salonworks', '--log-verbosity', 'QUIET', inner],
    {
      cwd: stage,
      encoding: 'utf8',
      // A hang (an emulator that never gets ready) fails the step instead of the whole CI run.
      timeout: 5 * 60_000,
      env: {
        ...process.env,
        // The emulated function inherits this environment: nothing may resolve modules outside the staged copy.
        NODE_PATH: '',
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
        SMOKE_LINE_CHANNEL_ID: LINE_CHANNEL_ID,
        SMOKE_LINE_LOCAL_SECRET: LINE_LOCAL_SECRET,
        SMOKE_LINE_USER_ID: LINE_USER_ID,
        SMOKE_EMULATORS: JSON.stringify(emulators),
      },
    },
  );
  const inside = existsSync(checksFile) ? JSON.parse(readFileSync(checksFile, 'utf8')) : [];
  for (const r of inside) report(r.name, r.ok, r.detail);
  if (inside.length < CHECKS.length - 1 || inside.some((r) => !r.ok)) {
    // Show what the emulators said only when something went wrong.
    console.log(`smoke: firebase emulators:exec ${run.error ? run.error.message : `exited ${run.status}`}; its output:`);
    console.log(run.stdout, run.stderr);
  }
  finish();
}

/** Runs inside `firebase emulators:exec`: every call goes through the Hosting emulator. */
async function checks(file) {
  const emulators = JSON.parse(process.env.SMOKE_EMULATORS);
  const hosting = `http://${emulators.hosting.host}:${emulators.hosting.port}`;
  const auth = `http://${emulators.auth.host}:${emulators.auth.port}`;
  const results = [];
  const save = () => writeFileSync(file, JSON.stringify(results));
  const check = async (name, fn) => {
    try {
      results.push({ name, ok: true, detail: await fn() });
    } catch (e) {
      results.push({ name, ok: false, detail: e.message });
    }
    save();
    return results.at(-1).ok;
  };
  const call = async (path, init) => {
    const res = await fetch(`${hosting}${path}`, { ...init, signal: AbortSignal.timeout(30000) });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { res, text, json };
  };
  const expect = (cond, message) => {
    if (!cond) throw new Error(message);
  };

  await check(CHECKS[1], async () => {
    const { res, text } = await call('/');
    expect(res.status === 200 && /<div id="root">/.test(text), `${res.status} ${text.slice(0, 120)}`);
    return `${res.status} ${res.headers.get('content-type')}, the web build's index.html`;
  });
  await check(CHECKS[2], async () => {
    const { res, text, json } = await call('/liff/health');
    expect(res.status === 200 && json?.ok === true, `${res.status} ${text.slice(0, 200)}`);
    // The emulator is not production: the function must have chosen the embedded store.
    expect(json.store === 'embedded', `store adapter is "${json.store}", expected the local "embedded"`);
    return `${res.status} ${text}`;
  });
  let customToken;
  const verified = await check(CHECKS[3], async () => {
    const idToken = lineIdToken();
    const { res, text, json } = await call('/liff/session/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    expect(res.status === 200 && typeof json?.token === 'string', `${res.status} ${text.slice(0, 200)}`);
    expect(json.session?.user?.id === process.env.SMOKE_LINE_USER_ID, `session user is ${JSON.stringify(json.session?.user)}`);
    customToken = json.token;
    return `${res.status} custom token and session of new LINE user ${json.session.user.id}`;
  });
  if (verified) {
    await check(CHECKS[4], async () => {
      const signIn = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      }).then((r) => r.json());
      expect(typeof signIn.idToken === 'string', `Auth emulator sign-in failed: ${JSON.stringify(signIn).slice(0, 200)}`);
      const anonymous = await call('/liff/session');
      expect(anonymous.res.status === 401, `without a token: ${anonymous.res.status}, expected 401`);
      const { res, text, json } = await call('/liff/session', { headers: { authorization: `Bearer ${signIn.idToken}` } });
      expect(res.status === 200 && json?.user?.id === process.env.SMOKE_LINE_USER_ID, `${res.status} ${text.slice(0, 200)}`);
      return `${res.status} user ${json.user.id} (401 without the token)`;
    });
  }
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/** An ID token shaped like LINE's, signed HS256 for the local LINE stand-in (as web/src/lib/line/mockUser.ts does). */
function lineIdToken() {
  const b64 = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({
    iss: 'https://access.line.me',
    sub: process.env.SMOKE_LINE_USER_ID,
    aud: process.env.SMOKE_LINE_CHANNEL_ID,
    iat: now,
    exp: now + 600,
    name: 'デプロイ スモーク',
    picture: '',
  });
  const sig = createHmac('sha256', process.env.SMOKE_LINE_LOCAL_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A firebase.json ignore entry ("node_modules", "*.log") as a test on one path segment. */
function globToRegExp(glob) {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${escaped}$`);
}

function copyFiltered(from, to, skip, rel = '') {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (skip(path)) continue;
    if (entry.isDirectory()) copyFiltered(join(from, entry.name), join(to, entry.name), skip, path);
    else cpSync(join(from, entry.name), join(to, entry.name));
  }
}
