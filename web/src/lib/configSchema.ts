/**
 * The web's settings (VITE_* variables, docs/product/constants.md#names-and-configuration) as one schema: which are
 * required in a production build, what each must look like, and the local default used only by the dev server, the mocked
 * test build and Jest. vite.config.ts runs checkWebEnv at build time, so a production build with a
 * missing or malformed variable fails with a message naming it; lib/config.ts reads the same table.
 * Plain code rather than yup: this runs on the boot path, where every kilobyte counts.
 */
import { BRAND_DEFAULTS } from '../../../common/src/brand';

interface Setting {
  /** Required in a production build (no fallback there). */
  required: boolean;
  /** Value used when unset: locally for required settings, everywhere for optional ones. */
  fallback: string;
  check?: (value: string) => boolean;
  hint?: string;
}

const url = (v: string) => /^https?:\/\/[^\s]+$/.test(v) && v.length <= 500;

export const WEB_SETTINGS = {
  VITE_LIFF_ID: {
    required: true,
    fallback: BRAND_DEFAULTS.liffId,
    check: (v) => /^\d{10}-[A-Za-z0-9]{8}$/.test(v),
    hint: 'LIFF id like 1234567890-AbCdEfGh',
  },
  VITE_LINE_CHANNEL_ID: {
    required: true,
    fallback: BRAND_DEFAULTS.lineChannelId,
    check: (v) => /^\d{10}$/.test(v),
    hint: '10-digit LINE Login channel id',
  },
  VITE_FIREBASE_API_KEY: { required: true, fallback: 'demo-api-key' },
  VITE_FIREBASE_AUTH_DOMAIN: { required: true, fallback: 'demo-salonworks.firebaseapp.com' },
  VITE_FIREBASE_PROJECT_ID: { required: true, fallback: 'demo-salonworks' },
  VITE_SERVICE_NAME: { required: false, fallback: BRAND_DEFAULTS.serviceName },
  VITE_PARTNER_NAME: { required: false, fallback: BRAND_DEFAULTS.partnerName },
  VITE_PARTNER_ADMIN_URL: { required: false, fallback: BRAND_DEFAULTS.partnerAdminUrl, check: url, hint: 'an http(s) URL' },
  VITE_SUPPORT_EMAIL: {
    required: false,
    fallback: BRAND_DEFAULTS.supportEmail,
    check: (v) => /^[^\s@]+@[^\s@]+$/.test(v),
    hint: 'an e-mail address',
  },
  VITE_OFFICIAL_ACCOUNT_URL: { required: false, fallback: BRAND_DEFAULTS.officialAccountUrl, check: url, hint: 'an http(s) URL' },
  VITE_OCCUPATIONS: { required: false, fallback: BRAND_DEFAULTS.occupations.join(',') },
} satisfies Record<string, Setting>;

export type WebSettingName = keyof typeof WEB_SETTINGS;
type Env = Partial<Record<string, string | boolean | undefined>>;

/** Local builds: the dev server, the LIFF-mocked test build and Jest may use the local defaults. */
export const isLocalBuild = (env: Env) => env.DEV === true || env.VITE_LIFF_MOCK === 'true' || env.MODE === 'test';

const valueOf = (env: Env, name: string) => {
  const v = env[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** Every problem with the given variables, one line each; empty when the build may go ahead. */
export function checkWebEnv(env: Env): string[] {
  const local = isLocalBuild(env);
  const problems: string[] = [];
  for (const [name, setting] of Object.entries(WEB_SETTINGS) as [string, Setting][]) {
    const value = valueOf(env, name);
    if (value === undefined) {
      if (setting.required && !local) problems.push(`${name} is required in a production build`);
    } else if (setting.check && !setting.check(value)) {
      problems.push(`${name} is malformed${setting.hint ? `: expected ${setting.hint}` : ''}`);
    }
  }
  return problems;
}

/** The value to use: the variable, else the fallback (production builds passed checkWebEnv). */
export function setting(env: Env, name: WebSettingName): string {
  return valueOf(env, name) ?? WEB_SETTINGS[name].fallback;
}
