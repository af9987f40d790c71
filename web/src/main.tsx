import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { system } from './ui/system';
import { Toaster } from './ui/toaster';
import { boot } from './session/boot';
import { SessionProvider } from './session/SessionProvider';
import { routes } from './app/routes';

// Start the boot before React renders so LIFF and the session call overlap with rendering.
const booting = boot();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <SessionProvider booting={booting}>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster />
    </ChakraProvider>
  </StrictMode>,
);
