/**
 * The app past the gates (app/Root.tsx loads it lazily, main.tsx as early as a page is known): the
 * route objects of routes.tsx, with the shell (app/AppShell.tsx), mounted with the declarative router:
 * the app has no loaders, actions or fetchers, so the data router (createBrowserRouter, about 10 KB
 * gzipped) is not bundled.
 */
import { useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigationType, useRoutes } from 'react-router-dom';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * A new screen opens at its top, as a page of a web site does: the declarative router has no
 * <ScrollRestoration> (a data-router component), so without this a screen opened from far down a list
 * or a form would open scrolled. Back and forward (POP) leave the scroll to the browser; a change of
 * the query alone (a filter, a tab kept in the address) keeps the place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}

export default function RoutedApp() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
