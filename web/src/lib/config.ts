/**
 * The web's configuration, read once from the VITE_* variables through lib/configSchema.ts. Demo
 * fallbacks apply only to local builds: a production build without a required variable does not
 * build at all (vite.config.ts), so nothing here can silently start with the local LIFF id.
 */
import { env } from './env';
import { isLocalBuild, setting } from './configSchema';

const local = isLocalBuild(env);

export const config = {
  serviceName: setting(env, 'VITE_SERVICE_NAME'),
  partnerName: setting(env, 'VITE_PARTNER_NAME'),
  partnerAdminUrl: setting(env, 'VITE_PARTNER_ADMIN_URL'),
  supportEmail: setting(env, 'VITE_SUPPORT_EMAIL'),
  officialAccountUrl: setting(env, 'VITE_OFFICIAL_ACCOUNT_URL'),
  liffId: setting(env, 'VITE_LIFF_ID'),
  lineChannelId: setting(env, 'VITE_LINE_CHANNEL_ID'),
  /** Local only: LIFF runs through @line/liff-mock and signs its tokens for the local LINE stand-in. */
  liffMock: env.VITE_LIFF_MOCK !== 'false' && (env.DEV || env.VITE_LIFF_MOCK === 'true'),
  lineLocalSecret: local ? env.VITE_LINE_LOCAL_SECRET?.trim() || 'liff-mock-local-secret' : '',
  firebase: {
    apiKey: setting(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: setting(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: setting(env, 'VITE_FIREBASE_PROJECT_ID'),
  },
  /** Set to use the Auth emulator (local default when LIFF is mocked). */
  authEmulatorUrl:
    env.VITE_AUTH_EMULATOR_URL?.trim() || (env.DEV || env.VITE_LIFF_MOCK === 'true' ? 'http://127.0.0.1:9099' : ''),
  occupations: setting(env, 'VITE_OCCUPATIONS').split(','),
} as const;
