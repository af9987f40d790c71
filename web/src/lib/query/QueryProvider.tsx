/** Wraps a data page in the app's QueryClient (see app/routes.tsx: loaded in parallel with the page). */
import { QueryClientProvider } from './hooks';
import type { ReactNode } from 'react';
import { queryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
