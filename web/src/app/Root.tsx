/**
 * The app inside its providers (app/mount.tsx): the spinner (or index.html's skeleton of the page being
 * opened) while the session loads (docs/product/screens.md#gates, the first gate),
 * then either the gate screens, which need no router (app/GateShell.tsx), or, past the gates, the
 * routed app (app/RoutedApp.tsx: React Router, the route registry and the shell with its tab bar),
 * which the gate screens therefore never load (docs/performance.md).
 */
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useSessionState, type SessionState } from '../features/session/SessionProvider';
import { FullScreenSpinner } from '../components/layout/FullScreenSpinner';
import { showFlash, Toaster } from '../components/feedback/toaster';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { GateShell } from './GateShell';
import { appNav } from './appNavLoader';
import { routedApp } from './loadRoutedApp';
import { gateFor } from './gateScreens';
import { pageOpening } from './pageLoaders';
import { lazyPreloaded } from '../lib/lazyPreloaded';
import { preload } from '../lib/preload';
import { usePagePainted } from '../lib/pagePainted';
import { whenIdle } from '../lib/afterPaint';
import { loadDeferredRecipes } from '../components/theme/system';
import { isConsolePath } from '@common/paths';

const RoutedApp = lazyPreloaded(routedApp, (m) => m.default);

/** The operations console (features/console): its own chunks, loaded only on /console paths. */
const consoleApp = preload(() => import('../features/console/ConsoleApp'));
const ConsoleApp = lazyPreloaded(consoleApp, (m) => m.default);
const onConsole = () => isConsolePath(window.location.pathname);

/**
 * The code of the first screen: the gate screen the session stops at, or the routed app, its tab bar
 * and the page being opened (app/pageLoaders.ts); null while the session loads.
 */
function firstScreenCode(state: SessionState): Promise<unknown> | null {
  if (state.status === 'loading') return null;
  if (state.status === 'ready' && onConsole()) return consoleApp();
  const gate = gateFor(state.status === 'ready' ? state.session : null);
  return gate ? gate() : Promise.all([routedApp(), appNav(), pageOpening()]);
}

/**
 * Root keeps the spinner until the first screen's code is in, then renders the screen at once
 * (lib/preload.ts): behind a Suspense fallback it would be held back 300 ms more (React's reveal
 * throttle). A chunk that failed to load is reported by the lazy component that needs it.
 */
function useFirstScreenCode(state: SessionState): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const code = ready ? null : firstScreenCode(state);
    if (!code) return;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    code.then(settle, settle);
    return () => {
      live = false;
    };
  }, [state, ready]);
  return ready;
}

/**
 * Mounted once the first screen has painted (for a page behind the gates: once the page's chunk has
 * rendered, with the data that came with the session), and then for good. The toaster's host mounts
 * (the toast machinery itself loads at the first tap or toast), the Chakra recipes of components no
 * first screen renders load (components/theme/system.ts) and, once the browser is idle (the
 * page's first data rendered), Firebase signs in and, past the gates, the LINE friendship is reported.
 * A call that needs the ID token earlier signs in itself (lib/firebaseAuth.ts).
 */
function AfterFirstScreen({ passed }: { passed: boolean }) {
  const { completeSignIn } = useSessionState();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Deliberately a second render: the toaster mounts only after the first screen has committed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(true);
    // Chakra recipes no first screen needs (dialogs, toasts, …): fetched now, before a tap needs them.
    loadDeferredRecipes().catch(() => undefined);
    return whenIdle(completeSignIn);
  }, [completeSignIn]);
  // Past the gates: tell the API whether LINE pushes can reach the user.
  useEffect(() => {
    if (passed) return whenIdle(() => void import('../lib/line/friendship').then((m) => m.checkFriendship()));
  }, [passed]);
  return shown ? <Toaster /> : null;
}

/**
 * What index.html shows until the first screen (`#boot`): the spinner, or the frame and skeleton of a
 * contract page or a room, drawn from the HTML alone on a slow network. It stays while the session and
 * the first screen's code load, and goes in the commit that renders the screen (before it paints).
 */
const bootFrame = () => document.getElementById('boot');
const removeBootFrame = () => bootFrame()?.remove();

function BootFrameGone() {
  useLayoutEffect(removeBootFrame, []);
  return null;
}

export function Root() {
  const { state } = useSessionState();
  const ready = state.status === 'ready';
  const user = ready ? state.session.user : null;
  const gated = !!user && (!!user.suspension || !user.isActive || !user.type);
  // The console is outside the users' gates (an admin need not be a verified salon or worker).
  const console = ready && onConsole();
  const passed = !!user && !gated && !console;
  const pagePainted = usePagePainted();
  // A gate screen is the first screen as soon as it renders; a page once it has painted. Then for good.
  const [afterFirstScreen, setAfterFirstScreen] = useState(false);
  if (!afterFirstScreen && ready && (!passed || pagePainted)) setAfterFirstScreen(true);

  useEffect(() => {
    if (ready) showFlash();
  }, [ready]);

  const codeReady = useFirstScreenCode(state);
  if (state.status === 'loading' || !codeReady) return bootFrame() ? null : <FullScreenSpinner />;
  // One boundary for the screen and AfterFirstScreen: the latter runs once a gate screen's chunk has
  // rendered. (A page has its own boundary in the shell; AfterFirstScreen waits for it to paint.)
  // Around them, the error boundary: a chunk that failed to load twice shows the recovery screen
  // (the page's own, under the tab bar, is in the shell), and index.html's frame goes with it.
  return (
    <ErrorBoundary onError={removeBootFrame}>
      <Suspense fallback={<FullScreenSpinner />}>
        {console ? <ConsoleApp /> : passed ? <RoutedApp /> : <GateShell state={state} />}
        <BootFrameGone />
        {afterFirstScreen && <AfterFirstScreen passed={passed} />}
      </Suspense>
    </ErrorBoundary>
  );
}
