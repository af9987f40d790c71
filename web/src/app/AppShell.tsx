/** The gates of SPEC 2.1, in order, then the requested page in the narrow column. */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSessionState } from '../features/session/SessionProvider';
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

export function AppShell() {
  const { state } = useSessionState();
  const { pathname } = useLocation();
  const ready = state.status === 'ready';

  useEffect(() => {
    if (ready) showFlash();
  }, [ready]);

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
