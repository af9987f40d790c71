/**
 * Deep links (docs/product/screens.md#gates): a LIFF permanent link https://liff.line.me/{liffId}/worker/messages/abc
 * opens the endpoint URL with `?liff.state=%2Fworker%2Fmessages%2Fabc`, and liff.init() then
 * replaces the page with the endpoint URL + that path. Whatever comes from outside (liff.state, the
 * address a gate remembers) is reduced here to a path inside the app: same origin, under /client/
 * or /worker/, never an absolute or protocol-relative URL, so nothing can redirect off the app.
 */

/** The app's own screens; the gates and everything else live outside them. */
const IN_APP = /^\/(client|worker)\//;
const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** Query parameters that belong to LINE Login and LIFF, not to the screen. */
const LOGIN_PARAMS = ['code', 'state', 'liffClientId', 'liffRedirectUri', 'liffIsEscapedFromApp'];

/**
 * `raw` as a same-origin in-app path (pathname + search + hash), or null. Refuses absolute URLs,
 * `//host`, backslashes, control characters and anything outside /client/ and /worker/; drops the
 * login's query parameters (code, state, liff.*) so a remembered address never replays them.
 */
export function inAppPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  // Only an origin-relative path: '/x' but not '//host', '/\host' (a browser reads both as a host) or 'https:'.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  // The URL parser resolves dot segments: '/client/../admin' ends up outside and is refused here.
  if (url.origin !== base || !IN_APP.test(url.pathname)) return null;
  for (const name of [...url.searchParams.keys()])
    if (LOGIN_PARAMS.includes(name) || name.startsWith('liff.')) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The in-app path a `liff.state` query parameter names (LIFF's primary redirect), or null. */
export function liffStateTarget(search: string): string | null {
  const state = new URLSearchParams(search).get('liff.state');
  if (!state) return null;
  // LIFF resolves the state against the endpoint's origin; it may lack the leading slash.
  return inAppPath(state.startsWith('/') ? state : `/${state}`);
}

/**
 * What liff.init() does with a permanent link's `liff.state`, for @line/liff-mock (which does
 * nothing with it): replace the page with that path, where the boot starts again. Only an in-app
 * path is followed; any other value is dropped from the address and the app opens as usual.
 * True when the page is being replaced.
 */
export function followLiffState(location: Pick<Location, 'search' | 'pathname' | 'hash' | 'replace'>): boolean {
  const params = new URLSearchParams(location.search);
  if (!params.has('liff.state')) return false;
  const target = liffStateTarget(location.search);
  if (target) {
    location.replace(target);
    return true;
  }
  params.delete('liff.state');
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  return false;
}
