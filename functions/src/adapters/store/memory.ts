/**
 * Embedded document store: Firestore semantics the API relies on, held in memory and optionally
 * persisted to a file (local development; storeFile.ts: snapshot plus write-ahead log). One mutex
 * serialises writes and transactions, which makes every transaction serialisable, as Firestore's
 * optimistic transactions are in effect. Queries walk ordered indexes (orderedIndex.ts).
 */
import { randomBytes } from 'node:crypto';
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
import { matches } from './compare';
import { QueryIndexes, type Scope } from './orderedIndex';
import { StoreFile, type Commit } from './storeFile';

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
  /** Persist every change to this file (and its write-ahead log); load from it when it exists. */
  file?: string;
  /** Log size (bytes) from which a background compaction rewrites the file; default 1 MiB. */
  compactBytes?: number;
  /** Documents to start from when there is no file yet. */
  seed?: Record<string, DocData>;
}

export class MemoryStore implements DocumentStore {
  private readonly docs: Map<string, DocData>;
  private readonly indexes: QueryIndexes;
  private readonly file: StoreFile | null;
  private mutex = new Mutex();

  constructor(options: MemoryStoreOptions = {}) {
    this.file = options.file ? new StoreFile(options.file, { compactBytes: options.compactBytes }) : null;
    this.docs = this.file
      ? this.file.load(options.seed ?? {}, clone)
      : new Map(Object.entries(options.seed ?? {}).map(([path, data]) => [path, clone(data)]));
    this.indexes = new QueryIndexes(this.docs);
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
    return this.run<T>({ collection }, q);
  }

  async queryGroup<T = DocData>(collectionId: string, q: Query = {}): Promise<DocSnapshot<T>[]> {
    return this.run<T>({ group: collectionId }, q);
  }

  async count(collection: string, q: Pick<Query, 'where'> = {}): Promise<number> {
    return (await this.query(collection, { where: q.where })).length;
  }

  /** Walks the scope's index in the query's order from the cursor until `limit` documents match. */
  private run<T>(scope: Scope, q: Query): DocSnapshot<T>[] {
    const where = q.where ?? [];
    const index = this.indexes.get(scope, effectiveOrder(q), where);
    const limit = q.limit ?? Infinity;
    const rows: DocSnapshot<T>[] = [];
    for (let i = q.startAfter ? index.seekAfter(q.startAfter) : 0; i < index.size && rows.length < limit; i++) {
      const { path, data } = index.at(i);
      if (where.every((w) => matches(data, w))) rows.push({ id: docId(path), path, data: clone(data) as T });
    }
    return rows;
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
      // Each write yields the document to store (copied at commit, as before) or null to delete.
      const writes: Array<() => Commit[number]> = [];
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
          writes.push(() => [path, clone(data)]);
        },
        set: (path, data) => {
          checkDocPath(path);
          wrote = true;
          staged.set(path, data);
          writes.push(() => [path, clone(data)]);
        },
        update: (path, patch) => {
          checkDocPath(path);
          wrote = true;
          const base = current(path);
          if (!base) throw new StoreNotFoundError(path);
          const next = { ...base, ...patch };
          staged.set(path, next);
          writes.push(() => [path, clone(next)]);
        },
        delete: (path) => {
          checkDocPath(path);
          wrote = true;
          staged.set(path, null);
          writes.push(() => [path, null]);
        },
      };
      const result = await fn(tx);
      if (writes.length) this.commit(writes.map((w) => w()));
      return result;
    });
  }

  /** Logs the commit (when persisted), then applies it to the documents and their indexes. */
  private commit(commit: Commit) {
    this.file?.append(commit, this.docs);
    for (const [path, data] of commit) {
      const before = this.docs.get(path);
      if (data) this.docs.set(path, data);
      else this.docs.delete(path);
      this.indexes.write(path, before, data ?? undefined);
    }
  }

  /** Writes the whole file now, on the event loop, and empties the log (scripts and tests). */
  flush() {
    this.file?.flushSync(this.docs);
  }

  /** Rewrites the file from the log in the background, a few milliseconds at a time. */
  async compact(): Promise<void> {
    await this.file?.compact(this.docs);
  }

  /** Test helper: every document, for assertions on stored data. */
  dump(): Record<string, DocData> {
    return clone(Object.fromEntries(this.docs));
  }
}
