// What `npm run bench` and `npm run bench:lighthouse` share: the re-run inside the Auth emulator, the
// two production builds (the app with LIFF mocked, the bare stack of web/bench-bare) and their servers
// beside the local API on a fresh embedded store.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Re-runs `script` inside the Auth emulator unless already there; exits with its status. */
export function runInAuthEmulator(script) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const args = ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-salonworks'];
  const r = spawnSync('npx', [...args, '--log-verbosity', 'QUIET', `node ${script}`], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

/**
 * Builds the app into `appDist` and the bare stack into `bareDist` (web-relative or absolute), then
 * serves them on `webPort` and `barePort` beside the API on `apiPort`, its data in `dataDir`.
 * `cleanup` runs when a build fails. Returns `stop` (every server's process group) and `waitFor`.
 */
export function startStack({ dataDir, appDist, bareDist, apiPort, webPort, barePort, cleanup = () => {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync('emulator-data/partners.csv', join(dataDir, 'partners.csv'));
  const build = (args) => {
    const r = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: 'web',
      stdio: 'inherit',
      env: { ...process.env, VITE_LIFF_MOCK: 'true' },
    });
    if (r.status !== 0) {
      cleanup();
      throw new Error(`vite build ${args.join(' ')} failed`);
    }
  };
  build(['--outDir', appDist]);
  build(['--config', 'bench-bare/vite.config.ts', '--outDir', bareDist]);

  const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort) };
  const serve = (args) => spawn('npx', ['vite', 'preview', ...args], { cwd: 'web', env, stdio: 'ignore', detached: true });
  const procs = [
    spawn('npx', ['tsx', 'src/local/server.ts'], { cwd: 'functions', env, stdio: 'ignore', detached: true }),
    serve(['--outDir', appDist, '--port', String(webPort), '--strictPort']),
    serve(['--config', 'bench-bare/vite.config.ts', '--outDir', bareDist, '--port', String(barePort)]),
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
  return { stop, waitFor };
}

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
