/**
 * Entry: as small as possible. It starts the boot (LIFF + one session call) and, at the same time,
 * loads the app (React, Chakra, routes). The HTML's inline spinner shows until the app mounts.
 */
import { boot } from './session/boot';
import { prefetchGate } from './app/gateScreens';

const booting = boot();
booting.then(
  ({ session }) => prefetchGate(session),
  () => prefetchGate(null),
);

void import('./app/mount').then(({ mount }) => mount(document.getElementById('root')!, booting));
