/**
 * Ordered indexes of the embedded store. An OrderedIndex keeps the documents of one scope (a
 * collection, or a collection group) sorted in one query order, so a query binary-searches to its
 * startAfter cursor and walks forward until `limit` documents match: no copy of the collection and
 * no sort per query. A query with an `==` or `array-contains` filter on a plain value (string,
 * number, boolean, null, Date) walks a PartitionedIndex instead: one OrderedIndex per value of that
 * field (per element, for arrays), each built on the first query of its value, so a value that few
 * or no documents hold costs as little as they are (Firestore's composite indexes). QueryIndexes
 * builds an index the first time a scope is queried in a shape and keeps every built index up to
 * date on each write (binary search; a write that leaves the ordered values alone moves nothing).
 *
 * The order is Firestore's: the query's effective orderBy, then the document path in the direction
 * of the last ordering (Firestore's __name__). Documents lacking an ordered field are left out, as
 * Firestore leaves them out of such queries.
 */
import type { DocData, OrderBy, Where } from '../../ports/store';
import { compareValues, fieldValue, matches } from './compare';

export interface IndexEntry {
  readonly path: string;
  /** The stored document (never changed in place: a write replaces it). */
  readonly data: DocData;
  /** The values of the ordered fields. */
  readonly keys: readonly unknown[];
}

export class OrderedIndex {
  private readonly entries: IndexEntry[] = [];
  private readonly fields: string[];
  private readonly signs: number[];
  private readonly pathSign: number;

  constructor(readonly order: readonly OrderBy[]) {
    this.fields = order.map(([f]) => f);
    this.signs = order.map(([, dir]) => (dir === 'desc' ? -1 : 1));
    this.pathSign = order.length && order[order.length - 1][1] === 'desc' ? -1 : 1;
  }

  get size() {
    return this.entries.length;
  }

  at(i: number): IndexEntry {
    return this.entries[i];
  }

  /** The ordered values of a document, or null when it lacks one (not in this index). */
  private entryOf(path: string, data: DocData): IndexEntry | null {
    const keys = new Array<unknown>(this.fields.length);
    for (let i = 0; i < this.fields.length; i++) {
      const v = fieldValue(data, this.fields[i]);
      if (v === undefined) return null;
      keys[i] = v;
    }
    return { path, data, keys };
  }

  private compare(a: IndexEntry, b: IndexEntry): number {
    for (let i = 0; i < this.signs.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return this.signs[i] * c;
    }
    return this.pathSign * compareValues(a.path, b.path);
  }

  /** First position whose entry is not before `e`. */
  private lowerBound(e: IndexEntry): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.entries[mid], e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Fills an empty index in one sort. */
  build(docs: Iterable<readonly [string, DocData]>) {
    for (const [path, data] of docs) {
      const e = this.entryOf(path, data);
      if (e) this.entries.push(e);
    }
    this.entries.sort((a, b) => this.compare(a, b));
  }

  insert(path: string, data: DocData) {
    const e = this.entryOf(path, data);
    if (e) this.entries.splice(this.lowerBound(e), 0, e);
  }

  /** Call after every change of a document of this index's scope (undefined: absent). */
  write(path: string, before: DocData | undefined, after: DocData | undefined) {
    const old = before && this.entryOf(path, before);
    const next = after && this.entryOf(path, after);
    if (old && next && this.compare(old, next) === 0) {
      // Same place in the order: only the document changes.
      const i = this.find(old);
      if (i >= 0) {
        this.entries[i] = next;
        return;
      }
    }
    if (old) this.removeAt(this.find(old));
    if (next) this.entries.splice(this.lowerBound(next), 0, next);
  }

  private find(e: IndexEntry): number {
    const i = this.lowerBound(e);
    // Values without a total order (NaN) can defeat the search: fall back to a scan.
    return this.entries[i]?.path === e.path ? i : this.entries.findIndex((x) => x.path === e.path);
  }

  private removeAt(i: number) {
    if (i >= 0) this.entries.splice(i, 1);
  }

  /** Removes the document as it was stored (`data`: its previous version). */
  remove(path: string, data: DocData) {
    const e = this.entryOf(path, data);
    if (e) this.removeAt(this.find(e));
  }

