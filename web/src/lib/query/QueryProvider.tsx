/**
 * Wraps a data page in the app's QueryClient (see app/routes.tsx: loaded in parallel with the page).
 * The shell (app/AppShell.tsx) and the tab bar (features/rooms/nav.ts) use the same client from
 * ./client.ts without these React bindings.
 */
import { QueryClientProvider } from './hooks';
import type { ReactNode } from 'react';
import { queryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
