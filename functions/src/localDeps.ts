/**
 * The local stand-ins for every port (docs/architecture.md, "Ports and adapters"): what `npm start`,
 * the local tools and the Functions emulator run on. Only these import them: deps.ts takes them as
 * `options.local`, index.ts loads this module with a dynamic import off production, and build.mjs
 * bundles it apart as lib/localDeps.js, which firebase.json keeps out of the deploy upload, so the
 * deployed bundle (lib/index.js) has none of them (functions/test/bundle.test.ts checks it).
 */
import { join } from 'node:path';
import type { Config } from './config';
import type { Deps } from './ports';
import { buildDeps, type BuildOptions, type LocalAdapters } from './deps';
import { MemoryStore } from './adapters/store/memory';
import { LocalLine } from './adapters/line/local';
import { StorePartnerDirectory } from './adapters/partner/local';
import { LocalStripe } from './adapters/stripe/local';
import { FileImageStore } from './adapters/images/local';
import { LocalMailbox } from './adapters/email/local';

export const localAdapters: LocalAdapters = {
  store: (config, seed) =>
    new MemoryStore({ file: config.store.persist ? join(config.store.dataDir, 'local', 'store.json') : undefined, seed }),
  images: (config) => new FileImageStore(join(config.store.dataDir, 'local', 'storage')),
  line: (config, store) => new LocalLine(config.line.channelId, config.line.localSecret, { store }),
  partner: (store) => new StorePartnerDirectory(store),
  stripe: (config, store) =>
    new LocalStripe(store, {
      webhookSecret: config.stripe.webhookSecret,
      connectWebhookSecret: config.stripe.connectWebhookSecret,
      baseUrl: config.stripe.localBase,
    }),
  mail: (store) => new LocalMailbox(store),
};

/** buildDeps with the local stand-ins available: the local server and tools (functions/src/local). */
export function buildLocalDeps(config: Config, options: Omit<BuildOptions, 'local'> = {}): Deps {
  return buildDeps(config, { ...options, local: localAdapters });
}
