/**
 * The world the endpoint properties run in: one app (harness + MemoryStore + Auth emulator) per
 * test file, every kind of caller, one of each resource, and the checks every response must pass:
 * a 2xx, or a 4xx with the error shape and no change to the store; never a 5xx, never slow.
 * After each request the store is put back as it was, so every generated case starts from the
 * same world (and a seed replays exactly).
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import type { DocData } from '../../src/ports/store';
import { PROTOTYPE_KEYS } from '../../../common/test/property/corpus';
import type { AuthPort } from '../../src/ports';
import { RecordingStore, applyTo, listingInput, makeUser, postJob, type MarketApp, type Party } from '../marketplace/support';
import { createTestApp, uniqueUserId } from '../support/harness';
import type { RawBody } from './corpus';

/** Slower than this is a stall: these requests take a few milliseconds. */
export const SLOW_MS = 1000;

export type CallerName =
  'anonymous' | 'badToken' | 'unverified' | 'pending' | 'undecided' | 'client' | 'worker' | 'strangerClient' | 'strangerWorker';

export interface Caller {
  name: CallerName;
  uid?: string;
  authorization?: string;
}

export interface World {
  t: MarketApp;
  callers: Record<CallerName, Caller>;
  /** job: the client's open job the worker applied to; freshJob: nobody applied yet. */
  ids: {
    job: string;
    freshJob: string;
    contractJob: string;
    contract: string;
    listing: string;
    portfolioWork: string;
    portfolioPhotos: string[];
  };
  partner: { email: string; companyName: string };
  /** Valid LINE ID tokens: of existing users and of new ones. */
  lineTokens: string[];
  close(): Promise<void>;
}

const party = (name: CallerName, p: Party): Caller => ({ name, uid: p.uid, authorization: `Bearer ${p.idToken}` });

/**
 * The Auth emulator verifies every ID token again (about 5 ms, most of a request's time); the
 * corpus sends thousands with the same few tokens, so each token's answer (uid or refusal) is kept.
 */
function rememberingAuth(inner: AuthPort): AuthPort {
  const known = new Map<string, Promise<string>>();
  return {
    createCustomToken: (uid) => inner.createCustomToken(uid),
    verifyIdToken(idToken) {
      let answer = known.get(idToken);
      if (!answer) {
        answer = inner.verifyIdToken(idToken);
        answer.catch(() => undefined);
        known.set(idToken, answer);
      }
      return answer;
    },
  };
}

/** marketplace/support's createMarketApp, with the remembering Auth adapter. */
async function createApp_(): Promise<MarketApp> {
  let recorder: RecordingStore | undefined;
  const t = await createTestApp({
    deps: (d) => {
      recorder = new RecordingStore(d.store);
      return { store: recorder, auth: rememberingAuth(d.auth) };
    },
  });
  if (!recorder) throw new Error('recorder not installed');
  const party = (uid: string, idToken: string): Party => {
    const auth = (x: ReturnType<ReturnType<typeof t.request>['get']>) => x.set('Authorization', `Bearer ${idToken}`);
    const agent = t.request();
    return {
      uid,
      idToken,
      get: (path) => auth(agent.get(path)),
      post: (path, body) => auth(agent.post(path)).send(body ?? {}),
      patch: (path, body) => auth(agent.patch(path)).send(body ?? {}),
    };
  };
  return Object.assign(t, { recorder, party });
}

export async function createWorld(): Promise<World> {
  const t = await createApp_();
  const partner = { email: 'salon-property@example.jp', companyName: 'プロパティサロン' };
  await t.addPartner(partner.email, partner.companyName);
  const [client, strangerClient, worker, strangerWorker, unverified, pending, undecided] = await Promise.all([
    makeUser(t, 'client'),
    makeUser(t, 'client'),
    makeUser(t, 'worker'),
    makeUser(t, 'worker'),
    makeUser(t, 'unverified'),
    makeUser(t, 'unverified'),
    makeUser(t, 'undecided'),
  ]);
  // A pending e-mail code (or, with the e-mail step off, a verified user: both are callers to try).
  const verify = await pending.post('/liff/salon/verify', { email: partner.email, salonDisplayName: partner.companyName });
  if (verify.status !== 200) throw new Error(`pending caller: ${verify.status} ${JSON.stringify(verify.body)}`);

  const job = await postJob(client);
  await applyTo(worker, job.id);
  const freshJob = await postJob(client, { title: '応募前の案件' });
  const contractJob = await postJob(client, { title: '契約済みの案件' });
  await applyTo(worker, contractJob.id);
  const accepted = await client.post(`/liff/jobs/${contractJob.id}/applications/${worker.uid}/accept`);
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const listing = await worker.post('/liff/listings', listingInput());
  if (listing.status !== 201) throw new Error(`listing: ${listing.status} ${JSON.stringify(listing.body)}`);
  // The worker's portfolio (docs/product/portfolio.md#data): one work and five unused uploads, stored as is.
  const at = t.clock.now();
  const photo = (id: string) => ({ id, width: 100, height: 100, createdAt: at });
  const portfolioPhotos = ['pphoto1', 'pphoto2', 'pphoto3', 'pphoto4', 'pphoto5'];
  await t.store.set(`portfolios/${worker.uid}`, {
    uid: worker.uid,
    works: [
      { id: 'pwork1', title: '作品', description: null, link: null, photos: [photo('pphoto0')], createdAt: at, updatedAt: at },
    ],
    pending: portfolioPhotos.map(photo),
    pendingSince: at,
    updatedAt: at,
  });

  const callers: Record<CallerName, Caller> = {
    anonymous: { name: 'anonymous' },
    badToken: { name: 'badToken', authorization: 'Bearer not-a-firebase-token' },
    unverified: party('unverified', unverified),
    pending: party('pending', pending),
    undecided: party('undecided', undecided),
    client: party('client', client),
    worker: party('worker', worker),
    strangerClient: party('strangerClient', strangerClient),
    strangerWorker: party('strangerWorker', strangerWorker),
  };
  const lineTokens = [client.uid, unverified.uid, uniqueUserId(), uniqueUserId()].map((sub) => t.lineToken({ sub }));
  return {
    t,
    callers,
    ids: {
      job: job.id,
      freshJob: freshJob.id,
      contractJob: contractJob.id,
      contract: (accepted.body as { id: string }).id,
      listing: (listing.body as { id: string }).id,
      portfolioWork: 'pwork1',
      portfolioPhotos,
    },
    partner,
    lineTokens,
    close: async () => {
      keepAlive.destroy();
      await t.close();
    },
  };
}

