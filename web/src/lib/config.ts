/** Web configuration from VITE_* variables with local defaults (GUIDE.md 7). */
import { BRAND_DEFAULTS } from '@common/brand';
import { env } from './env';
const pick = (v: string | undefined, fallback: string) => (v && v.trim() ? v : fallback);

export const config = {
  serviceName: pick(env.VITE_SERVICE_NAME, BRAND_DEFAULTS.serviceName),
  partnerName: pick(env.VITE_PARTNER_NAME, BRAND_DEFAULTS.partnerName),
  partnerAdminUrl: pick(env.VITE_PARTNER_ADMIN_URL, BRAND_DEFAULTS.partnerAdminUrl),
  supportEmail: pick(env.VITE_SUPPORT_EMAIL, BRAND_DEFAULTS.supportEmail),
  officialAccountUrl: pick(env.VITE_OFFICIAL_ACCOUNT_URL, BRAND_DEFAULTS.officialAccountUrl),
  liffId: pick(env.VITE_LIFF_ID, BRAND_DEFAULTS.liffId),
  lineChannelId: pick(env.VITE_LINE_CHANNEL_ID, BRAND_DEFAULTS.lineChannelId),
  /** Local only: LIFF runs through @line/liff-mock and signs its tokens for the local LINE stand-in. */
  liffMock: env.VITE_LIFF_MOCK !== 'false' && (env.DEV || env.VITE_LIFF_MOCK === 'true'),
  lineLocalSecret: pick(env.VITE_LINE_LOCAL_SECRET, 'liff-mock-local-secret'),
  firebase: {
    apiKey: pick(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: pick(env.VITE_FIREBASE_AUTH_DOMAIN, 'demo-salonworks.firebaseapp.com'),
    projectId: pick(env.VITE_FIREBASE_PROJECT_ID, 'demo-salonworks'),
  },
  /** Set to use the Auth emulator (local default when LIFF is mocked). */
  authEmulatorUrl: pick(env.VITE_AUTH_EMULATOR_URL, env.DEV || env.VITE_LIFF_MOCK === 'true' ? 'http://127.0.0.1:9099' : ''),
  occupations: pick(env.VITE_OCCUPATIONS, BRAND_DEFAULTS.occupations.join(',')).split(','),
} as const;
