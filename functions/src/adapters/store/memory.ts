/**
 * Embedded document store: Firestore semantics the API relies on, held in memory and optionally
 * persisted to a JSON file (local development). One mutex serialises writes and transactions, which
 * makes every transaction serialisable, as Firestore's optimistic transactions are in effect.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Mutex } from 'async-mutex';
import {
  StoreConflictError,
  StoreNotFoundError,
  docId,
  type DocData,
  type DocSnapshot,
  type DocumentStore,
  type OrderBy,
  type Query,
  type TransactionOps,
  type WhereOp,
} from '../../ports/store';
import { compareValues, fieldValue, matches } from './compare';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const collectionIdOf = (collection: string) => collection.slice(collection.lastIndexOf('/') + 1);

function checkDocPath(path: string) {
  const parts = path.split('/');
  if (parts.length % 2 !== 0 || parts.some((p) => p === '')) throw new Error(`not a document path: ${path}`);
}

/**
 * Deep copy of stored values (plain JSON plus Date). Not structuredClone: under Jest that returns
 * Dates of Node's outer realm, which fail `instanceof Date` in compare.ts and in the encoder below.
 */
function clone<T>(v: T): T {
  if (v instanceof Date || Object.prototype.toString.call(v) === '[object Date]') {
    return new Date((v as Date).getTime()) as T;
  }
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) as T;
  }
  return v;
}

/** JSON with Dates kept as {"$date": iso}. */
const encode = (data: Map<string, DocData>) =>
  JSON.stringify(
    Object.fromEntries(data),
    function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { $date: raw.toISOString() } : value;
    },
    1,
  );
const decode = (json: string): Record<string, DocData> =>
  JSON.parse(json, (_k, v: unknown) =>
    v && typeof v === 'object' && '$date' in v ? new Date((v as { $date: string }).$date) : v,
  );

const INEQUALITY_OPS = new Set<WhereOp>(['<', '<=', '>', '>=', '!=']);

/**
 * Firestore's ordering: the explicit orderBy, then any inequality-filtered field not yet ordered
 * (lexicographically), in the direction of the last explicit ordering.
 */
function effectiveOrder(q: Query): OrderBy[] {
  const order = [...(q.orderBy ?? [])];
  const dir = order.length ? order[order.length - 1][1] : 'asc';
  const implicit = [...new Set((q.where ?? []).filter(([, op]) => INEQUALITY_OPS.has(op)).map(([f]) => f))]
    .filter((f) => !order.some(([o]) => o === f))
    .sort();
  for (const f of implicit) order.push([f, dir]);
  return order;
}

export interface MemoryStoreOptions {
  /** Persist every change to this file; load from it when it exists. */
  file?: string;
  /** Documents to start from when there is no file yet. */
  seed?: Record<string, DocData>;
}

