/**
 * Production configuration (docs/architecture.md, "Production"): a deployed function validates every setting at start-up and
 * refuses to start with one error naming each missing or malformed value; locally the embedded
 * defaults apply. The LIFF link pushes open never falls back to the demo app in production.
 */
import { BRAND_DEFAULTS } from '@common/brand';
import { OPERATOR_DEFAULTS, OPERATOR_ENV } from '@common/operator';
import { ConfigError, loadConfig, LOCAL_STRIPE_WEBHOOK_SECRET, type Env } from '../src/config';
import { buildDeps } from '../src/deps';

/** Everything a deployed function needs, well formed. */
const complete: Env = {
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'salonworks-prod',
  LIFF_ID: '1657000000-AbCdEfGh',
  LINE_CHANNEL_ID: '1657000000',
  LINE_CHANNEL_ACCESS_TOKEN: 'line-token',
  PARTNER_API_URL: 'https://partner.example.jp/api',
  PARTNER_API_KEY: 'partner-key',
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEf',
  STRIPE_WEBHOOK_SECRET: 'whsec_platform123',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect456',
  MAIL_FROM: 'サロンワークス <no-reply@salonworks.example.jp>',
  SMTP_URL: 'smtps://user:pass@smtp.example.jp:465',
  // The operator's identity (docs/product/constants.md#operator): all required, none the demo company's.
  OPERATOR_NAME: '株式会社サロンワークス本番',
  OPERATOR_REPRESENTATIVE: '代表取締役 本番 花子',
  OPERATOR_POSTAL_CODE: '107-0062',
  OPERATOR_ADDRESS: '東京都港区南青山1-1-1',
  OPERATOR_PHONE: '03-1234-5678',
  OPERATOR_EMAIL: 'support@example.co.jp',
  OPERATOR_INVOICE_NUMBER: 'T7000012050002',
};

const without = (key: string): Env => Object.fromEntries(Object.entries(complete).filter(([k]) => k !== key));

/** The problems loadConfig reports for `env`, or [] when it starts. */
function problems(env: Env): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
}

