/**
 * The shell past the gates (docs/product/screens.md#gates; app/Root.tsx renders the gates themselves,
 * without the router): the requested page in the narrow column and the tab bar. A deep link opened by
 * a user the gates stopped is remembered and followed once they are passed (same section).
 */
import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../features/session/SessionProvider';
import { clearIntendedPath, pendingIntendedPath } from '../features/session/intendedPath';
import { ErrorBoundary, loadRecovery } from '../components/feedback/ErrorBoundary';
import { FullScreenSpinner } from '../components/layout/FullScreenSpinner';
import { NAV_HEIGHT } from '../components/layout/nav';
import { PageColumn } from '../components/layout/PageColumn';
import { paletteForPath } from '../components/theme/system';
import { lazyPreloaded } from '../lib/lazyPreloaded';
import { usePagePainted } from '../lib/pagePainted';
import { isRoomPath } from '../features/rooms/nav';
import { queryClient } from '../lib/query/client';
import { appNav } from './appNavLoader';

/** The tab bar, a chunk of its own that the gate screens never load (docs/performance.md; app/loadRoutedApp.ts). */
const AppNav = lazyPreloaded(appNav, (m) => m.AppNav);

/** Goes on to the screen a gate held the user from; forgotten at once, so a refused path cannot loop. */
function ContinueTo({ path }: { path: string }) {
  useEffect(() => clearIntendedPath(), []);
  return <Navigate to={path} replace />;
}

/**
 * What is on screen, fetched again (back online, back in the app after a while, back from Stripe
 * Checkout: components/feedback/connectivity.ts): every query observed, the page's and the tab bar's
 * badges (features/rooms/nav.ts) alike, through the app's one client (the cache without its React
 * hooks; the gate screens never load this shell).
 */
function refreshScreen() {
  void queryClient.invalidateQueries();
}

export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // Once a page has painted, the recovery screen's chunk (components/feedback/Recovery.tsx) loads while
  // the network is there, and with it the offline notice and the refresh on a return.
  const painted = usePagePainted();
  const [feedback, setFeedback] = useState(loadRecovery.peek);
  useEffect(() => {
    if (painted) loadRecovery().then(setFeedback, () => undefined);
  }, [painted]);

  // The link a gate held the user from (remembered by the session at load: features/session/intendedPath.ts).
  const continueTo = pendingIntendedPath();
  let content;
  if (continueTo) content = <ContinueTo path={continueTo} />;
  // Keyed by path: the page is re-mounted on every path change (docs/product/screens.md#gates).
  else
    content = (
      <>
        <PageColumn pb={`calc(${NAV_HEIGHT} + env(safe-area-inset-bottom) + 24px)`}>
          {/* The offline notice, above the page's header; over the top of a room, which covers the column. */}
          {feedback && <feedback.Connectivity refresh={refreshScreen} overlay={isRoomPath(pathname)} />}
          {/* A page that fails (its chunk did not load) shows the recovery screen under the tab bar;
              going to another path tries again. */}
          <ErrorBoundary key={pathname} page>
            {/* Inner boundary: the tab bar stays while a page's chunk loads. */}
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet key={pathname} />
            </Suspense>
          </ErrorBoundary>
        </PageColumn>
        {/* Its own boundary: the page does not wait for the tab bar, nor the tab bar for a page. */}
        {user.type && (
          <Suspense fallback={null}>
            <AppNav side={user.type} />
          </Suspense>
        )}
      </>
    );

  return (
    <Box colorPalette={paletteForPath(pathname)} minH="100dvh">
      <Suspense fallback={<FullScreenSpinner />}>{content}</Suspense>
    </Box>
  );
}