export class MemoryStore implements DocumentStore {
  private docs = new Map<string, DocData>();
  private mutex = new Mutex();
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: MemoryStoreOptions = {}) {
    const initial = options.file && existsSync(options.file) ? decode(readFileSync(options.file, 'utf8')) : (options.seed ?? {});
    for (const [path, data] of Object.entries(initial)) this.docs.set(path, clone(data));
  }

  newId(): string {
    return randomBytes(15).toString('base64url').slice(0, 20);
  }

  async get<T = DocData>(path: string): Promise<T | null> {
    checkDocPath(path);
    const d = this.docs.get(path);
    return d ? (clone(d) as T) : null;
  }

  async getAll<T = DocData>(paths: string[]): Promise<(T | null)[]> {
    return Promise.all(paths.map((p) => this.get<T>(p)));
  }

  async query<T = DocData>(collection: string, q: Query = {}): Promise<DocSnapshot<T>[]> {
    return this.run<T>((path) => parentOf(path) === collection, q);
  }

  async queryGroup<T = DocData>(collectionId: string, q: Query = {}): Promise<DocSnapshot<T>[]> {
    return this.run<T>((path) => collectionIdOf(parentOf(path)) === collectionId, q);
  }

  async count(collection: string, q: Pick<Query, 'where'> = {}): Promise<number> {
    return (await this.query(collection, { where: q.where })).length;
  }

  private run<T>(inCollection: (path: string) => boolean, q: Query): DocSnapshot<T>[] {
    const order = effectiveOrder(q);
    // Ties fall back to the document path, in the direction of the last ordering (as Firestore's __name__).
    const lastDir = order.length ? order[order.length - 1][1] : 'asc';
    let rows = [...this.docs.entries()]
      .filter(([path, data]) => inCollection(path) && (q.where ?? []).every((w) => matches(data, w)))
      // Firestore leaves out documents that lack an orderBy field.
      .filter(([, data]) => order.every(([f]) => fieldValue(data, f) !== undefined));
    const cmp = (a: [string, DocData], b: [string, DocData]) => {
      for (const [f, dir] of order) {
        const c = compareValues(fieldValue(a[1], f), fieldValue(b[1], f));
        if (c !== 0) return dir === 'desc' ? -c : c;
      }
      const c = compareValues(a[0], b[0]);
      return lastDir === 'desc' ? -c : c;
    };
    rows.sort(cmp);
    if (q.startAfter) {
      const after = q.startAfter;
      rows = rows.filter(([, data]) => {
        for (let i = 0; i < order.length && i < after.length; i++) {
          const [f, dir] = order[i];
          const c = compareValues(fieldValue(data, f), after[i]);
          if (c !== 0) return dir === 'desc' ? c < 0 : c > 0;
        }
        return false;
      });
    }
    if (q.limit !== undefined) rows = rows.slice(0, q.limit);
    return rows.map(([path, data]) => ({ id: docId(path), path, data: clone(data) as T }));
  }

  async set(path: string, data: DocData): Promise<void> {
    await this.runTransaction(async (tx) => tx.set(path, data));
  }

  async update(path: string, patch: DocData): Promise<void> {
    await this.runTransaction(async (tx) => tx.update(path, patch));
  }

  async delete(path: string): Promise<void> {
    await this.runTransaction(async (tx) => tx.delete(path));
  }

  async runTransaction<T>(fn: (tx: TransactionOps) => Promise<T>): Promise<T> {
    return this.mutex.runExclusive(async () => {
      const writes: Array<() => void> = [];
      let wrote = false;
      const staged = new Map<string, DocData | null>();
      const current = (path: string) => (staged.has(path) ? staged.get(path)! : (this.docs.get(path) ?? null));
      const tx: TransactionOps = {
        get: (path) => {
          if (wrote) throw new Error('transaction reads must come before writes');
          return this.get(path);
        },
        getAll: (paths) => {
          if (wrote) throw new Error('transaction reads must come before writes');
          return this.getAll(paths);
        },
        query: (collection, q) => {
          if (wrote) throw new Error('transaction reads must come before writes');
          return this.query(collection, q);
        },
        create: (path, data) => {
          checkDocPath(path);
          wrote = true;
          if (current(path)) throw new StoreConflictError(path);
          staged.set(path, data);
          writes.push(() => this.docs.set(path, clone(data)));
        },
        set: (path, data) => {
          checkDocPath(path);
          wrote = true;
          staged.set(path, data);
          writes.push(() => this.docs.set(path, clone(data)));
        },
        update: (path, patch) => {
          checkDocPath(path);
          wrote = true;
          const base = current(path);
          if (!base) throw new StoreNotFoundError(path);
          const next = { ...base, ...patch };
          staged.set(path, next);
          writes.push(() => this.docs.set(path, clone(next)));
        },
        delete: (path) => {
          checkDocPath(path);
          wrote = true;
          staged.set(path, null);
          writes.push(() => this.docs.delete(path));
        },
      };
      const result = await fn(tx);
      for (const w of writes) w();
      if (writes.length) this.scheduleSave();
      return result;
    });
  }

  private scheduleSave() {
    const file = this.options.file;
    if (!file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.flush();
    }, 200);
    this.saveTimer.unref();
  }

  /** Writes the file now (atomically, through a temporary file). */
  flush() {
    const file = this.options.file;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, encode(this.docs));
    renameSync(`${file}.tmp`, file);
  }

  /** Test helper: every document, for assertions on stored data. */
  dump(): Record<string, DocData> {
    return clone(Object.fromEntries(this.docs));
  }
}
