import { checkWebEnv, setting } from './configSchema';

const production = {
  DEV: false,
  MODE: 'production',
  VITE_LIFF_ID: '1657000000-AbCdEfGh',
  VITE_LINE_CHANNEL_ID: '1657000000',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'app.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'app',
};

describe('web configuration', () => {
  it('accepts a complete production configuration', () => {
    expect(checkWebEnv(production)).toEqual([]);
  });

  it('names every required variable a production build lacks', () => {
    const { VITE_LIFF_ID: _l, VITE_FIREBASE_PROJECT_ID: _p, ...rest } = production;
    expect(checkWebEnv({ ...rest, VITE_FIREBASE_API_KEY: '  ' })).toEqual([
      'VITE_LIFF_ID is required in a production build',
      'VITE_FIREBASE_API_KEY is required in a production build',
      'VITE_FIREBASE_PROJECT_ID is required in a production build',
    ]);
  });

  it('refuses malformed values in any build', () => {
    expect(checkWebEnv({ ...production, VITE_LIFF_ID: 'local', VITE_SUPPORT_EMAIL: 'nobody' })).toEqual([
      'VITE_LIFF_ID is malformed: expected LIFF id like 1234567890-AbCdEfGh',
      'VITE_SUPPORT_EMAIL is malformed: expected an e-mail address',
    ]);
  });

  it('lets the dev server and the mocked test build use the local defaults', () => {
    expect(checkWebEnv({ DEV: true })).toEqual([]);
    expect(checkWebEnv({ DEV: false, MODE: 'production', VITE_LIFF_MOCK: 'true' })).toEqual([]);
    expect(setting({ DEV: true }, 'VITE_LIFF_ID')).toBe('2000000000-salonwks');
    expect(setting(production, 'VITE_LIFF_ID')).toBe('1657000000-AbCdEfGh');
  });
});