describe('production start-up', () => {
  it('starts with every setting present and well formed, on the production adapters', () => {
    const config = loadConfig(complete);
    expect(config.production).toBe(true);
    expect(config).toMatchObject({
      store: { adapter: 'firestore' },
      images: { adapter: 'storage' },
      line: { adapter: 'http', channelId: '1657000000', channelAccessToken: 'line-token' },
      partner: { adapter: 'http', url: 'https://partner.example.jp/api' },
      stripe: { adapter: 'http', webhookSecret: 'whsec_platform123', connectWebhookSecret: 'whsec_connect456' },
      mail: { verification: true, adapter: 'smtp', from: complete.MAIL_FROM },
      notify: { liffUrl: 'https://liff.line.me/1657000000-AbCdEfGh' },
    });
    // SMTP_HOST (with MAIL_FROM) instead of SMTP_URL does as well.
    expect(problems({ ...without('SMTP_URL'), SMTP_HOST: 'smtp.example.jp' })).toEqual([]);
  });

  it.each([
    ['LIFF_ID', 'LIFF_ID (or LIFF_URL) is required'],
    ['LINE_CHANNEL_ID', 'LINE_CHANNEL_ID is required'],
    ['LINE_CHANNEL_ACCESS_TOKEN', 'LINE_CHANNEL_ACCESS_TOKEN is required'],
    ['PARTNER_API_URL', 'PARTNER_API_URL is required'],
    ['PARTNER_API_KEY', 'PARTNER_API_KEY is required'],
    ['STRIPE_SECRET_KEY', 'STRIPE_SECRET_KEY is required'],
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET is required'],
    ['STRIPE_CONNECT_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET is required'],
    ['MAIL_FROM', 'MAIL_FROM is required'],
    ['SMTP_URL', 'SMTP_HOST is required (or SMTP_URL)'],
  ])('refuses to start without %s, naming it', (key, message) => {
    expect(() => loadConfig(without(key))).toThrow(ConfigError);
    expect(() => loadConfig(without(key))).toThrow(message);
    expect(problems(without(key))).toHaveLength(1);
  });

  it('names every missing value in one error, not one per start', () => {
    const error = (() => {
      try {
        loadConfig({ K_SERVICE: 'api' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('started without any setting');
    })();
    expect(error.message).toMatch(/^The function cannot start in production: 17 setting\(s\) missing or malformed:/);
    for (const key of [
      'LIFF_ID',
      'LINE_CHANNEL_ID',
      'LINE_CHANNEL_ACCESS_TOKEN',
      'PARTNER_API_URL',
      'PARTNER_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'MAIL_FROM',
      'SMTP_HOST',
      ...Object.values(OPERATOR_ENV),
    ]) {
      expect(error.message).toContain(`  - ${key}`);
    }
  });

  it.each([
    [{ LIFF_ID: 'salonworks' }, 'LIFF_ID must be a LIFF app id'],
    [{ LIFF_URL: 'http://liff.line.me/1657000000-AbCdEfGh' }, 'LIFF_URL must be an https URL'],
    [{ LIFF_URL: 'https://liff.line.me/1657000000-Other' }, 'name different LIFF apps'],
    [{ LINE_CHANNEL_ID: 'channel' }, 'LINE_CHANNEL_ID must be the LINE Login channel id'],
    [{ STRIPE_SECRET_KEY: 'pk_live_51AbCdEf' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ STRIPE_WEBHOOK_SECRET: 'platform-secret' }, 'STRIPE_WEBHOOK_SECRET must be an endpoint'],
    [{ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec connect' }, 'STRIPE_CONNECT_WEBHOOK_SECRET must be an endpoint'],
    [{ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_platform123' }, 'must differ'],
    [{ STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET }, "STRIPE_WEBHOOK_SECRET must not be the local stand-in's secret"],
    [{ PARTNER_API_URL: 'http://partner.example.jp/api' }, 'PARTNER_API_URL must be an https URL'],
    [{ MAIL_FROM: 'no-reply' }, 'MAIL_FROM must be a mail address'],
    [{ SMTP_URL: 'https://smtp.example.jp' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT must be a port number'],
    [{ WEB_ORIGIN: 'http://liff.line.me/1657000000-AbCdEfGh' }, 'WEB_ORIGIN must be an https URL'],
  ])('refuses the malformed %j', (override, message) => {
    const found = problems({ ...complete, ...override });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each(Object.values(OPERATOR_ENV))('refuses to start without %s: the demo company is no operator in production', (key) => {
    const found = problems(without(key));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${key} is required in production: the operator's `));
    // Blank is unset.
    expect(problems({ ...complete, [key]: '  ' })).toEqual(found);
  });

  it.each([
    ['OPERATOR_PHONE', OPERATOR_DEFAULTS.phone],
    ['OPERATOR_EMAIL', OPERATOR_DEFAULTS.email],
    ['OPERATOR_INVOICE_NUMBER', OPERATOR_DEFAULTS.invoiceRegistrationNumber],
    ['OPERATOR_INVOICE_NUMBER', 't6912345678901'],
  ])('refuses the demo company %s=%s in production', (key, value) => {
    expect(problems({ ...complete, [key]: value })).toEqual([
      `${key} must not be the demo company's value in production (got "${value}")`,
    ]);
    // Locally the same value is the default and starts.
    expect(problems({ [key]: value })).toEqual([]);
  });

  it('takes the configured operator; a real company may share the demo name, address or postal code', () => {
    expect(loadConfig(complete).operator).toEqual({
      name: '株式会社サロンワークス本番',
      representative: '代表取締役 本番 花子',
      postalCode: '107-0062',
      address: '東京都港区南青山1-1-1',
      phone: '03-1234-5678',
      email: 'support@example.co.jp',
      invoiceRegistrationNumber: 'T7000012050002',
    });
    const shared = {
      OPERATOR_NAME: OPERATOR_DEFAULTS.name,
      OPERATOR_REPRESENTATIVE: OPERATOR_DEFAULTS.representative,
      OPERATOR_ADDRESS: OPERATOR_DEFAULTS.address,
      OPERATOR_POSTAL_CODE: OPERATOR_DEFAULTS.postalCode,
    };
    expect(problems({ ...complete, ...shared })).toEqual([]);
  });

  it.each([
    ['STORE_ADAPTER', 'embedded'],
    ['IMAGE_ADAPTER', 'files'],
    ['LINE_ADAPTER', 'local'],
    ['PARTNER_ADAPTER', 'local'],
    ['STRIPE_ADAPTER', 'local'],
    ['MAIL_ADAPTER', 'local'],
  ])('never runs a local stand-in: %s=%s is refused', (key, value) => {
    expect(problems({ ...complete, [key]: value })).toContain(`${key}=${value} is not allowed in production`);
  });
});

describe('the LIFF link pushes open', () => {
  it('in production: from LIFF_ID or LIFF_URL, never the demo app', () => {
    expect(loadConfig(complete).notify.liffUrl).toBe('https://liff.line.me/1657000000-AbCdEfGh');
    const url = { ...without('LIFF_ID'), LIFF_URL: 'https://liff.line.me/1657000000-AbCdEfGh/' };
    expect(loadConfig(url).notify.liffUrl).toBe('https://liff.line.me/1657000000-AbCdEfGh');
    expect(() => loadConfig(without('LIFF_ID'))).toThrow('LIFF_ID (or LIFF_URL) is required in production');
    expect(problems({ ...complete, LIFF_ID: BRAND_DEFAULTS.liffId })).toContain(
      `LIFF_ID/LIFF_URL must not be the demo LIFF app ${BRAND_DEFAULTS.liffId} in production`,
    );
    expect(problems({ ...complete, LINE_CHANNEL_ID: BRAND_DEFAULTS.lineChannelId })).toContain(
      `LINE_CHANNEL_ID must not be the demo channel ${BRAND_DEFAULTS.lineChannelId} in production`,
    );
  });

  it('locally (npm start, the Functions emulator): the demo app, nothing required', () => {
    expect(loadConfig({}).notify.liffUrl).toBe(`https://liff.line.me/${BRAND_DEFAULTS.liffId}`);
    const emulator = loadConfig({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' });
    expect(emulator).toMatchObject({
      production: false,
      line: { adapter: 'local', channelId: BRAND_DEFAULTS.lineChannelId },
      notify: { liffUrl: `https://liff.line.me/${BRAND_DEFAULTS.liffId}` },
    });
    expect(loadConfig({ LIFF_ID: '1657000000-AbCdEfGh' }).notify.liffUrl).toBe('https://liff.line.me/1657000000-AbCdEfGh');
  });
});

describe('buildDeps', () => {
  it('builds no local stand-in unless they are passed in (localDeps.ts)', () => {
    expect(() => buildDeps(loadConfig({ STORE_PERSIST: 'false' }))).toThrow(
      'STORE_ADAPTER=embedded needs the local stand-ins, which this build does not include',
    );
  });
});
