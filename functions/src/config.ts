/**
 * All configuration in one place, read from the environment and validated at start-up.
 * Every value has a local default so that `npm start` needs nothing set; production (a deployed
 * function) switches each port to its real adapter, requires that adapter's settings and the
 * LINE/LIFF ids (no demo fallbacks there), checks their shape, and refuses to start with one
 * ConfigError naming every missing or malformed value.
 */
import { resolve } from 'node:path';
import { BRAND_DEFAULTS } from '@common/brand';
import { DEFAULT_AUTO_COMPLETE_DAYS, DEFAULT_CANCEL_AUTO_ACCEPT_DAYS } from '@common/deal';
import { DEFAULT_ROOM_READ_ONLY_DAYS } from '@common/rooms';
import { readOperator, type Operator } from '@common/operator';

export type Env = Record<string, string | undefined>;

export interface Config {
  projectId: string;
  production: boolean;
  store: { adapter: 'embedded' | 'firestore'; dataDir: string; persist: boolean };
  line: { adapter: 'local' | 'http'; channelId: string; localSecret: string; channelAccessToken: string; apiBase: string };
  partner: { adapter: 'local' | 'http'; url: string; apiKey: string };
  /**
   * Stripe. Two webhook endpoints, each with its own signing secret: webhookSecret verifies the
   * platform's events (POST /stripe/webhook), connectWebhookSecret connected accounts' events
   * (POST /stripe/connect-webhook). returnBase is where Checkout sends the user back (the LIFF
   * permanent link base in production, e.g. https://liff.line.me/<id>); localBase is where the
   * local stand-in serves its hosted pages (local server only).
   */
  stripe: {
    adapter: 'local' | 'http';
    secretKey: string;
    webhookSecret: string;
    connectWebhookSecret: string;
    returnBase: string;
    localBase: string;
  };
  images: { adapter: 'files' | 'storage'; bucket: string };
  /**
   * Salon verification's e-mail step (docs/architecture.md#salon-verifications-e-mail-step): `verification` off
   * means a partner-directory match alone activates the user; `adapter` local keeps mails in the store for the
   * local inbox.
   */
  mail: {
    verification: boolean;
    adapter: 'local' | 'smtp';
    smtpUrl: string;
    smtpHost: string;
    smtpPort: number;
    smtpUser: string;
    smtpPass: string;
    from: string;
  };
  occupations: string[];
  /**
   * The deal's timings (docs/product/constants.md#deal-timings): automatic 検収 after `autoCompleteDays`,
   * cancellation auto-accept.
   */
  deal: { autoCompleteDays: number; cancelAutoAcceptDays: number };
  /** Message rooms (docs/product/states.md#rooms): finished rooms become read-only after `readOnlyDays`. */
  rooms: { readOnlyDays: number };
  /**
   * Notifications (docs/product/notifications.md#push): `liffUrl` is the LIFF permanent link base pushes open
   * (https://liff.line.me/<liffId>); the rich menus linked per side (scripts/rich-menus.mjs records them).
   */
  notify: { liffUrl: string; officialAccountUrl: string; richMenuClient: string; richMenuWorker: string };
  /**
   * The operator's legal identity (docs/product/law.md#operator): OPERATOR_* settings, each checked, the
   * demo company's values where unset locally; in production all required (docs/product/constants.md#operator).
   */
  operator: Operator;
}

/** The local stand-in signs its platform events with this unless STRIPE_WEBHOOK_SECRET is set. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_salonworks_not_secret';
/** ...and its connected accounts' events with this unless STRIPE_CONNECT_WEBHOOK_SECRET is set. */
export const LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_local_salonworks_connect_not_secret';

/** Thrown at start-up; `problems` names every missing or malformed setting at once. */
export class ConfigError extends Error {
  name = 'ConfigError';
  constructor(
    message: string,
    readonly problems: string[] = [message],
  ) {
    super(message);
  }
}

