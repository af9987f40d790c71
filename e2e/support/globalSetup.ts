/**
 * Starts the API (embedded store seeded afresh from emulator-data/, local stand-ins, the Auth
 * emulator that `firebase emulators:exec` runs) and `vite preview` of web/dist-test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './servers';

declare global {
  var __E2E_PROCS__: ChildProcess[] | undefined;
}

async function waitFor(url: string, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function globalSetup() {
  const root = join(__dirname, '..', '..');
  rmSync(E2E.dataDir, { recursive: true, force: true });
  mkdirSync(E2E.dataDir, { recursive: true });
  cpSync(join(root, 'emulator-data', 'partners.csv'), join(E2E.dataDir, 'partners.csv'));
  mkdirSync(E2E.screenshots, { recursive: true });

  const env = {
    ...process.env,
    DATA_DIR: E2E.dataDir,
    SEED_E2E: 'true',
    // One JSON line per request (docs/product/api.md#conventions) would bury the journeys' output; LOG_REQUESTS=1 shows them.
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
    API_PORT: String(E2E.apiPort),
    // Checkout and onboarding send the browser back to the app under test.
    WEB_ORIGIN: `http://127.0.0.1:${E2E.webPort}`,
    // The clocks would move seeded contracts while a journey looks at them; tests drive them instead.
    DEAL_TIMERS: 'off',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  };
  const api = spawn('npx', ['tsx', 'src/local/server.ts'], {
    cwd: join(root, 'functions'),
    env,
    stdio: 'inherit',
    detached: true,
  });
  const web = spawn('npx', ['vite', 'preview', '--outDir', E2E.dist, '--port', String(E2E.webPort), '--strictPort'], {
    cwd: join(root, 'web'),
    env: { ...env, API_PORT: String(E2E.apiPort) },
    stdio: 'ignore',
    detached: true,
  });
  globalThis.__E2E_PROCS__ = [api, web];
  await waitFor(`http://127.0.0.1:${E2E.apiPort}/liff/health`);
  await waitFor(`http://127.0.0.1:${E2E.webPort}/`);
}
