/** Cloud Functions entry point: the API as one v2 HTTPS function. */
import { onRequest } from 'firebase-functions/v2/https';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { createApp } from './app';

const config = loadConfig();
const app = createApp(buildDeps(config), config);

export const api = onRequest({ region: 'asia-northeast1', memory: '512MiB' }, app);