/** The demo LIFF app and LINE channel the local defaults use: never valid in a deployed function. */
const DEMO_LIFF_ID: string = BRAND_DEFAULTS.liffId;
const DEMO_LINE_CHANNEL_ID: string = BRAND_DEFAULTS.lineChannelId;
/** A LIFF app id as LINE issues it: the LINE Login channel id, a hyphen, then letters and digits. */
const LIFF_ID = /^\d+-[A-Za-z0-9]+$/;
const STRIPE_SECRET_KEY = /^(sk|rk)_(live|test)_[A-Za-z0-9]+$/;
const STRIPE_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9_]+$/;
/** `name@domain`, alone or as `Display Name <name@domain>`. */
const MAIL_ADDRESS = /^(?:[^<>]*<\s*)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+(?:\s*>)?$/;

const isHttpsUrl = (v: string) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Reads settings and collects what is wrong with them, so that start-up reports every missing or
 * malformed value in one error instead of one per deploy.
 */
class Reader {
  readonly problems: string[] = [];
  constructor(readonly env: Env) {}

  problem(message: string): void {
    this.problems.push(message);
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const v = this.env[key] ?? fallback;
    if (allowed.includes(v as T)) return v as T;
    this.problem(`${key} must be one of ${allowed.join(', ')} (got "${v}")`);
    return fallback;
  }

  /** The value, or '' with a problem when `when` holds and it is missing. */
  required(key: string, when: boolean, why = 'for the chosen adapter'): string {
    const v = this.env[key]?.trim() ?? '';
    if (when && !v) this.problem(`${key} is required ${why}`);
    return v;
  }

  /** Checks a value that is set against a pattern; `what` says what it should look like. */
  shaped(key: string, value: string, ok: boolean, what: string): void {
    if (value && !ok) this.problem(`${key} must be ${what} (got "${value}")`);
  }

  /** A whole number of days from 1 to 60. */
  days(key: string, fallback: number): number {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= 60) return n;
    this.problem(`${key} must be a whole number of days from 1 to 60 (got "${raw}")`);
    return fallback;
  }
}

/** The repo's emulator-data folder, wherever the process was started from. */
const defaultDataDir = () => resolve(__dirname, '..', '..', 'emulator-data');

/**
 * The LIFF permanent link base pushes and rich menus open. Locally the demo app's; in production
 * LIFF_URL or LIFF_ID is required (no demo fallback: every push button would open the wrong app).
 */
