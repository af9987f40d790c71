/** Ports and data folder shared by the browser journeys' global setup and the tests. */
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const E2E = {
  apiPort: Number(process.env.E2E_API_PORT ?? 5150),
  webPort: Number(process.env.E2E_WEB_PORT ?? 4180),
  /** Several developers may run journeys at once: ports, data and build folder can be set apart. */
  dataDir: join(tmpdir(), `salonworks-e2e-${process.env.E2E_API_PORT ?? 5150}`),
  dist: process.env.E2E_DIST ?? 'dist-test',
  screenshots: join(__dirname, '..', '..', 'test-results', 'screenshots'),
};

export const webUrl = (path = '/') => `http://127.0.0.1:${E2E.webPort}${path}`;
