/**
 * What the bottom navigation needs from the rooms, kept tiny because the tab bar is on the boot
 * path: the unread badges and which paths are a room. The badges (GET /liff/badges) are a query of
 * the data layer (keys.badges), polled as useQuery's refetchInterval polls (lib/query/cache.ts'
 * pollQuery): every 30 s while the page is visible, at once when it is shown again, and at once when
 * a room or a notice is read (`refreshBadges`). The tab bar sits outside the pages'
 * QueryClientProvider: it observes the app's one client (lib/query/client.ts) itself, without the
 * React hooks of lib/query/hooks.tsx. Only the shell past the gates imports this module, so the gate
 * screens still never load the data layer (docs/architecture.md#how-a-request-flows).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Badges } from '@common/rooms';
import { pollQuery, type Query } from '../../lib/query/cache';
import { queryClient } from '../../lib/query/client';
import { keys } from '../../lib/query/keys';
import { fetchBadges } from './badgesApi';

export const BADGE_POLL_MS = 30_000;

const noop = () => undefined;

/**
 * Fetches the badges of `query`; `replace`: a fetch in flight is replaced (its count may predate a
 * room just read). Not retried: the next poll is.
 */
const fetchInto = (query: Query<Badges>, replace = false) => query.fetch(fetchBadges, false, { replace });

/** Fetches the badges now: a fetch under way is replaced, so a count read before a room was marked read never has the last word. */
export const refreshBadges = (): Promise<void> => fetchInto(queryClient.query<Badges>(keys.badges), true).then(noop, noop);

/** The unread counts (null until the first answer); polled while mounted. */
export function useBadges(): Badges | null {
  const query = queryClient.query<Badges>(keys.badges);
  const { data } = useSyncExternalStore(query.subscribe, () => query.state);
  useEffect(() => {
    const refetch = (replace?: boolean) => fetchInto(query, replace);
    const unregister = query.addRefetcher(refetch);
    if (query.state.fetchStatus === 'idle' && query.isStale(BADGE_POLL_MS)) refetch().catch(noop);
    const stop = pollQuery(query, BADGE_POLL_MS, refetch);
    return () => {
      stop();
      unregister();
    };
  }, [query]);
  return data ?? null;
}

/** Unread messages over all the viewer's rooms (0 until known). */
export const useUnreadMessages = (): number => useBadges()?.messages ?? 0;

/** /client/messages/:id and /worker/messages/:id (not the completed list): the room, full screen. */
export const isRoomPath = (pathname: string) =>
  /^\/(client|worker)\/messages\/[^/]+\/?$/.test(pathname) && !/\/messages\/completed\/?$/.test(pathname);
