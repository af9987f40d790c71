/** Mounts React with its providers; loaded in parallel with the boot (see main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { system } from '../components/theme/system';
import type { BootResult } from '../features/session/boot';
import { SessionProvider } from '../features/session/SessionProvider';
import { routes } from './routes';

export function mount(root: HTMLElement, booting: Promise<BootResult>) {
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <SessionProvider booting={booting}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
