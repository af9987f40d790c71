/**
 * The app past the gates (app/Root.tsx loads it lazily, main.tsx as early as a page is known): the
 * route objects of routes.tsx, with the shell (app/AppShell.tsx), mounted with the declarative router:
 * the app has no loaders, actions or fetchers, so the data router (createBrowserRouter, about 10 KB
 * gzipped) is not bundled.
 */
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export default function RoutedApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
