/**
 * All configuration in one place, read from the environment and validated at start-up.
 * Every value has a local default so that `npm start` needs nothing set; production (a deployed
 * function) switches each port to its real adapter and then requires that adapter's settings.
 */
import { resolve } from 'node:path';
import { BRAND_DEFAULTS } from '@common/brand';
import { DEFAULT_AUTO_COMPLETE_DAYS, DEFAULT_CANCEL_AUTO_ACCEPT_DAYS } from '@common/deal';
import { DEFAULT_ROOM_READ_ONLY_DAYS } from '@common/rooms';

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
   * Salon verification's e-mail step (issue 9): `verification` off means a partner-directory match
   * alone activates the user; `adapter` local keeps mails in the store for the local inbox.
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
  /** The deal's timings (issue 10): automatic 検収 after `autoCompleteDays`, cancellation auto-accept. */
  deal: { autoCompleteDays: number; cancelAutoAcceptDays: number };
  /** Message rooms (issue 11): finished rooms become read-only after `readOnlyDays`. */
  rooms: { readOnlyDays: number };
  /**
   * Notifications (issue 11): `liffUrl` is the LIFF permanent link base pushes open
   * (https://liff.line.me/<liffId>); the rich menus linked per side (scripts/rich-menus.mjs records them).
   */
  notify: { liffUrl: string; officialAccountUrl: string; richMenuClient: string; richMenuWorker: string };
}

/** The local stand-in signs its platform events with this unless STRIPE_WEBHOOK_SECRET is set. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_salonworks_not_secret';
/** ...and its connected accounts' events with this unless STRIPE_CONNECT_WEBHOOK_SECRET is set. */
export const LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_local_salonworks_connect_not_secret';

export class ConfigError extends Error {
  name = 'ConfigError';
}

function oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
  const v = env[key] ?? fallback;
  if (!allowed.includes(v as T)) throw new ConfigError(`${key} must be one of ${allowed.join(', ')} (got "${v}")`);
  return v as T;
}

function required(env: Env, key: string, when: boolean): string {
  const v = env[key] ?? '';
  if (when && !v) throw new ConfigError(`${key} is required for the chosen adapter`);
  return v;
}

/** A whole number of days from 1 to 60. */
function days(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 60)
    throw new ConfigError(`${key} must be a whole number of days from 1 to 60 (got "${raw}")`);
  return n;
}

/** The repo's emulator-data folder, wherever the process was started from. */
const defaultDataDir = () => resolve(__dirname, '..', '..', 'emulator-data');

export function loadConfig(env: Env = process.env): Config {
  const production = !!env.K_SERVICE && !env.FUNCTIONS_EMULATOR;
  const real = production ? 'real' : 'local';
  const storeAdapter = oneOf(
    env,
    'STORE_ADAPTER',
    ['embedded', 'firestore'] as const,
    env.FIRESTORE_EMULATOR_HOST || production ? 'firestore' : 'embedded',
  );
  const lineAdapter = oneOf(env, 'LINE_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  const partnerAdapter = oneOf(env, 'PARTNER_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  const stripeAdapter = oneOf(env, 'STRIPE_ADAPTER', ['local', 'http'] as const, real === 'real' ? 'http' : 'local');
  // The local stand-in marks payments paid on a form of its own: never in a deployed function.
  if (production && stripeAdapter === 'local') throw new ConfigError('STRIPE_ADAPTER=local is not allowed in production');
  const imageAdapter = oneOf(
    env,
    'IMAGE_ADAPTER',
    ['files', 'storage'] as const,
    env.FIREBASE_STORAGE_EMULATOR_HOST || production ? 'storage' : 'files',
  );
  const verification = oneOf(env, 'EMAIL_VERIFICATION', ['on', 'off'] as const, 'on') === 'on';
  const mailAdapter = oneOf(env, 'MAIL_ADAPTER', ['local', 'smtp'] as const, real === 'real' ? 'smtp' : 'local');
  const smtp = verification && mailAdapter === 'smtp';
  const smtpUrl = env.SMTP_URL ?? '';
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const smtpHost = required(env, 'SMTP_HOST', smtp && !smtpUrl);
  const smtpPort = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535) {
    throw new ConfigError(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
  }
  if (!!env.SMTP_USER !== !!env.SMTP_PASS) throw new ConfigError('SMTP_USER and SMTP_PASS are set together or not at all');
  const projectId = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-salonworks';

  const occupations = (env.OCCUPATIONS ?? BRAND_DEFAULTS.occupations.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!occupations.length) throw new ConfigError('OCCUPATIONS must list at least one occupation');

  return {
    projectId,
    production,
    store: {
      adapter: storeAdapter,
      dataDir: env.DATA_DIR ?? defaultDataDir(),
      persist: env.STORE_PERSIST !== 'false',
    },
    line: {
      adapter: lineAdapter,
      channelId: env.LINE_CHANNEL_ID ?? BRAND_DEFAULTS.lineChannelId,
      localSecret: env.LINE_LOCAL_SECRET ?? 'liff-mock-local-secret',
      channelAccessToken: required(env, 'LINE_CHANNEL_ACCESS_TOKEN', lineAdapter === 'http'),
      apiBase: env.LINE_API_BASE ?? 'https://api.line.me',
    },
    partner: {
      adapter: partnerAdapter,
      url: required(env, 'PARTNER_API_URL', partnerAdapter === 'http'),
      apiKey: required(env, 'PARTNER_API_KEY', partnerAdapter === 'http'),
    },
    stripe: {
      adapter: stripeAdapter,
      secretKey: required(env, 'STRIPE_SECRET_KEY', stripeAdapter === 'http'),
      webhookSecret: required(env, 'STRIPE_WEBHOOK_SECRET', stripeAdapter === 'http') || LOCAL_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret:
        required(env, 'STRIPE_CONNECT_WEBHOOK_SECRET', stripeAdapter === 'http') || LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      // Deployed: the Hosting site unless set (set the LIFF permanent link base to stay inside LINE).
      returnBase: (env.WEB_ORIGIN || (production ? `https://${projectId}.web.app` : 'http://127.0.0.1:5173')).replace(/\/+$/, ''),
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
      from: required(env, 'MAIL_FROM', smtp),
    },
    occupations,
    deal: {
      autoCompleteDays: days(env, 'AUTO_COMPLETE_DAYS', DEFAULT_AUTO_COMPLETE_DAYS),
      cancelAutoAcceptDays: days(env, 'CANCEL_AUTO_ACCEPT_DAYS', DEFAULT_CANCEL_AUTO_ACCEPT_DAYS),
    },
    rooms: { readOnlyDays: days(env, 'ROOM_READ_ONLY_DAYS', DEFAULT_ROOM_READ_ONLY_DAYS) },
    notify: {
      liffUrl: (env.LIFF_URL ?? `https://liff.line.me/${env.LIFF_ID ?? BRAND_DEFAULTS.liffId}`).replace(/\/+$/, ''),
      officialAccountUrl: env.LINE_OFFICIAL_ACCOUNT_URL ?? BRAND_DEFAULTS.officialAccountUrl,
      // The local LINE stand-in records links to these placeholder ids (the local pushes page shows them).
      richMenuClient: env.RICH_MENU_CLIENT_ID ?? (lineAdapter === 'local' ? 'richmenu-local-client' : ''),
      richMenuWorker: env.RICH_MENU_WORKER_ID ?? (lineAdapter === 'local' ? 'richmenu-local-worker' : ''),
    },
  };
}
