/**
 * Entry: as small as possible. It starts the boot (LIFF + one session call) and, at the same time,
 * loads the app (React, Chakra, the gate screens' shell) and, when a page is being opened, the routed
 * app (React Router, routes, the tab bar) and that page's chunk. Until the first screen renders, the
 * HTML shows its spinner, or for a contract page or a room the app's frame and the page's skeleton
 * (index.html; app/Root.tsx removes it).
 */
import { boot } from './features/session/boot';
import { loadVerification, prefetchGate } from './app/gateScreens';
import { loadRoutedApp } from './app/loadRoutedApp';
import { prefetchPage as prefetchPageChunk } from './app/pageLoaders';
import { ensureSignedIn } from './lib/firebaseAuth';
import { SIDE_TOP } from './lib/paths';
import { lastSide, rememberSide } from './lib/lastSide';

const booting = boot();

/** The app past the gates: React Router, the routes and the shell with its tab bar. */
const prefetchRoutedApp = () => void loadRoutedApp().catch(() => undefined);

/**
 * Starts loading the page a pathname opens and the routed app. The page table (app/pageLoaders.ts,
 * about 4 KB) is part of the entry: loaded on its own it would add a round trip before every page.
 */
function prefetchPage(path: string) {
  prefetchPageChunk(path);
  prefetchRoutedApp();
}

// The opened screen's chunk loads alongside the boot. The root leads to the side's top: the side of
// the last visit is a good guess (corrected below once the session is known).
const { pathname, search } = window.location;
const root = pathname === '/' && !new URLSearchParams(search).has('liff.state');
const guessed = root ? lastSide() : null;
if (guessed) prefetchPage(SIDE_TOP[guessed]);
else if (pathname !== '/') prefetchPage(pathname);
// No side on this device yet: most likely a new user, whose first screen is the verification form.
else void loadVerification().catch(() => undefined);

booting.then(
  ({ session, preloaded }) => {
    prefetchGate(session);
    const side = session.user.isActive ? session.user.type : null;
    if (!side) return;
    rememberSide(side);
    if (root && side !== guessed) prefetchPage(SIDE_TOP[side]);
    else prefetchRoutedApp();
    // The landing screen's data came with the session: Firebase signs in after the first paint
    // (app/Root.tsx). Otherwise the page needs the ID token for its data: sign in now, alongside its chunk.
    // (A failure is reported by the shell, which awaits the same sign-in.)
    if (!preloaded) ensureSignedIn().catch(() => undefined);
  },
  () => prefetchGate(null),
);

void import('./app/mount').then(({ mount }) => mount(document.getElementById('root')!, booting));
