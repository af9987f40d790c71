// What `npm run bench` and `npm run bench:lighthouse` share: the re-run inside the Auth emulator, the
// two production builds (the app with LIFF mocked, the bare stack of web/bench-bare) and their servers
// beside the local API on a fresh embedded store.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { selfSignedCertificate, serveBuild } from './h2server.mjs';

/** Re-runs `script` (with `scriptArgs`: plain words and paths) inside the Auth emulator unless already there; exits with its status. */
export function runInAuthEmulator(script, scriptArgs = []) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const args = ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-salonworks'];
  const command = ['node', script, ...scriptArgs].join(' ');
  const r = spawnSync('npx', [...args, '--log-verbosity', 'QUIET', command], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

/**
 * Builds the app into `appDist` (unless `prebuiltApp`: already built there, LIFF mocked) and the bare
 * stack into `bareDist` (web-relative or absolute), then
 * serves them on `webPort` and `barePort` beside the API on `apiPort`, its data in `dataDir`: with
 * `vite preview` (HTTP/1.1), or with `hosting` as Firebase Hosting serves them (./h2server.mjs:
 * https, HTTP/2; then `ready` settles once both listen). `cleanup` runs when a build fails. Returns
 * `stop` (every server) and `waitFor`.
 */
export function startStack({
  dataDir,
  appDist,
  prebuiltApp = false,
  bareDist,
  apiPort,
  webPort,
  barePort,
  hosting = false,
  cleanup = () => {},
}) {
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
  if (!prebuiltApp) build(['--outDir', appDist]);
  build(['--config', 'bench-bare/vite.config.ts', '--outDir', bareDist]);

  const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort) };
  const serve = (args) => spawn('npx', ['vite', 'preview', ...args], { cwd: 'web', env, stdio: 'ignore', detached: true });
  const procs = [spawn('npx', ['tsx', 'src/local/server.ts'], { cwd: 'functions', env, stdio: 'ignore', detached: true })];
  let servers = [];
  if (hosting) {
    const tls = selfSignedCertificate();
    const inWeb = (d) => (isAbsolute(d) ? d : join('web', d));
    servers = [
      serveBuild({ dir: inWeb(appDist), port: webPort, apiPort, tls }),
      serveBuild({ dir: inWeb(bareDist), port: barePort, apiPort, tls }),
    ];
  } else {
    procs.push(
      serve(['--outDir', appDist, '--port', String(webPort), '--strictPort']),
      serve(['--config', 'bench-bare/vite.config.ts', '--outDir', bareDist, '--port', String(barePort)]),
    );
  }
  // Each spawned server runs in its own process group (npx and its child): stop the whole group.
  const stop = () => {
    servers.forEach((s) => s.close());
    procs.forEach((p) => {
      try {
        process.kill(-p.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
  };
  return { stop, waitFor, ready: Promise.all(servers.map((s) => s.ready)) };
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
