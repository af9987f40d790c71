/**
 * Picks one adapter per port from the configuration: the only place that knows about adapters.
 * Only the production adapters are imported here. The local stand-ins (embedded store, image files,
 * LINE, partner directory, Stripe, mailbox) come in through `options.local`, from localDeps.ts:
 * the local server and tools import it, the function's entry (index.ts) loads it with a dynamic
 * import off production, and build.mjs bundles it apart (lib/localDeps.js, never deployed).
 * Demo data is not known here either: the local server passes its seed in.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { ConfigError, type Config } from './config';
import type { Deps, ImageStore, LinePort, MailPort, PartnerDirectory, StripePort } from './ports';
import type { DocData, DocumentStore } from './ports/store';
import { FirestoreStore } from './adapters/store/firestore';
import { HttpLine } from './adapters/line/http';
import { HttpPartnerDirectory } from './adapters/partner/http';
import { HttpStripe } from './adapters/stripe/http';
import { BucketImageStore } from './adapters/images/storage';
import { FirebaseAuthAdapter } from './adapters/auth/firebase';
import { SmtpMailer } from './adapters/email/smtp';

function adminApp(config: Config) {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.images.bucket });
}

/** Makes the local stand-ins (localDeps.ts): kept out of this module so the deployed bundle has none. */
export interface LocalAdapters {
  store(config: Config, seed?: Record<string, DocData>): DocumentStore;
  images(config: Config): ImageStore;
  line(config: Config, store: DocumentStore): LinePort;
  partner(store: DocumentStore): PartnerDirectory;
  stripe(config: Config, store: DocumentStore): StripePort;
  mail(store: DocumentStore): MailPort;
}

export interface BuildOptions {
  /** Documents the embedded store starts from when it has no saved state yet (local server only). */
  seed?: Record<string, DocData>;
  /** The local stand-ins, for the ports the configuration runs locally (localDeps.ts). */
  local?: LocalAdapters;
}

export function buildDeps(config: Config, options: BuildOptions = {}): Deps {
  const app = adminApp(config);
  const local = (setting: string): LocalAdapters => {
    if (options.local) return options.local;
    throw new ConfigError(`${setting} needs the local stand-ins, which this build does not include (localDeps.ts)`);
  };
  const store =
    config.store.adapter === 'firestore'
      ? new FirestoreStore(getFirestore(app))
      : local('STORE_ADAPTER=embedded').store(config, options.seed);
  return {
    store,
    auth: new FirebaseAuthAdapter(getAuth(app)),
    line:
      config.line.adapter === 'http'
        ? new HttpLine(config.line.channelId, config.line.channelAccessToken, config.line.apiBase)
        : local('LINE_ADAPTER=local').line(config, store),
    partner:
      config.partner.adapter === 'http'
        ? new HttpPartnerDirectory(config.partner.url, config.partner.apiKey)
        : local('PARTNER_ADAPTER=local').partner(store),
    stripe:
      config.stripe.adapter === 'http'
        ? new HttpStripe(config.stripe.secretKey, {
            platform: config.stripe.webhookSecret,
            connect: config.stripe.connectWebhookSecret,
          })
        : local('STRIPE_ADAPTER=local').stripe(config, store),
    images:
      config.images.adapter === 'storage'
        ? new BucketImageStore(getStorage(app).bucket())
        : local('IMAGE_ADAPTER=files').images(config),
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
        : local('MAIL_ADAPTER=local').mail(store),
    operator: config.operator,
  };
}
