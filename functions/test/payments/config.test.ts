/**
 * Stripe settings (docs/architecture.md#ports-and-adapters): the local stand-in can never run in a
 * deployed function.
 */
import { loadConfig, LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../src/config';

const production = {
  K_SERVICE: 'api',
  LINE_CHANNEL_ID: '1234567890',
  LINE_CHANNEL_ACCESS_TOKEN: 'x',
  LIFF_ID: '1234567890-AbCdEfGh',
  PARTNER_API_URL: 'https://partner.example.jp',
  PARTNER_API_KEY: 'k',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_x',
  EMAIL_VERIFICATION: 'off',
  GCLOUD_PROJECT: 'salonworks-prod',
  // The operator's identity, required in production (docs/product/constants.md#operator).
  OPERATOR_NAME: '株式会社サロンワークス本番',
  OPERATOR_REPRESENTATIVE: '代表取締役 本番 花子',
  OPERATOR_POSTAL_CODE: '107-0062',
  OPERATOR_ADDRESS: '東京都港区南青山1-1-1',
  OPERATOR_PHONE: '03-1234-5678',
  OPERATOR_EMAIL: 'support@example.co.jp',
  OPERATOR_INVOICE_NUMBER: 'T7000012050002',
};

describe('Stripe configuration', () => {
  it('locally: the stand-in with the local webhook secret, back to the Vite origin', () => {
    expect(loadConfig({}).stripe).toMatchObject({
      adapter: 'local',
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      returnBase: 'http://127.0.0.1:5173',
      localBase: 'http://127.0.0.1:5050',
    });
  });

  it("in production: the stripe package, with the key and both endpoints' secrets required; never the stand-in", () => {
    expect(loadConfig(production).stripe).toMatchObject({
      adapter: 'http',
      webhookSecret: 'whsec_x',
      connectWebhookSecret: 'whsec_connect_x',
      returnBase: 'https://salonworks-prod.web.app',
    });
    expect(loadConfig({ ...production, WEB_ORIGIN: 'https://liff.line.me/123-abc/' }).stripe.returnBase).toBe(
      'https://liff.line.me/123-abc',
    );
    const { STRIPE_WEBHOOK_SECRET: _s, ...noSecret } = production;
    expect(() => loadConfig(noSecret)).toThrow('STRIPE_WEBHOOK_SECRET is required');
    // Connected accounts' events (account.updated) come to their own endpoint with their own secret.
    const { STRIPE_CONNECT_WEBHOOK_SECRET: _c, ...noConnectSecret } = production;
    expect(() => loadConfig(noConnectSecret)).toThrow('STRIPE_CONNECT_WEBHOOK_SECRET is required');
    expect(() => loadConfig({ ...production, STRIPE_ADAPTER: 'local' })).toThrow(
      'STRIPE_ADAPTER=local is not allowed in production',
    );
  });
});
