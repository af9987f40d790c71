/** Vite's build-time environment, in one module so tests can replace it (see jest.config.js). */
export const env: ImportMetaEnv = import.meta.env;
