/**
 * Deep links survive the gates (docs/product/screens.md#gates). A user who opens a link to a screen (a LIFF permanent
 * link, a push's button, a URL in an external browser) but still has to verify or onboard sees the
 * gate first; the address they opened is remembered here (sessionStorage: it outlives the full
 * reload after the salon verification, not the LIFF window) and the shell continues to it once
 * the gates are passed. Only in-app paths are kept (lib/line/deepLink.ts): never a URL elsewhere.
 */
import { inAppPath, liffStateTarget } from '../../lib/line/deepLink';
import { SIDE_TOP } from '../../lib/paths';

const KEY = 'intendedPath';
/** An address older than this is not followed any more (a gate left open, then the app reopened). */
export const INTENDED_PATH_TTL_MS = 60 * 60 * 1000;

interface Stored {
  path: string;
  at: number;
}

/** The screen a location asks for: its liff.state's target, else the location itself when in-app. */
export function requestedPath(location: { pathname: string; search: string; hash: string }): string | null {
  return liffStateTarget(location.search) ?? inAppPath(`${location.pathname}${location.search}${location.hash}`);
}

const sideTops = new Set(Object.values(SIDE_TOP));

/**
 * Called once per page load, when the session is known, with the address the app was opened at.
 * A user the gates stop (`gated`) has the link remembered; a user who goes straight to a link has an
 * older remembered one forgotten (the newer link wins). A side's top or the root changes nothing:
 * it is where the app opens anyway, and where the salon verification reloads to (so the link
 * opened before it stays remembered).
 */
export function noteEntry(location: { pathname: string; search: string; hash: string }, gated: boolean, now = Date.now()) {
  const path = requestedPath(location);
  if (!path || sideTops.has(path.replace(/[?#].*$/, ''))) return;
  if (!gated) return clearIntendedPath();
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now } satisfies Stored));
  } catch {
    // Storage refused (private mode): the user lands on the side's top as before.
  }
}

/** The remembered in-app path still to continue to, or null. Reads only. */
export function pendingIntendedPath(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    if (!stored || typeof stored.at !== 'number' || now - stored.at > INTENDED_PATH_TTL_MS) return null;
    // Checked again on the way out: storage is writable by anything on this origin.
    return inAppPath(stored.path);
  } catch {
    return null;
  }
}

export function clearIntendedPath() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
