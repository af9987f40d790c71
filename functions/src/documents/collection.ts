/**
 * Typed access to the document store. A Ref or Collection carries the type of the documents at its
 * path, so services read and write through them without building paths or casting: the casts from
 * the store's untyped data live here and nowhere else.
 */
import type { DocData, DocSnapshot, DocumentStore, OrderBy, Query, TransactionOps } from '../ports/store';

/** One document's path and the type stored there (`doc` is never set: it only carries the type). */
export interface Ref<T> {
  readonly path: string;
  readonly doc?: T;
}

/** The store outside or inside a transaction: both read alike. */
export type Reader = Pick<TransactionOps, 'get' | 'getAll' | 'query'>;
/** Writes happen inside transactions only. */
export type Writer = Pick<TransactionOps, 'create' | 'set' | 'update'>;

export const ref = <T>(path: string): Ref<T> => ({ path });

// A stored document is a plain object; the spread copies it into the store's record type.
const data = (doc: object): DocData => ({ ...doc }) as DocData;

export const read = <T>(r: Reader, at: Ref<T>): Promise<T | null> => r.get<T>(at.path);

type Docs<R extends readonly Ref<unknown>[]> = { -readonly [I in keyof R]: R[I] extends Ref<infer T> ? T | null : never };

/** Several documents, of one type or several, in one round trip; each typed by its ref. */
export async function readAll<R extends readonly Ref<unknown>[]>(r: Reader, refs: readonly [...R]): Promise<Docs<R>> {
  if (!refs.length) return [] as unknown as Docs<R>;
  return (await r.getAll(refs.map((x) => x.path))) as Docs<R>;
}

type DocLists<R extends readonly (readonly Ref<unknown>[])[]> = {
  -readonly [I in keyof R]: R[I] extends readonly Ref<infer T>[] ? (T | null)[] : never;
};

/** Lists of refs (each of one type) read in one round trip, answered list by list. */
export async function readLists<R extends readonly (readonly Ref<unknown>[])[]>(
  r: Reader,
  lists: readonly [...R],
): Promise<DocLists<R>> {
  const all = await readAll(r, lists.flat());
  let at = 0;
  return lists.map((l) => all.slice(at, (at += l.length))) as DocLists<R>;
}

/** Fails (StoreConflictError) when the document exists. */
export const create = <T extends object>(tx: Writer, at: Ref<T>, doc: T) => tx.create(at.path, data(doc));
/** Replaces the whole document. */
export const put = <T extends object>(tx: Writer, at: Ref<T>, doc: T) => tx.set(at.path, data(doc));
/** Shallow merge into an existing document. */
export const patch = <T extends object>(tx: Writer, at: Ref<T>, changes: Partial<T>) => tx.update(at.path, data(changes));

/** The documents of one collection, keyed by id. */
export interface Collection<T extends object> {
  readonly path: string;
  ref(id: string): Ref<T>;
  get(r: Reader, id: string): Promise<T | null>;
  getMany(r: Reader, ids: string[]): Promise<(T | null)[]>;
  query(r: Reader, q?: Query): Promise<DocSnapshot<T>[]>;
  create(tx: Writer, id: string, doc: T): void;
  put(tx: Writer, id: string, doc: T): void;
  patch(tx: Writer, id: string, changes: Partial<T>): void;
}

export function collection<T extends object>(path: string): Collection<T> {
  const at = (id: string) => ref<T>(`${path}/${id}`);
  return {
    path,
    ref: at,
    get: (r, id) => read(r, at(id)),
    getMany: (r, ids) => readAll(r, ids.map(at)),
    query: (r, q) => r.query<T>(path, q),
    create: (tx, id, doc) => create(tx, at(id), doc),
    put: (tx, id, doc) => put(tx, at(id), doc),
    patch: (tx, id, changes) => patch(tx, at(id), changes),
  };
}

/** Every collection of that name wherever it sits (Firestore collection group), typed. */
export const queryGroup = <T>(store: Pick<DocumentStore, 'queryGroup'>, collectionId: string, q?: Query) =>
  store.queryGroup<T>(collectionId, q);

/** The order of every list: newest first, the id breaking ties (firestore.indexes.json has each shape). */
export const NEWEST_FIRST: OrderBy[] = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];

/** One ordered batch of a list, as scanPage fetches it. */
export type Batch<T> = (after: unknown[] | undefined, limit: number) => Promise<DocSnapshot<T>[]>;
