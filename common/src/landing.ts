/**
 * The screens a returning user usually opens the app on, and the GET requests each makes first
 * (docs/product/api.md#session-preload). POST /liff/session/verify answers those requests together
 * with the session, keyed by the exact path the web asks for, so the first data card needs one API
 * round trip and no Firebase sign-in. The web's API client serves a preloaded answer once (web/src/lib/api/client.ts).
 *
 * The page paths are those of paths.ts; the API paths are those the pages' queries build (a web test
 * calls the web's API modules and compares).
 */
import type { UserType } from './options';
import { CLIENT, WORKER } from './paths';

export type LandingScreen =
  { kind: 'openJobs' } | { kind: 'clientJobs' } | { kind: 'contract'; id: string } | { kind: 'room'; id: string };

/** Path segments under /client or /worker that are pages of their own, not an id. */
const CONTRACT_PAGES = new Set(['finish', 'new']);
const ROOM_PAGES = new Set(['completed']);

export const LANDING_PAGES = {
  openJobs: WORKER.jobs,
  clientJobs: CLIENT.jobs,
  contracts: { client: CLIENT.contracts, worker: WORKER.contracts },
  rooms: { client: CLIENT.messages, worker: WORKER.messages },
} as const;

const enc = encodeURIComponent;

/** The GETs of each landing screen, as the web builds them. */
export const LANDING_API = {
  badges: '/liff/badges',
  openJobs: '/liff/jobs',
  clientJobs: '/liff/client/jobs?status=published',
  contract: (id: string) => `/liff/contracts/${enc(id)}`,
  room: (id: string) => `/liff/rooms/${enc(id)}`,
  roomMessages: (id: string) => `/liff/rooms/${enc(id)}/messages`,
} as const;

/** Where a user of `side` lands on `location` (path and query); null when it is no preloaded screen. */
export function landingScreen(side: UserType, location: string): LandingScreen | null {
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return null;
  }
  // A path of ours, not an address elsewhere ('//host/…', 'javascript:…').
  if (url.origin !== base || !location.startsWith('/')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  // The root and /client, /worker lead to the side's top (SideGuard), unless a permanent link says otherwise.
  const top = ['/', '/client', '/worker'].includes(path) && !url.searchParams.has('liff.state');
  if (side === 'worker' && (top || path === LANDING_PAGES.openJobs)) {
    return url.searchParams.get('tab') === 'applied' ? null : { kind: 'openJobs' };
  }
  if (side === 'client' && (top || path === LANDING_PAGES.clientJobs)) return { kind: 'clientJobs' };
  const id = (base: string, pages: Set<string>) => {
    if (!path.startsWith(`${base}/`)) return null;
    const rest = path.slice(base.length + 1);
    return rest && !rest.includes('/') && !pages.has(rest) ? decodeSegment(rest) : null;
  };
  const contract = id(LANDING_PAGES.contracts[side], CONTRACT_PAGES);
  if (contract) return { kind: 'contract', id: contract };
  const room = id(LANDING_PAGES.rooms[side], ROOM_PAGES);
  if (room) return { kind: 'room', id: room };
  return null;
}

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** The API paths a landing screen requests first (the tab bar's badges on every one). */
export function landingRequests(screen: LandingScreen): string[] {
  switch (screen.kind) {
    case 'openJobs':
      return [LANDING_API.badges, LANDING_API.openJobs];
    case 'clientJobs':
      return [LANDING_API.badges, LANDING_API.clientJobs];
    case 'contract':
      return [LANDING_API.badges, LANDING_API.contract(screen.id)];
    case 'room':
      return [LANDING_API.badges, LANDING_API.room(screen.id), LANDING_API.roomMessages(screen.id)];
  }
}
