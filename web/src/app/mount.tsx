/** Mounts React with its providers; loaded in parallel with the boot (see main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../components/theme/system';
import type { BootResult } from '../features/session/boot';
import { SessionProvider } from '../features/session/SessionProvider';
import { Root } from './Root';

export function mount(root: HTMLElement, booting: Promise<BootResult>) {
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <SessionProvider booting={booting}>
          <Root />
        </SessionProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