// ---------- the store ----------

export type Dump = Record<string, DocData>;

export const dump = (w: World): Dump => w.t.store.dump();

/** Paths added, removed or changed between two dumps. */
export function changedPaths(before: Dump, after: Dump): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((p) => !isDeepStrictEqual(before[p], after[p])).sort();
}

/** Puts the store back as it was. */
export async function restore(w: World, snapshot: Dump): Promise<void> {
  const now = dump(w);
  for (const p of changedPaths(snapshot, now)) {
    if (Object.hasOwn(snapshot, p)) await w.t.store.set(p, snapshot[p]);
    else await w.t.store.delete(p);
  }
}

/** Keys named after Object.prototype members anywhere in a stored value. */
export function prototypeKeysIn(v: unknown, at = ''): string[] {
  if (!v || typeof v !== 'object' || v instanceof Date) return [];
  const found: string[] = [];
  for (const [k, x] of Object.entries(v)) {
    if ((PROTOTYPE_KEYS as readonly string[]).includes(k)) found.push(`${at}${k}`);
    found.push(...prototypeKeysIn(x, `${at}${k}.`));
  }
  if (Object.getPrototypeOf(v) !== Object.prototype && !Array.isArray(v)) found.push(`${at}(prototype changed)`);
  return found;
}

// ---------- requests ----------

export type Method = 'post' | 'put' | 'patch';

export interface Sent {
  status: number;
  body: unknown;
  contentType: string;
  ms: number;
}

/** One kept-alive connection pool for the thousands of requests of a file. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

export async function send(w: World, method: Method, path: string, caller: Caller, raw: RawBody): Promise<Sent> {
  let req = w.t.request()[method](path).agent(keepAlive).timeout({ deadline: 30_000 });
  if (caller.authorization) req = req.set('Authorization', caller.authorization);
  if (raw.contentType !== undefined) req = req.set('Content-Type', raw.contentType);
  for (const [k, v] of Object.entries(raw.headers ?? {})) req = req.set(k, v);
  const start = performance.now();
  const res = raw.text === undefined ? await req : await req.send(raw.text);
  return {
    status: res.status,
    body: res.body as unknown,
    contentType: String(res.headers['content-type'] ?? ''),
    ms: performance.now() - start,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The API's error body (docs/product/api.md#errors): { error: { code, message, fields? } }. */
export function errorShapeProblem(res: Sent): string | null {
  if (!res.contentType.includes('application/json')) return `error answered as ${res.contentType || 'no content type'}`;
  const error = isRecord(res.body) ? res.body.error : undefined;
  if (!isRecord(error)) return `error body without error object: ${JSON.stringify(res.body)?.slice(0, 200)}`;
  if (typeof error.code !== 'string' || !error.code) return `error without code: ${JSON.stringify(error).slice(0, 200)}`;
  if (typeof error.message !== 'string' || !error.message) return `error without message: ${JSON.stringify(error).slice(0, 200)}`;
  if (error.fields !== undefined) {
    if (!isRecord(error.fields) || Object.values(error.fields).some((m) => typeof m !== 'string')) {
      return `error fields not a map of messages: ${JSON.stringify(error.fields).slice(0, 200)}`;
    }
  }
  return null;
}

/** What the app parsed from this body (JSON.parse), or `undefined` when it is not a JSON request. */
export function parsedBody(raw: RawBody): { json: true; value: unknown } | { json: false } {
  if (raw.text === undefined || !raw.contentType || !/^application\/json\s*(;|$)/i.test(raw.contentType)) return { json: false };
  // A declared encoding makes the bytes something else; `identity` is the one that declares none.
  const encoded = Object.entries(raw.headers ?? {}).some(
    ([h, v]) => h.toLowerCase() === 'content-encoding' && String(v).trim().toLowerCase() !== 'identity',
  );
  if (encoded) return { json: false };
  try {
    return { json: true, value: JSON.parse(raw.text.toString()) };
  } catch {
    return { json: false };
  }
}

// ---------- routes ----------

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** Every `METHOD /path` the app serves, read from Express' router. */
export function appRoutes(w: World): string[] {
  const app = createApp(w.t.deps, w.t.config) as Express & { router: { stack: RouteLayer[] } };
  const out: string[] = [];
  const walk = (stack: RouteLayer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(app.router.stack);
  return out.sort();
}
