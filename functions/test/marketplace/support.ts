/**
 * Helpers of the marketplace API tests on top of support/harness.ts:
 * - users written straight into the store (user document + profile) and signed in with a custom
 *   token from the Auth emulator, which is much faster than the LINE sign-in when a test needs
 *   dozens of them and is not about signing in;
 * - valid inputs, and shortcuts to post jobs and apply;
 * - a store that records every query, and a check that firestore.indexes.json serves each one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Application, Job, JobInput, ListingInput } from '@common/marketplace';
import { todayJst } from '@common/schemas/marketplace';
import type { UserType } from '@common/options';
import type { DocData, DocSnapshot, DocumentStore, Query, TransactionOps } from '../../src/ports/store';
import { newUserDoc, userPath, type UserDoc } from '../../src/documents/users';
import { profilePath, type ClientProfileDoc, type WorkerProfileDoc } from '../../src/documents/profiles';
import { createTestApp, exchangeCustomToken, uniqueUserId, type TestApp } from '../support/harness';

type Test = request.Test;

export interface Party {
  uid: string;
  idToken: string;
  get(path: string): Test;
  post(path: string, body?: object): Test;
  patch(path: string, body?: object): Test;
}

export interface RecordedQuery {
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Last segment of the collection path (what firestore.indexes.json calls collectionGroup). */
  collectionId: string;
  query: Query;
}

/** Wraps a store and records every query (transactional ones too). */
export class RecordingStore implements DocumentStore {
  readonly queries: RecordedQuery[] = [];
  constructor(private readonly inner: DocumentStore) {}

  private record(scope: RecordedQuery['scope'], collection: string, q: Query = {}) {
    this.queries.push({ scope, collectionId: collection.slice(collection.lastIndexOf('/') + 1), query: q });
  }

  get<T = DocData>(path: string) {
    return this.inner.get<T>(path);
  }
  getAll<T = DocData>(paths: string[]) {
    return this.inner.getAll<T>(paths);
  }
  query<T = DocData>(collection: string, q?: Query): Promise<DocSnapshot<T>[]> {
    this.record('COLLECTION', collection, q);
    return this.inner.query<T>(collection, q);
  }
  queryGroup<T = DocData>(collectionId: string, q?: Query): Promise<DocSnapshot<T>[]> {
    this.record('COLLECTION_GROUP', collectionId, q);
    return this.inner.queryGroup<T>(collectionId, q);
  }
  count(collection: string, q?: Pick<Query, 'where'>) {
    this.record('COLLECTION', collection, q);
    return this.inner.count(collection, q);
  }
  set(path: string, data: DocData) {
    return this.inner.set(path, data);
  }
  update(path: string, patch: DocData) {
    return this.inner.update(path, patch);
  }
  delete(path: string) {
    return this.inner.delete(path);
  }
  newId() {
    return this.inner.newId();
  }
  runTransaction<T>(fn: (tx: TransactionOps) => Promise<T>): Promise<T> {
    return this.inner.runTransaction((tx) =>
      fn({
        ...tx,
        get: tx.get.bind(tx),
        getAll: tx.getAll.bind(tx),
        create: tx.create.bind(tx),
        set: tx.set.bind(tx),
        update: tx.update.bind(tx),
        delete: tx.delete.bind(tx),
        query: (collection, q) => {
          this.record('COLLECTION', collection, q);
          return tx.query(collection, q);
        },
      }),
    );
  }
}

export interface MarketApp extends TestApp {
  recorder: RecordingStore;
  /** Requests with a bearer token (PATCH included, which the harness does not offer). */
  party(uid: string, idToken: string): Party;
}

