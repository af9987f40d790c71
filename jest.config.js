/**
 * One Jest configuration with a project per layer (docs/architecture.md#tests). The browser journeys live in
 * e2e/ and run under jest.e2e.config.js because they need the built app and running servers.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@common/(.*)$': '<rootDir>/common/src/$1' },
};

module.exports = {
  projects: [
    { ...common, displayName: 'common', testEnvironment: 'node', testMatch: ['<rootDir>/common/test/**/*.test.ts'] },
    { ...common, displayName: 'functions', testEnvironment: 'node', testMatch: ['<rootDir>/functions/test/**/*.test.ts'] },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/web/test/jsdom-env.js',
      // Vite's `?raw` imports (the information texts): the file as a string.
      transform: { ...common.transform, '\\.md$': '<rootDir>/web/test/rawTransform.cjs' },
      moduleNameMapper: {
        '^(.+\\.md)\\?raw$': '$1',
        // marked ships ES modules only; its UMD build is the same code for Jest's CommonJS.
        '^marked$': '<rootDir>/web/node_modules/marked/lib/marked.umd.js',
        ...common.moduleNameMapper,
        '^(\\.{1,2}/)+env$': '<rootDir>/web/test/env.ts',
        '^@chakra-theme/(.*)$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1',
      },
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}', '<rootDir>/web/test/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
  ],
};
