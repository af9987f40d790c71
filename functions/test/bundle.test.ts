/**
 * The deployed bundle (docs/architecture.md, "Production"): build.mjs puts the production adapters in lib/index.js and the
 * local stand-ins apart in lib/localDeps.js, which firebase.json keeps out of the upload. This
 * builds both into a temporary folder, checks that no stand-in (nor the demo seed) is in the
 * production bundle, and starts it: in production it refuses to start naming every missing value
 * and starts with all of them; off production it loads the stand-ins from lib/localDeps.js.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const functionsDir = resolve(__dirname, '..');
const repo = resolve(functionsDir, '..');

/** Strings only the local stand-ins (and the demo seed) contain. */
const LOCAL_MARKERS = {
  'Stripe stand-in': ['LocalStripe', '_stripeLocal'],
  'LINE stand-in': ['LocalLine', '_lineLocal', 'jsonwebtoken'],
  mailbox: ['LocalMailbox', '_localMail'],
  'partner directory': ['StorePartnerDirectory'],
  'embedded store': ['MemoryStore', 'StoreFile', '.wal'],
  'image files': ['FileImageStore'],
  'demo seed': ['buildSeed', 'DEMO_USERS', 'DEMO_MARKETPLACE_USERS', 'addMarketplaceSeed'],
};

const PRODUCTION: Record<string, string> = {
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'salonworks-prod',
  LIFF_ID: '1657000000-AbCdEfGh',
  LINE_CHANNEL_ID: '1657000000',
  LINE_CHANNEL_ACCESS_TOKEN: 'line-token',
  PARTNER_API_URL: 'https://partner.example.jp/api',
  PARTNER_API_KEY: 'partner-key',
  STRIPE_SECRET_KEY: 'sk_test_51AbCdEf',
  STRIPE_WEBHOOK_SECRET: 'whsec_platform123',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect456',
  MAIL_FROM: 'no-reply@salonworks.example.jp',
  SMTP_URL: 'smtps://user:pass@smtp.example.jp:465',
  // The operator's identity, required in production (docs/product/constants.md#operator).
  OPERATOR_NAME: '株式会社サロンワークス本番',
  OPERATOR_REPRESENTATIVE: '代表取締役 本番 花子',
  OPERATOR_POSTAL_CODE: '107-0062',
  OPERATOR_ADDRESS: '東京都港区南青山1-1-1',
  OPERATOR_PHONE: '03-1234-5678',
  OPERATOR_EMAIL: 'support@example.co.jp',
  OPERATOR_INVOICE_NUMBER: 'T7000012050002',
};

let outdir: string;
let bundle: string;
let local: string;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'salonworks-bundle-'));
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir, '--quiet'], {
    cwd: functionsDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build.mjs failed: ${built.stderr}${built.stdout}`);
  bundle = readFileSync(join(outdir, 'index.js'), 'utf8');
  local = readFileSync(join(outdir, 'localDeps.js'), 'utf8');
}, 60_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Loads the built lib/index.js in a fresh Node with only `env` (the packages from the workspace). */
function start(env: Record<string, string>) {
  const script = `
    const fn = require(${JSON.stringify(join(outdir, 'index.js'))});
    setTimeout(() => { console.log('exports: ' + Object.keys(fn).sort().join(',')); process.exit(0); }, 1500);`;
  return spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', NODE_PATH: join(repo, 'node_modules'), ...env },
  });
}

describe('the production bundle (lib/index.js)', () => {
  it.each(Object.entries(LOCAL_MARKERS))('has no %s', (_name, markers) => {
    for (const marker of markers) expect([marker, bundle.includes(marker)]).toEqual([marker, false]);
  });

  it('loads the stand-ins only at run time off production, from lib/localDeps.js', () => {
    expect(bundle).toContain('import("./localDeps.js")');
    for (const marker of Object.values(LOCAL_MARKERS)
      .flat()
      .filter((m) => !LOCAL_MARKERS['demo seed'].includes(m))) {
      expect([marker, local.includes(marker)]).toEqual([marker, true]);
    }
  });

  it('firebase.json leaves lib/localDeps.js (and its map) out of the upload', () => {
    const firebase = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8'));
    const ignore: string[] = firebase.functions[0].ignore;
    // firebase-tools matches each pattern against the base name too (minimatch matchBase).
    const glob = (p: string) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    for (const file of ['localDeps.js', 'localDeps.js.map']) {
      expect([file, ignore.some((p) => glob(p).test(file))]).toEqual([file, true]);
    }
    expect(ignore.some((p) => glob(p).test('index.js'))).toBe(false);
  });

  it('starts in production with every setting, on the production adapters only', () => {
    const run = start(PRODUCTION);
    expect(run.stderr).not.toMatch(/ConfigError|Error:/);
    expect(run.stdout).toContain('exports: api,broadcastTimers,dealTimers,noticeDispatch,noticeSweep,roomImageSweep');
    expect(run.status).toBe(0);
  }, 40_000);

  it('refuses to start in production, naming every missing value at once', () => {
    const { STRIPE_WEBHOOK_SECRET: _s, LIFF_ID: _l, MAIL_FROM: _m, ...missing } = PRODUCTION;
    const run = start(missing);
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('exports:');
    expect(run.stderr).toContain('The function cannot start in production: 3 setting(s) missing or malformed');
    for (const key of ['STRIPE_WEBHOOK_SECRET', 'LIFF_ID', 'MAIL_FROM']) expect(run.stderr).toContain(`- ${key}`);
  }, 40_000);

  it('off production (the Functions emulator) starts on the stand-ins from lib/localDeps.js', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salonworks-bundle-data-'));
    try {
      const run = start({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', STORE_PERSIST: 'false', DATA_DIR: dataDir });
      expect(run.stderr).not.toMatch(/Error/);
      expect(run.stdout).toContain('exports: api,');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