export async function createMarketApp(): Promise<MarketApp> {
  let recorder: RecordingStore | undefined;
  const t = await createTestApp({
    deps: (d) => {
      recorder = new RecordingStore(d.store);
      return { store: recorder };
    },
  });
  if (!recorder) throw new Error('recorder not installed');
  const party = (uid: string, idToken: string): Party => {
    const auth = (x: Test) => x.set('Authorization', `Bearer ${idToken}`);
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

export type Kind = 'client' | 'worker' | 'unverified' | 'undecided';

export interface UserOptions {
  uid?: string;
  name?: string;
  skills?: string[];
  occupation?: string;
  detail?: string;
  createdAt?: Date;
}

/** Writes a user (and the profile of their side) into the store, then signs in through the Auth emulator. */
export async function makeUser(t: MarketApp, kind: Kind, o: UserOptions = {}): Promise<Party> {
  const uid = o.uid ?? uniqueUserId();
  const now = o.createdAt ?? t.clock.now();
  const type: UserType | null = kind === 'client' || kind === 'worker' ? kind : null;
  const user: UserDoc = {
    ...newUserDoc(uid, { displayName: o.name ?? 'テスト ユーザー', pictureUrl: '' }, now),
    isActive: kind !== 'unverified',
    isWorker: kind === 'worker',
    type,
    salonInfo: kind === 'unverified' ? null : { email: `${uid.toLowerCase()}@example.jp`, salonDisplayName: 'テストサロン' },
  };
  await t.store.set(userPath(uid), { ...user });
  if (kind === 'client') {
    const profile: ClientProfileDoc = {
      type: 'client',
      classify: 'corporation',
      userId: uid,
      name: o.name ?? 'ヘアサロン テスト',
      detail: o.detail ?? '表参道のヘアサロンです',
      corporationInfo: {
        companyName: '株式会社テスト',
        establishmentDate: '2015年',
        address: '東京都港区',
        hpURL: 'https://example.jp',
      },
      createdAt: now,
      updatedAt: now,
    };
    await t.store.set(profilePath(uid, 'client'), { ...profile });
  }
  if (kind === 'worker') {
    const profile: WorkerProfileDoc = {
      type: 'worker',
      classify: 'individual',
      userId: uid,
      name: o.name ?? '山田 カメラ',
      sex: 'female',
      birthYear: 1990,
      birthMonth: 1,
      birthDate: 1,
      occupation: o.occupation ?? 'カメラマン',
      occupationDetails: [],
      skills: o.skills ?? ['ヘアカタログ撮影', 'Lightroom'],
      detail: o.detail ?? 'サロン撮影が得意です',
      portfolios: [],
      createdAt: now,
      updatedAt: now,
    };
    await t.store.set(profilePath(uid, 'worker'), { ...profile });
  }
  const idToken = await exchangeCustomToken(await t.deps.auth.createCustomToken(uid));
  return t.party(uid, idToken);
}

export const makeUsers = (t: MarketApp, kind: Kind, n: number, o: UserOptions = {}) =>
  Promise.all(Array.from({ length: n }, () => makeUser(t, kind, o)));

/** 'YYYY-MM-DD' this many days from today (JST). */
export const inDays = (days: number, now = new Date()) => todayJst(new Date(now.getTime() + days * 86_400_000));

export const jobInput = (o: Partial<JobInput> = {}): JobInput => ({
  title: 'ヘアカタログ撮影',
  description: '新作スタイル10点の撮影をお願いします',
  occupation: 'カメラマン',
  skills: ['ヘアカタログ撮影'],
  reward: 50000,
  applicationDeadline: inDays(7),
  deliveryDate: inDays(21),
  placeType: 'remote',
  capacity: 1,
  ...o,
});

export const listingInput = (o: Partial<ListingInput> = {}): ListingInput => ({
  title: 'ヘアカタログ撮影パック',
  description: '5スタイルを撮影してレタッチします',
  price: 30000,
  ...o,
});

export async function postJob(client: Party, o: Partial<JobInput> = {}): Promise<Job> {
  const res = await client.post('/liff/jobs', jobInput(o));
  if (res.status !== 201) throw new Error(`post job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Job;
}

export async function applyTo(worker: Party, jobId: string, message = 'よろしくお願いします'): Promise<Application> {
  const res = await worker.post(`/liff/jobs/${jobId}/applications`, { message });
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Application;
}

// ---- firestore.indexes.json coverage ----

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface IndexDef {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export const loadIndexes = (): IndexDef[] =>
  (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firestore.indexes.json'), 'utf8')) as { indexes: IndexDef[] })
    .indexes;

const EQUALITY = new Set(['==', 'in']);
const RANGE = new Set(['<', '<=', '>', '>=']);

/**
 * Whether Firestore can serve the query: with automatic single-field indexes when it filters on
 * equality only (or orders by one field without filters, in a single collection); otherwise with
 * a composite index whose leading fields are the filters (in any order) and then the orderBy.
 */
export function indexFor(q: RecordedQuery, indexes: IndexDef[]): IndexDef | 'single-field' | null {
  const order = q.query.orderBy ?? [];
  // One range filter on the first orderBy field (the deadline close: documents/jobs.ts
  // publishedPastDeadline) is served by the index of the equalities and that order.
  const ranges = (q.query.where ?? []).filter(([, op]) => RANGE.has(op));
  // Several ranges on that one field (a month: from and before) are served alike.
  if (ranges.some(([f]) => f !== order[0]?.[0])) return null;
  const where = (q.query.where ?? []).filter(([, op]) => !RANGE.has(op));
  const filterFields = where.map(([f, op]) => ({ f, contains: op === 'array-contains', eq: EQUALITY.has(op) }));
  if (where.some(([, op]) => !EQUALITY.has(op) && op !== 'array-contains')) return null; // none of ours
  if (q.scope === 'COLLECTION' && (order.length === 0 || (order.length === 1 && where.length === 0))) return 'single-field';
  const found = indexes.find((ix) => {
    if (ix.collectionGroup !== q.collectionId || ix.queryScope !== q.scope) return false;
    if (ix.fields.length !== filterFields.length + order.length) return false;
    const head = ix.fields.slice(0, filterFields.length);
    const tail = ix.fields.slice(filterFields.length);
    const headOk = filterFields.every(({ f, contains }) =>
      head.some((h) => h.fieldPath === f && (contains ? h.arrayConfig === 'CONTAINS' : !!h.order)),
    );
    const tailOk = order.every(
      ([f, dir], i) => tail[i].fieldPath === f && tail[i].order === (dir === 'desc' ? 'DESCENDING' : 'ASCENDING'),
    );
    return headOk && tailOk;
  });
  return found ?? null;
}

/** Queries (described) that no index in firestore.indexes.json serves. */
export function unindexedQueries(recorded: RecordedQuery[]): string[] {
  const indexes = loadIndexes();
  const missing = new Set<string>();
  for (const q of recorded) {
    if (indexFor(q, indexes)) continue;
    const where = (q.query.where ?? []).map(([f, op]) => `${f} ${op}`).join(', ');
    const order = (q.query.orderBy ?? []).map(([f, d]) => `${f} ${d}`).join(', ');
    missing.add(`${q.scope} ${q.collectionId}: where [${where}] orderBy [${order}]`);
  }
  return [...missing];
}
