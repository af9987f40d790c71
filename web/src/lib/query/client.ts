/**
 * The one QueryClient of the app (the data layer: ./cache.ts, ./hooks.tsx). Lives in its own module so
 * that only data pages load the data layer (the gate screens never import it). Lists stay fresh for 30 s, so going back shows the cached
 * list at once; a failed request is retried once, never on 4xx (a 404 or 403 will not change).
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
