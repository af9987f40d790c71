/** Stand-in for web/src/env.ts under Jest, which cannot compile import.meta to CommonJS. */
export const env = { DEV: false, PROD: true, MODE: 'test', BASE_URL: '/', SSR: false } as unknown as ImportMetaEnv;
