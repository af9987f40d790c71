/**
 * The gates of SPEC 2.1, in order, then the requested page in the narrow column. A deep link opened
 * by a user the gates stop is remembered and followed once they are passed (issue 11).
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionState } from '../features/session/SessionProvider';
import { clearIntendedPath, pendingIntendedPath } from '../features/session/intendedPath';
import { FullScreenSpinner } from '../components/layout/FullScreenSpinner';
import { PageColumn } from '../components/layout/PageColumn';
import { paletteForPath } from '../components/theme/system';
import { showFlash, Toaster } from '../components/feedback/toaster';
import { AppNav, NAV_HEIGHT } from './AppNav';

import { loadInitialSetup, loadLoginFailure, loadVerification } from './gateScreens';

const LoginFailurePage = lazy(loadLoginFailure);
const VerificationForm = lazy(loadVerification);
const InitialSetup = lazy(loadInitialSetup);

/** Mounted beside the first screen inside its Suspense boundary: runs once that screen is shown. */
function AfterFirstScreen() {
  const { completeSignIn } = useSessionState();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    completeSignIn();
    // Deliberately a second render: the toaster mounts only after the first screen has committed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(true);
  }, [completeSignIn]);
  // The toast machinery loads now too; a toast asked for earlier waits for it (components/feedback/toaster.tsx).
  return shown ? <Toaster /> : null;
}

/** Goes on to the screen a gate held the user from; forgotten at once, so a refused path cannot loop. */
function ContinueTo({ path }: { path: string }) {
  useEffect(() => clearIntendedPath(), []);
  return <Navigate to={path} replace />;
}

export function AppShell() {
  const { state } = useSessionState();
  const { pathname } = useLocation();
  const ready = state.status === 'ready';
  const user = ready ? state.session.user : null;
  const gated = !!user && (!user.isActive || !user.type);
  const passed = !!user && !gated;

  useEffect(() => {
    if (ready) showFlash();
  }, [ready]);

  // Past the gates: tell the API whether LINE pushes can reach the user (lazy, after the first screen).
  useEffect(() => {
    if (passed) void import('../lib/line/friendship').then((m) => m.checkFriendship());
  }, [passed]);

  // The link a gate held the user from (remembered by the session at load: features/session/intendedPath.ts).
  const continueTo = passed ? pendingIntendedPath() : null;
  let content;
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'error') content = <LoginFailurePage error={state.error} />;
  else if (!state.session.user.isActive)
    content = (
      <PageColumn wide>
        <VerificationForm />
      </PageColumn>
    );
  else if (!state.session.user.type)
    content = (
      <PageColumn wide>
        <InitialSetup />
      </PageColumn>
    );
  else if (continueTo) content = <ContinueTo path={continueTo} />;
  // Keyed by path: the page is re-mounted on every path change (SPEC 2.1).
  else
    content = (
      <>
        <PageColumn pb={`calc(${NAV_HEIGHT} + env(safe-area-inset-bottom) + 24px)`}>
          {/* Inner boundary: the tab bar stays while a page's chunk loads. */}
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet key={pathname} />
          </Suspense>
        </PageColumn>
        <AppNav side={state.session.user.type} />
      </>
    );

  return (
    <Box colorPalette={paletteForPath(pathname)} minH="100dvh">
      <Suspense fallback={<FullScreenSpinner />}>
        {content}
        {ready && <AfterFirstScreen />}
      </Suspense>
    </Box>
  );
}