  /**
   * First position strictly after a cursor of orderBy values (startAfter): the first entry whose
   * values, compared field by field over the cursor's length, come after the cursor's.
   */
  seekAfter(cursor: readonly unknown[]): number {
    const n = Math.min(cursor.length, this.fields.length);
    const after = (e: IndexEntry) => {
      for (let i = 0; i < n; i++) {
        const c = compareValues(e.keys[i], cursor[i]);
        if (c !== 0) return this.signs[i] * c > 0;
      }
      return false;
    };
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (after(this.entries[mid])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/**
 * A key equal for exactly the values compare.ts finds equal, for the plain values; null for the
 * others (maps, arrays, NaN, Dates of another realm), which are never partitioned.
 */
export function valueKey(v: unknown): string | null {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return `b:${v}`;
  if (typeof v === 'number') return Number.isNaN(v) ? null : `n:${v === 0 ? 0 : v}`;
  if (typeof v === 'string') return `s:${v}`;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : `d:${v.getTime()}`;
  return null;
}

export type PartitionOp = '==' | 'array-contains';

/**
 * One OrderedIndex per value of a field (per element for array-contains), all in one order. A
 * value's index is built by one pass over the scope on the first query of that value (an empty one
 * too: it is the cached answer "none"), then kept up to date like the others.
 */
export class PartitionedIndex {
  private readonly partitions = new Map<string, OrderedIndex>();

  constructor(
    private readonly field: string,
    private readonly op: PartitionOp,
    private readonly order: readonly OrderBy[],
    private readonly scopeDocs: () => Iterable<readonly [string, DocData]>,
  ) {}

  /** The partition keys of a document. */
  private keysOf(data: DocData): string[] {
    const v = fieldValue(data, this.field);
    if (this.op === '==') {
      const k = valueKey(v);
      return k === null ? [] : [k];
    }
    if (!Array.isArray(v)) return [];
    return [...new Set(v.map(valueKey).filter((k): k is string => k !== null))];
  }

  write(path: string, before: DocData | undefined, after: DocData | undefined) {
    if (!this.partitions.size) return;
    const was = new Set(before ? this.keysOf(before) : []);
    const is = new Set(after ? this.keysOf(after) : []);
    for (const k of new Set([...was, ...is])) {
      this.partitions.get(k)?.write(path, was.has(k) ? before : undefined, is.has(k) ? after : undefined);
    }
  }

  /** The documents whose field holds the value (`key`: its valueKey). */
  get(key: string, value: unknown): OrderedIndex {
    let index = this.partitions.get(key);
    if (!index) {
      index = new OrderedIndex(this.order);
      const filter: Where = [this.field, this.op, value];
      const docs: Array<readonly [string, DocData]> = [];
      for (const doc of this.scopeDocs()) if (matches(doc[1], filter)) docs.push(doc);
      index.build(docs);
      this.partitions.set(key, index);
    }
    return index;
  }
}

/** The filter a query's index is partitioned by: its first array-contains, else its first ==, on a plain value. */
function partitionFilter(where: readonly Where[]): { field: string; op: PartitionOp; key: string; value: unknown } | null {
  for (const op of ['array-contains', '=='] as const) {
    for (const [field, o, value] of where) {
      const key = valueKey(value);
      if (o === op && key !== null) return { field, op, key, value };
    }
  }
  return null;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const collectionIdOf = (collection: string) => collection.slice(collection.lastIndexOf('/') + 1);

/** A collection's documents (its path) or a collection group's (every collection of that id). */
export type Scope = { collection: string } | { group: string };

const scopeKey = (s: Scope) => ('collection' in s ? `c:${s.collection}` : `g:${s.group}`);
const inScope = (s: Scope) =>
  'collection' in s
    ? (path: string) => parentOf(path) === s.collection
    : (path: string) => collectionIdOf(parentOf(path)) === s.group;

/** Every index built so far over one document map, kept up to date by `write`. */
export class QueryIndexes {
  /** scope key -> shape key -> index */
  private readonly byScope = new Map<string, Map<string, OrderedIndex | PartitionedIndex>>();

  constructor(private readonly docs: ReadonlyMap<string, DocData>) {}

  /**
   * The index to walk for a query of the scope in that (effective) order with those filters, built
   * on first use: the documents it holds in order, every one that can match among them.
   */
  get(scope: Scope, order: readonly OrderBy[], where: readonly Where[] = []): OrderedIndex {
    const key = scopeKey(scope);
    let indexes = this.byScope.get(key);
    if (!indexes) this.byScope.set(key, (indexes = new Map()));
    const filter = partitionFilter(where);
    const shape = JSON.stringify(filter ? [order, filter.field, filter.op] : [order]);
    let index = indexes.get(shape);
    if (!index) {
      const belongs = inScope(scope);
      const docs = this.docs;
      const scopeDocs = function* () {
        for (const doc of docs) if (belongs(doc[0])) yield doc;
      };
      if (filter) {
        index = new PartitionedIndex(filter.field, filter.op, order, scopeDocs);
      } else {
        index = new OrderedIndex(order);
        index.build(scopeDocs());
      }
      indexes.set(shape, index);
    }
    return index instanceof PartitionedIndex ? index.get(filter!.key, filter!.value) : index;
  }

  /** Call after every change of a document: `before` and `after` are its stored versions (undefined: absent). */
  write(path: string, before: DocData | undefined, after: DocData | undefined) {
    const collection = parentOf(path);
    for (const key of [`c:${collection}`, `g:${collectionIdOf(collection)}`]) {
      const indexes = this.byScope.get(key);
      if (!indexes) continue;
      for (const index of indexes.values()) index.write(path, before, after);
    }
  }

  /** Forgets every index (after the documents were replaced wholesale). */
  clear() {
    this.byScope.clear();
  }
}
