/** Document store port over Firestore (production, or the Firestore emulator when FIRESTORE_EMULATOR_HOST is set). */
import type { Firestore, Query as FsQuery, Transaction, DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import {
  StoreConflictError,
  StoreNotFoundError,
  type DocData,
  type DocSnapshot,
  type DocumentStore,
  type Query,
  type TransactionOps,
} from '../../ports/store';

/** Timestamps come back as Dates, as the embedded store gives them. */
function fromFirestore(v: unknown): unknown {
  if (v instanceof Timestamp) return v.toDate();
  if (Array.isArray(v)) return v.map(fromFirestore);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fromFirestore(x)]));
  }
  return v;
}

function applyQuery(base: FsQuery, q: Query): FsQuery {
  let ref = base;
  for (const [f, op, v] of q.where ?? []) ref = ref.where(f, op, v);
  for (const [f, dir] of q.orderBy ?? []) ref = ref.orderBy(f, dir);
  if (q.startAfter) ref = ref.startAfter(...q.startAfter);
  if (q.limit !== undefined) ref = ref.limit(q.limit);
  return ref;
}

export class FirestoreStore implements DocumentStore {
  constructor(private readonly db: Firestore) {}

  newId(): string {
    return this.db.collection('_').doc().id;
  }

  async get<T = DocData>(path: string): Promise<T | null> {
    const snap = await this.db.doc(path).get();
    return snap.exists ? (fromFirestore(snap.data()) as T) : null;
  }

  async getAll<T = DocData>(paths: string[]): Promise<(T | null)[]> {
    if (!paths.length) return [];
    const snaps = await this.db.getAll(...paths.map((p) => this.db.doc(p)));
    return snaps.map((s) => (s.exists ? (fromFirestore(s.data()) as T) : null));
  }

  async query<T = DocData>(collection: string, q: Query = {}): Promise<DocSnapshot<T>[]> {
    const snap = await applyQuery(this.db.collection(collection), q).get();
    return snap.docs.map((d) => ({ id: d.id, path: d.ref.path, data: fromFirestore(d.data()) as T }));
  }

  async queryGroup<T = DocData>(collectionId: string, q: Query = {}): Promise<DocSnapshot<T>[]> {
    const snap = await applyQuery(this.db.collectionGroup(collectionId), q).get();
    return snap.docs.map((d) => ({ id: d.id, path: d.ref.path, data: fromFirestore(d.data()) as T }));
  }

  async count(collection: string, q: Pick<Query, 'where'> = {}): Promise<number> {
    const snap = await applyQuery(this.db.collection(collection), { where: q.where }).count().get();
    return snap.data().count;
  }

  async set(path: string, data: DocData): Promise<void> {
    await this.db.doc(path).set(data);
  }

  async update(path: string, patch: DocData): Promise<void> {
    try {
      await this.db.doc(path).update(patch);
    } catch (e) {
      if ((e as { code?: number }).code === 5) throw new StoreNotFoundError(path);
      throw e;
    }
  }

  async delete(path: string): Promise<void> {
    await this.db.doc(path).delete();
  }

  async runTransaction<T>(fn: (tx: TransactionOps) => Promise<T>): Promise<T> {
    // Paths the last attempt created or updated without reading them first (see the catch below).
    let created: string[] = [];
    let updated: string[] = [];
    try {
      return await this.db.runTransaction(async (t: Transaction) => {
        created = [];
        updated = [];
        // Firestore's tx.create fails only at commit; check presence while reading so that the
        // error is the same StoreConflictError the embedded store throws.
        const seen = new Map<string, boolean>();
        const ops: TransactionOps = {
          get: async <U>(path: string) => {
            const snap = await t.get(this.db.doc(path));
            seen.set(path, snap.exists);
            return snap.exists ? (fromFirestore(snap.data()) as U) : null;
          },
          getAll: async <U>(paths: string[]) => {
            if (!paths.length) return [];
            const snaps = await t.getAll(...paths.map((p) => this.db.doc(p)));
            snaps.forEach((s, i) => seen.set(paths[i], s.exists));
            return snaps.map((s) => (s.exists ? (fromFirestore(s.data()) as U) : null));
          },
          query: async <U>(collection: string, q: Query = {}) => {
            const snap = await t.get(applyQuery(this.db.collection(collection), q));
            return snap.docs.map((d) => ({ id: d.id, path: d.ref.path, data: fromFirestore(d.data()) as U }));
          },
          create: (path, data) => {
            if (seen.get(path)) throw new StoreConflictError(path);
            if (!seen.has(path)) created.push(path);
            t.create(this.db.doc(path), data as DocumentData);
          },
          set: (path, data) => void t.set(this.db.doc(path), data as DocumentData),
          update: (path, patch) => {
            if (seen.get(path) === false) throw new StoreNotFoundError(path);
            if (!seen.has(path)) updated.push(path);
            t.update(this.db.doc(path), patch as DocumentData);
          },
          delete: (path) => void t.delete(this.db.doc(path)),
        };
        return fn(ops);
      });
    } catch (e) {
      // Unread documents are checked only at commit, which fails with gRPC ALREADY_EXISTS (6) or
      // NOT_FOUND (5): report these as the port's errors, as the embedded store does.
      const code = (e as { code?: unknown }).code;
      if (code === 6 && created.length) throw new StoreConflictError(created.join(', '));
      if (code === 5 && updated.length) throw new StoreNotFoundError(updated.join(', '));
      throw e;
    }
  }
}
