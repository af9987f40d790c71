/** Mounts React with its providers; loaded in parallel with the boot (see main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { system } from '../components/theme/system';
import type { BootResult } from '../features/session/boot';
import { SessionProvider } from '../features/session/SessionProvider';
import { routes } from './routes';

/**
 * The route objects of routes.tsx, mounted with the declarative router: the app has no loaders,
 * actions or fetchers, so the data router (createBrowserRouter, about 10 KB gzipped) is not bundled.
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function mount(root: HTMLElement, booting: Promise<BootResult>) {
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <SessionProvider booting={booting}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
