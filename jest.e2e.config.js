/** Browser journeys: playwright-core driving Debian's Chromium against the built app and local API. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }];

module.exports = {
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@common/(.*)$': '<rootDir>/common/src/$1' },
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  testTimeout: 60000,
  // One browser journey at a time keeps a 2-core machine responsive and timings stable.
  maxWorkers: 1,
};
