/**
 * API test harness: the real Express app over HTTP with an in-memory store, the Firebase Auth
 * emulator, the local LINE and Stripe stand-ins and the store-backed partner directory.
 *
 *   const t = await createTestApp();            // in beforeAll; afterAll(() => t.close())
 *   const alice = await t.signIn({ isActive: true });
 *   await alice.post('/liff/salon/verify', {...}).expect(200);
 *   await t.request().get('/liff/session').expect(401); // no bearer
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { SessionPayload, SessionVerifyResponse } from '@common/api';
import type { UserType } from '@common/options';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Clock, Deps } from '../../src/ports';
import { MemoryStore } from '../../src/adapters/store/memory';
import { FirebaseAuthAdapter } from '../../src/adapters/auth/firebase';
import { LocalLine, mintLocalIdToken } from '../../src/adapters/line/local';
import { StorePartnerDirectory, partnerPath, partnerRecord } from '../../src/adapters/partner/local';
import { LocalStripe } from '../../src/adapters/stripe/local';
import { FileImageStore } from '../../src/adapters/images/local';
import { LocalMailbox } from '../../src/adapters/email/local';
import { userPath, type UserDoc } from '../../src/documents/users';

export const PROJECT_ID = 'demo-salonworks';
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/**
 * `describe` when the Auth emulator is configured; otherwise `describe.skip` plus one line saying
 * why, so that a machine without the emulator reports skipped suites, not failures.
 */
export function describeApi(name: string, fn: () => void): void {
  if (AUTH_EMULATOR_HOST) {
    describe(name, fn);
    return;
  }
  process.stdout.write(
    `skipped: ${name}: FIREBASE_AUTH_EMULATOR_HOST is not set (run inside \`firebase emulators:exec --only auth\`)\n`,
  );
  describe.skip(name, fn);
}

/** A clock tests can move: real time plus an offset. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A new LINE-like user id ('U' + 32 hex digits), unique across test runs sharing the emulator. */
export const uniqueUserId = (): string => `U${randomBytes(16).toString('hex')}`;

type Test = request.Test;

export interface LineTokenClaims {
  sub: string;
  name?: string;
  picture?: string;
  /** Defaults to the app's channel id. */
  aud?: string;
  expiresInSeconds?: number;
  /** Defaults to the local stand-in's secret; anything else forges the signature. */
  secret?: string;
}

export interface SignInOptions {
  userId?: string;
  displayName?: string;
  pictureUrl?: string;
  /** Privileged fields, written straight to the store after the first login. */
  isActive?: boolean;
  isWorker?: boolean;
  type?: UserType | null;
  stripeAccount?: string | null;
}

export interface SignedInUser {
  uid: string;
  /** Firebase ID token from the Auth emulator. */
  idToken: string;
  /** Session payload returned by the sign-in (before the privileged fields were applied). */
  session: SessionPayload;
  get(path: string): Test;
  post(path: string, body?: object): Test;
  put(path: string, body?: object): Test;
  delete(path: string): Test;
  /** The stored user document. */
  doc(): Promise<UserDoc | null>;
}

export interface TestApp {
  config: Config;
  deps: Deps;
  store: MemoryStore;
  line: LocalLine;
  clock: TestClock;
  /** Unauthenticated requests. */
  request(): request.Agent;
  lineToken(claims: LineTokenClaims): string;
  /** First login through POST /liff/session/verify, then an ID token from the Auth emulator. */
  signIn(options?: SignInOptions): Promise<SignedInUser>;
  /** Bearer requests for an existing Firebase ID token. */
  as(idToken: string): Pick<SignedInUser, 'get' | 'post' | 'put' | 'delete'>;
  addPartner(email: string, companyName: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replace adapters, e.g. a failing partner directory or a spied Stripe. Gets the defaults. */
  deps?: (defaults: Deps) => Partial<Deps>;
}

function adminAuth() {
  const app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
  return getAuth(app);
}

/** Exchanges a custom token for an ID token, as the web app's signInWithCustomToken does. */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  if (!AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const url = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`;
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  };
  // The emulator closes an idle kept-alive connection while a test set-up sends many sign-ins at
  // once ("other side closed"): a connection that failed is tried again on a new one (an answer,
  // even a refusal, is never retried).
  let res: Response | undefined;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(url, init);
    } catch (e) {
      if (attempt >= 4) throw e;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * An ID token from the Auth emulator for a custom token that carried these developer claims: the
 * claims reach the ID token as custom claims (e.g. `{ admin: true }` for the admin routes,
 * docs/product/admin.md#admin-claim).
 */
export async function idTokenWithClaims(uid: string, claims: Record<string, unknown>): Promise<string> {
  return exchangeCustomToken(await adminAuth().createCustomToken(uid, claims));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A fixed environment: the outer one (emulator hosts, adapters) must not change what is tested.
  const config = loadConfig({ GCLOUD_PROJECT: PROJECT_ID, STORE_PERSIST: 'false' });
  const store = new MemoryStore();
  const line = new LocalLine(config.line.channelId, config.line.localSecret);
  const clock = new TestClock();
  const defaults: Deps = {
    store,
    auth: new FirebaseAuthAdapter(adminAuth()),
    line,
    partner: new StorePartnerDirectory(store),
    stripe: new LocalStripe(store),
    // Not used by these endpoints; a folder that is never written unless a test uploads.
    images: new FileImageStore(join(tmpdir(), `salonworks-test-images-${process.pid}`)),
    clock,
    // The e-mail step of salon verification is on, as by default; mails stay in the store.
    mail: new LocalMailbox(store, () => clock.now()),
    operator: config.operator,
  };
  const deps: Deps = { ...defaults, ...options.deps?.(defaults) };

  // One server per app, bound to loopback only (TOOLCHAIN.md), shared by every request.
  const server: Server = createServer(createApp(deps, config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = () => request(base);

  const as = (idToken: string) => {
    const auth = (t: Test) => t.set('Authorization', `Bearer ${idToken}`);
    return {
      get: (path: string) => auth(agent().get(path)),
      post: (path: string, body?: object) => auth(agent().post(path)).send(body ?? {}),
      put: (path: string, body?: object) => auth(agent().put(path)).send(body ?? {}),
      delete: (path: string) => auth(agent().delete(path)),
    };
  };

  const lineToken = ({ secret, aud, ...claims }: LineTokenClaims) =>
    mintLocalIdToken(secret ?? config.line.localSecret, { aud: aud ?? config.line.channelId, ...claims });

  return {
    config,
    deps,
    store,
    line,
    clock,
    request: agent,
    lineToken,
    as,
    async signIn(o: SignInOptions = {}) {
      const uid = o.userId ?? uniqueUserId();
      const res = await agent()
        .post('/liff/session/verify')
        .send({ idToken: lineToken({ sub: uid, name: o.displayName, picture: o.pictureUrl }) });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      const { token, session } = res.body as SessionVerifyResponse;
      const patch: Partial<UserDoc> = {};
      if (o.isActive !== undefined) patch.isActive = o.isActive;
      if (o.isWorker !== undefined) patch.isWorker = o.isWorker;
      if (o.type !== undefined) patch.type = o.type;
      if (o.stripeAccount !== undefined) patch.stripeAccount = o.stripeAccount;
      if (Object.keys(patch).length) await store.update(userPath(uid), patch);
      const idToken = await exchangeCustomToken(token);
      return { uid, idToken, session, ...as(idToken), doc: () => store.get<UserDoc>(userPath(uid)) };
    },
    async addPartner(email, companyName) {
      await store.set(partnerPath(email), { ...partnerRecord({ email, companyName }) });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
