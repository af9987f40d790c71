/**
 * Wraps a data page in the app's QueryClient (see app/routes.tsx: loaded in parallel with the page).
 * The client is exported too, for the shell's refresh of what is on screen (app/AppShell.tsx), which
 * must not load the data layer itself.
 */
import { QueryClientProvider } from './hooks';
import type { ReactNode } from 'react';
import { queryClient } from './client';

export { queryClient };

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
