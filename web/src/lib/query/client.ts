/**
 * The one QueryClient of the app (the data layer: ./cache.ts, ./hooks.tsx). Lives in its own module so
 * that only what is past the gates loads it: the data pages, the shell's refresh of the screen
 * (app/AppShell.tsx) and the tab bar's badges (features/rooms/nav.ts), never the gate screens. Lists
 * stay fresh for 30 s, so going back shows the cached list at once; a failed request is retried once,
 * never on 4xx (a 404 or 403 will not change).
 */
import { QueryClient } from './cache';
import { ApiRequestError } from '../api/client';

const CLIENT_ERROR = (e: unknown) => e instanceof ApiRequestError && e.status >= 400 && e.status < 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !CLIENT_ERROR(error) && count < 1,
    },
    mutations: { retry: false },
  },
});
