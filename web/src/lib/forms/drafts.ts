/**
 * Drafts of what a user is typing, kept in localStorage per user and per screen so that a reload,
 * a closed webview or 戻る never loses them: `salonworks.draft:<uid>:<screen>` holding
 * `{ uid, at, data }`. A draft is dropped once sent, when emptied, and 7 days after its last change.
 * Storage may be blocked, full or hold anything (another version, another app on the origin):
 * every call here swallows that and a draft that does not pass the caller's `sanitize` is no draft.
 */

const PREFIX = 'salonworks.draft:';
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored {
  uid: string;
  at: number;
  data: unknown;
}

/** The storage key of `screen`'s draft for `uid`; null without a user (nothing is kept then). */
export function draftKey(uid: string | undefined, screen: string): string | null {
  return uid ? `${PREFIX}${encodeURIComponent(uid)}:${screen}` : null;
}

const uidOf = (key: string) => decodeURIComponent(key.slice(PREFIX.length, key.indexOf(':', PREFIX.length)));

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object') return null;
    const { uid, at, data } = v as Partial<Stored>;
    return typeof uid === 'string' && typeof at === 'number' && Number.isFinite(at) ? { uid, at, data } : null;
  } catch {
    return null;
  }
}

const fresh = (s: Stored, now: number) => s.at <= now && now - s.at < DRAFT_TTL_MS;

let swept = false;

/** Once per page load: forget every draft that has expired or cannot be read. */
function sweep(now: number) {
  if (swept) return;
  swept = true;
  try {
    const stale: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const s = parse(localStorage.getItem(key));
      if (!s || !fresh(s, now)) stale.push(key);
    }
    stale.forEach((key) => localStorage.removeItem(key));
  } catch {
    /* storage blocked */
  }
}

/** The draft under `key` if it is the key's user's, fresh and shaped as `sanitize` expects. */
export function readDraft<T>(key: string | null, sanitize: (data: unknown) => T | null, now = Date.now()): T | null {
  if (!key) return null;
  sweep(now);
  try {
    const s = parse(localStorage.getItem(key));
    if (!s) return null;
    if (!fresh(s, now) || s.uid !== uidOf(key)) {
      localStorage.removeItem(key);
      return null;
    }
    return sanitize(s.data);
  } catch {
    return null;
  }
}

export function saveDraft(key: string | null, data: unknown, now = Date.now()): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ uid: uidOf(key), at: now, data } satisfies Stored));
  } catch {
    /* storage blocked or full: the draft lives only on screen */
  }
}

export function clearDraft(key: string | null): void {
  if (!key) return;
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage blocked */
  }
}

/** Test helper: sweep again on the next read. */
export function resetDraftSweep(): void {
  swept = false;
}

/** A string field of a stored draft, or `fallback`. */
export const draftString = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
