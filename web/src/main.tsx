/**
 * Entry: as small as possible. It starts the boot (LIFF + one session call) and, at the same time,
 * loads the app (React, Chakra, routes). The HTML's inline spinner shows until the app mounts.
 */
import { boot } from './features/session/boot';
import { prefetchGate } from './app/gateScreens';
import { ensureSignedIn } from './lib/firebaseAuth';

const booting = boot();
booting.then(
  ({ session }) => {
    prefetchGate(session);
    // A user with a side lands on a page that loads data with the ID token: sign in now, alongside
    // the page's chunk. Gate screens need no token until a submit, so they sign in after painting.
    // (A failure is reported by the shell, which awaits the same sign-in.)
    if (session.user.isActive && session.user.type) ensureSignedIn().catch(() => undefined);
  },
  () => prefetchGate(null),
);

void import('./app/mount').then(({ mount }) => mount(document.getElementById('root')!, booting));
