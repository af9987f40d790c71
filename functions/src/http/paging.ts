/**
 * Cursor paging for every list (docs/product/api.md#pagination): a cursor is opaque base64url JSON of the
 * orderBy values of the last document the previous page scanned, its id last as the tie-break. Lists that
 * filter in memory (keyword, reward range) keep reading ordered batches until the page is full or the
 * source ends, so a page never skips or repeats a document whatever the filters drop.
 */
import { PAGE_SIZE } from '@common/marketplace';
import type { DocSnapshot } from '../ports/store';
import { isDocId } from '../ids';
import { errors } from './errors';

export type CursorKind = 'date' | 'string' | 'number';

const INVALID = 'ページの指定が正しくありません。最初から読み込み直してください';
const MAX_CURSOR_LENGTH = 600;

type Encoded = string | number | { d: string };

const encodeValue = (v: unknown): Encoded => {
  if (v instanceof Date) return { d: v.toISOString() };
  if (typeof v === 'string' || typeof v === 'number') return v;
  // Only our own orderBy values reach here; anything else is a programming error.
  throw new Error(`cannot encode cursor value ${String(v)}`);
};

export function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values.map(encodeValue)), 'utf8').toString('base64url');
}

const invalid = () => errors.invalid({ cursor: INVALID }, INVALID);

function decodeValue(raw: unknown, kind: CursorKind): unknown {
  switch (kind) {
    case 'date': {
      if (!raw || typeof raw !== 'object' || typeof (raw as { d?: unknown }).d !== 'string') throw invalid();
      const d = new Date((raw as { d: string }).d);
      if (Number.isNaN(d.getTime())) throw invalid();
      return d;
    }
    case 'string':
      // Every string a cursor holds is a document id: the one id rule (ids.ts).
      if (!isDocId(raw)) throw invalid();
      return raw;
    case 'number':
      if (typeof raw !== 'number' || !Number.isFinite(raw)) throw invalid();
      return raw;
  }
}

/** Decodes a cursor that must hold values of the given kinds; anything else is a 400. */
export function decodeCursor(raw: string, kinds: readonly CursorKind[]): unknown[] {
  if (raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) throw invalid();
  return parsed.map((v, i) => decodeValue(v, kinds[i]));
}

export interface ScanOptions<T> {
  /** One ordered batch of the base query, after the given orderBy values. */
  fetch: (after: unknown[] | undefined, limit: number) => Promise<DocSnapshot<T>[]>;
  /** The orderBy values of a document (ending with its id), as fetch's `after` takes them. */
  cursorOf: (doc: DocSnapshot<T>) => unknown[];
  /** In-memory filter over one batch (may read more documents, once per batch). */
  keep?: (docs: DocSnapshot<T>[]) => Promise<boolean[]> | boolean[];
  after?: unknown[];
  size?: number;
  /** Upper bound of documents read per request when a filter drops most of them. */
  maxScan?: number;
}

export interface ScanResult<T> {
  items: DocSnapshot<T>[];
  nextCursor: string | null;
}

/**
 * Reads ordered batches until `size` kept documents plus one more are found (so the last page has
 * no "more" link) or the source ends. When a sparse filter reaches maxScan first, the page is
 * returned as it is, with a cursor after the last scanned document: the next request goes on there.
 */
export async function scanPage<T>(o: ScanOptions<T>): Promise<ScanResult<T>> {
  const size = o.size ?? PAGE_SIZE;
  const batch = o.keep ? Math.max(size * 3, 60) : size + 1;
  const maxScan = o.maxScan ?? 1000;
  const items: DocSnapshot<T>[] = [];
  let after = o.after;
  let scanned = 0;
  let lastScanned: DocSnapshot<T> | null = null;
  for (;;) {
    const docs = await o.fetch(after, batch);
    const kept = o.keep ? await o.keep(docs) : docs.map(() => true);
    for (let i = 0; i < docs.length; i++) {
      if (!kept[i]) continue;
      if (items.length === size) {
        // One more exists: the next page starts after the last item of this one.
        return { items, nextCursor: encodeCursor(o.cursorOf(items[size - 1])) };
      }
      items.push(docs[i]);
    }
    scanned += docs.length;
    if (docs.length) lastScanned = docs[docs.length - 1];
    if (docs.length < batch) return { items, nextCursor: null };
    after = o.cursorOf(docs[docs.length - 1]);
    if (scanned >= maxScan && lastScanned) {
      return { items, nextCursor: encodeCursor(o.cursorOf(lastScanned)) };
    }
  }
}

/** Cursor of the lists in NEWEST_FIRST order (documents/collection.ts): createdAt, then id. */
export const NEWEST_CURSOR = ['date', 'string'] as const;
export const newestCursorOf = (d: DocSnapshot<{ createdAt: Date; id: string }>) => [d.data.createdAt, d.data.id];
