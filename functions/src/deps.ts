/**
 * Picks one adapter per port from the configuration: the only place that knows about adapters.
 * Demo data is not known here: the local server passes its seed in, so it never ships in the function.
 */
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Config } from './config';
import type { Deps } from './ports';
import type { DocData } from './ports/store';
import { MemoryStore } from './adapters/store/memory';
import { FirestoreStore } from './adapters/store/firestore';
import { LocalLine } from './adapters/line/local';
import { HttpLine } from './adapters/line/http';
import { StorePartnerDirectory } from './adapters/partner/local';
import { HttpPartnerDirectory } from './adapters/partner/http';
import { LocalStripe } from './adapters/stripe/local';
import { HttpStripe } from './adapters/stripe/http';
import { FileImageStore } from './adapters/images/local';
import { BucketImageStore } from './adapters/images/storage';
import { FirebaseAuthAdapter } from './adapters/auth/firebase';
import { LocalMailbox } from './adapters/email/local';
import { SmtpMailer } from './adapters/email/smtp';

function adminApp(config: Config) {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.images.bucket });
}

export interface BuildOptions {
  /** Documents the embedded store starts from when it has no saved state yet (local server only). */
  seed?: Record<string, DocData>;
}

export function buildDeps(config: Config, options: BuildOptions = {}): Deps {
  const app = adminApp(config);
  const store =
    config.store.adapter === 'firestore'
      ? new FirestoreStore(getFirestore(app))
      : new MemoryStore({
          file: config.store.persist ? join(config.store.dataDir, 'local', 'store.json') : undefined,
          seed: options.seed,
        });
  return {
    store,
    auth: new FirebaseAuthAdapter(getAuth(app)),
    line:
      config.line.adapter === 'http'
        ? new HttpLine(config.line.channelId, config.line.channelAccessToken, config.line.apiBase)
        : new LocalLine(config.line.channelId, config.line.localSecret, { store }),
    partner:
      config.partner.adapter === 'http'
        ? new HttpPartnerDirectory(config.partner.url, config.partner.apiKey)
        : new StorePartnerDirectory(store),
    stripe:
      config.stripe.adapter === 'http'
        ? new HttpStripe(config.stripe.secretKey, {
            platform: config.stripe.webhookSecret,
            connect: config.stripe.connectWebhookSecret,
          })
        : new LocalStripe(store, {
            webhookSecret: config.stripe.webhookSecret,
            connectWebhookSecret: config.stripe.connectWebhookSecret,
            baseUrl: config.stripe.localBase,
          }),
    images:
      config.images.adapter === 'storage'
        ? new BucketImageStore(getStorage(app).bucket())
        : new FileImageStore(join(config.store.dataDir, 'local', 'storage')),
    clock: { now: () => new Date() },
    mail: !config.mail.verification
      ? null
      : config.mail.adapter === 'smtp'
        ? new SmtpMailer({
            url: config.mail.smtpUrl,
            host: config.mail.smtpHost,
            port: config.mail.smtpPort,
            user: config.mail.smtpUser,
            pass: config.mail.smtpPass,
            from: config.mail.from,
          })
        : new LocalMailbox(store),
  };
}