function liffUrl(r: Reader, production: boolean): string {
  const id = r.env.LIFF_ID?.trim() ?? '';
  const url = r.env.LIFF_URL?.trim().replace(/\/+$/, '') ?? '';
  r.shaped('LIFF_ID', id, LIFF_ID.test(id), 'a LIFF app id like 1234567890-AbCdEfGh');
  if (url && !(production ? isHttpsUrl(url) : /^https?:\/\//.test(url))) {
    r.problem(`LIFF_URL must be ${production ? 'an https' : 'an http(s)'} URL like https://liff.line.me/<liffId> (got "${url}")`);
  }
  if (production) {
    if (!id && !url) r.problem('LIFF_ID (or LIFF_URL) is required in production: the LIFF app pushes and rich menus open');
    const demo = id === DEMO_LIFF_ID || url.endsWith(`/${DEMO_LIFF_ID}`);
    if (demo) r.problem(`LIFF_ID/LIFF_URL must not be the demo LIFF app ${DEMO_LIFF_ID} in production`);
    const linked = /^https:\/\/liff\.line\.me\/([^/?#]+)/.exec(url)?.[1];
    if (id && linked && linked !== id) r.problem(`LIFF_URL (${url}) and LIFF_ID (${id}) name different LIFF apps`);
  }
  if (url) return url;
  return `https://liff.line.me/${id || DEMO_LIFF_ID}`;
}

export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const production = !!env.K_SERVICE && !env.FUNCTIONS_EMULATOR;
  const real = production ? 'real' : 'local';
  const storeAdapter = r.oneOf(
    'STORE_ADAPTER',
    ['embedded', 'firestore'] as const,
    env.FIRESTORE_EMULATOR_HOST || production ? 'firestore' : 'embedded',
  );
  const lineAdapter = r.oneOf('LINE_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  const partnerAdapter = r.oneOf('PARTNER_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  const stripeAdapter = r.oneOf('STRIPE_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  const imageAdapter = r.oneOf(
    'IMAGE_ADAPTER',
    ['files', 'storage'] as const,
    env.FIREBASE_STORAGE_EMULATOR_HOST || production ? 'storage' : 'files',
  );
  const verification = r.oneOf('EMAIL_VERIFICATION', ['on', 'off'] as const, 'on') === 'on';
  const mailAdapter = r.oneOf('MAIL_ADAPTER', ['local', 'smtp'] as const, real === 'real' ? 'smtp' : 'local');
  if (production) {
    // The local stand-ins are not in the deployed bundle (lib/localDeps.js is never uploaded), and
    // the Stripe one marks payments paid on a form of its own: a deployed function runs none of them.
    const local: [string, string][] = [
      ['STORE_ADAPTER', storeAdapter === 'embedded' ? 'embedded' : ''],
      ['IMAGE_ADAPTER', imageAdapter === 'files' ? 'files' : ''],
      ['LINE_ADAPTER', lineAdapter === 'local' ? 'local' : ''],
      ['PARTNER_ADAPTER', partnerAdapter === 'local' ? 'local' : ''],
      ['STRIPE_ADAPTER', stripeAdapter === 'local' ? 'local' : ''],
      ['MAIL_ADAPTER', mailAdapter === 'local' && verification ? 'local' : ''],
    ];
    for (const [key, value] of local) if (value) r.problem(`${key}=${value} is not allowed in production`);
  }
  const smtp = verification && mailAdapter === 'smtp';
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) r.problem('SMTP_URL must start with smtp:// or smtps:// and name a host');
  const smtpHost = r.required('SMTP_HOST', smtp && !smtpUrl, '(or SMTP_URL) for sending mail over SMTP');
  r.shaped('SMTP_HOST', smtpHost, /^[^\s/:]+$/.test(smtpHost), 'a host name, without scheme or port');
  const smtpPort = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535) {
    r.problem(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
  }
  if (!!env.SMTP_USER !== !!env.SMTP_PASS) r.problem('SMTP_USER and SMTP_PASS are set together or not at all');
  const mailFrom = r.required('MAIL_FROM', smtp, 'for sending mail over SMTP');
  r.shaped('MAIL_FROM', mailFrom, MAIL_ADDRESS.test(mailFrom), 'a mail address (name@domain or "Name <name@domain>")');
  const projectId = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-salonworks';

  const occupations = (env.OCCUPATIONS ?? BRAND_DEFAULTS.occupations.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!occupations.length) r.problem('OCCUPATIONS must list at least one occupation');

  // LINE: the Login channel whose ID tokens are accepted, and the Messaging API token.
  const channelId = production
    ? r.required('LINE_CHANNEL_ID', true, 'in production: the LINE Login channel of the LIFF app')
    : (env.LINE_CHANNEL_ID ?? DEMO_LINE_CHANNEL_ID);
  r.shaped('LINE_CHANNEL_ID', channelId, /^\d+$/.test(channelId), 'the LINE Login channel id (digits)');
  if (production && channelId === DEMO_LINE_CHANNEL_ID) {
    r.problem(`LINE_CHANNEL_ID must not be the demo channel ${DEMO_LINE_CHANNEL_ID} in production`);
  }
  const channelAccessToken = r.required('LINE_CHANNEL_ACCESS_TOKEN', lineAdapter === 'http');
  const lineApiBase = env.LINE_API_BASE ?? 'https://api.line.me';
  r.shaped('LINE_API_BASE', lineApiBase, /^https?:\/\//.test(lineApiBase), 'an http(s) URL');

  const partnerUrl = r.required('PARTNER_API_URL', partnerAdapter === 'http');
  r.shaped('PARTNER_API_URL', partnerUrl, production ? isHttpsUrl(partnerUrl) : /^https?:\/\//.test(partnerUrl), 'an https URL');
  const partnerKey = r.required('PARTNER_API_KEY', partnerAdapter === 'http');

  // Stripe: the key and both endpoints' signing secrets; never the local stand-in's secrets.
  const http = stripeAdapter === 'http';
  const secretKey = r.required('STRIPE_SECRET_KEY', http);
  r.shaped('STRIPE_SECRET_KEY', secretKey, STRIPE_SECRET_KEY.test(secretKey), 'a Stripe secret key (sk_live_..., sk_test_...)');
  const webhookSecret = r.required('STRIPE_WEBHOOK_SECRET', http);
  const connectWebhookSecret = r.required('STRIPE_CONNECT_WEBHOOK_SECRET', http);
  for (const [key, value, local] of [
    ['STRIPE_WEBHOOK_SECRET', webhookSecret, LOCAL_STRIPE_WEBHOOK_SECRET],
    ['STRIPE_CONNECT_WEBHOOK_SECRET', connectWebhookSecret, LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET],
  ] as const) {
    r.shaped(key, value, STRIPE_WEBHOOK_SECRET.test(value), "an endpoint's signing secret (whsec_...)");
    if (production && value === local) r.problem(`${key} must not be the local stand-in's secret in production`);
  }
  if (production && webhookSecret && webhookSecret === connectWebhookSecret) {
    r.problem('STRIPE_WEBHOOK_SECRET and STRIPE_CONNECT_WEBHOOK_SECRET must differ: each endpoint has its own secret');
  }
  const webOrigin = env.WEB_ORIGIN?.trim() ?? '';
  r.shaped('WEB_ORIGIN', webOrigin, production ? isHttpsUrl(webOrigin) : /^https?:\/\//.test(webOrigin), 'an https URL');
  const officialAccountUrl = env.LINE_OFFICIAL_ACCOUNT_URL?.trim() || BRAND_DEFAULTS.officialAccountUrl;
  r.shaped('LINE_OFFICIAL_ACCOUNT_URL', officialAccountUrl, isHttpsUrl(officialAccountUrl), 'an https URL');

  // In production every OPERATOR_* is required, never the demo company's (docs/product/constants.md#operator).
  const operator = readOperator((key) => env[key], '', production);
  for (const p of operator.problems) r.problem(p);

  const config: Config = {
    projectId,
    production,
    store: {
      adapter: storeAdapter,
      dataDir: env.DATA_DIR ?? defaultDataDir(),
      persist: env.STORE_PERSIST !== 'false',
    },
    line: {
      adapter: lineAdapter,
      channelId,
      localSecret: env.LINE_LOCAL_SECRET ?? 'liff-mock-local-secret',
      channelAccessToken,
      apiBase: lineApiBase,
    },
    partner: { adapter: partnerAdapter, url: partnerUrl, apiKey: partnerKey },
    stripe: {
      adapter: stripeAdapter,
      secretKey,
      webhookSecret: webhookSecret || LOCAL_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: connectWebhookSecret || LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      // Deployed: the Hosting site unless set (set the LIFF permanent link base to stay inside LINE).
      returnBase: (webOrigin || (production ? `https://${projectId}.web.app` : 'http://127.0.0.1:5173')).replace(/\/+$/, ''),
      localBase: `http://127.0.0.1:${env.API_PORT ?? 5050}`,
    },
    images: { adapter: imageAdapter, bucket: env.STORAGE_BUCKET ?? `${projectId}.appspot.com` },
    mail: {
      verification,
      adapter: mailAdapter,
      smtpUrl,
      smtpHost,
      smtpPort,
      smtpUser: env.SMTP_USER ?? '',
      smtpPass: env.SMTP_PASS ?? '',
      from: mailFrom,
    },
    occupations,
    deal: {
      autoCompleteDays: r.days('AUTO_COMPLETE_DAYS', DEFAULT_AUTO_COMPLETE_DAYS),
      cancelAutoAcceptDays: r.days('CANCEL_AUTO_ACCEPT_DAYS', DEFAULT_CANCEL_AUTO_ACCEPT_DAYS),
    },
    rooms: { readOnlyDays: r.days('ROOM_READ_ONLY_DAYS', DEFAULT_ROOM_READ_ONLY_DAYS) },
    notify: {
      liffUrl: liffUrl(r, production),
      officialAccountUrl,
      // The local LINE stand-in records links to these placeholder ids (the local pushes page shows them).
      richMenuClient: env.RICH_MENU_CLIENT_ID ?? (lineAdapter === 'local' ? 'richmenu-local-client' : ''),
      richMenuWorker: env.RICH_MENU_WORKER_ID ?? (lineAdapter === 'local' ? 'richmenu-local-worker' : ''),
    },
    operator: operator.operator,
  };
  if (r.problems.length) {
    const where = production ? 'The function cannot start in production' : 'The configuration is not valid';
    const list = r.problems.map((p) => `  - ${p}`).join('\n');
    throw new ConfigError(`${where}: ${r.problems.length} setting(s) missing or malformed:\n${list}`, r.problems);
  }
  return config;
}
