/**
 * Document store port: the small part of Firestore the API relies on.
 * Paths are slash-separated like Firestore ("users/U1/profiles/client"). Values are plain JSON
 * plus Date. Both adapters pass the same contract suite (functions/test/store.contract.test.ts).
 */
export type DocData = Record<string, unknown>;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any' | 'in';
export type Where = [field: string, op: WhereOp, value: unknown];
export type OrderBy = [field: string, direction: 'asc' | 'desc'];

export interface Query {
  where?: Where[];
  orderBy?: OrderBy[];
  limit?: number;
  /** Values of the orderBy fields of the last document of the previous page. */
  startAfter?: unknown[];
}

export interface DocSnapshot<T = DocData> {
  id: string;
  path: string;
  data: T;
}

export interface TransactionOps {
  get<T = DocData>(path: string): Promise<T | null>;
  getAll<T = DocData>(paths: string[]): Promise<(T | null)[]>;
  query<T = DocData>(collection: string, q?: Query): Promise<DocSnapshot<T>[]>;
  /** Fails with StoreConflictError when the document exists. */
  create(path: string, data: DocData): void;
  set(path: string, data: DocData): void;
  /** Shallow merge; fails with StoreNotFoundError when the document is absent. */
  update(path: string, patch: DocData): void;
  delete(path: string): void;
}

export interface DocumentStore {
  get<T = DocData>(path: string): Promise<T | null>;
  getAll<T = DocData>(paths: string[]): Promise<(T | null)[]>;
  query<T = DocData>(collection: string, q?: Query): Promise<DocSnapshot<T>[]>;
  /** Same as query over every collection of that name (Firestore collection group). */
  queryGroup<T = DocData>(collectionId: string, q?: Query): Promise<DocSnapshot<T>[]>;
  count(collection: string, q?: Pick<Query, 'where'>): Promise<number>;
  set(path: string, data: DocData): Promise<void>;
  update(path: string, patch: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  /** Reads first, then writes; all writes apply together or not at all. May retry fn on contention. */
  runTransaction<T>(fn: (tx: TransactionOps) => Promise<T>): Promise<T>;
  /** Generates a new random document id. */
  newId(): string;
}

export class StoreConflictError extends Error {
  constructor(path: string) {
    super(`document already exists: ${path}`);
    this.name = 'StoreConflictError';
  }
}

export class StoreNotFoundError extends Error {
  constructor(path: string) {
    super(`document not found: ${path}`);
    this.name = 'StoreNotFoundError';
  }
}

export const docId = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
