/**
 * The rooms' data over the data layer (lib/query; cache keys: lib/query/keys.ts): the room lists, a room, its
 * messages (one cached MessagesState per room, merged from the latest page, older pages, polls
 * and sends), reading, sending and the authorised images.
 */
import { useQuery, useQueryClient, type QueryClient } from '../../lib/query/hooks';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Message, MessageInput, MessagePage, RoomDetail } from '@common/rooms';
import { LANDING_API } from '@common/landing';
import { ApiRequestError, takePreloadedAnswer } from '../../lib/api/client';
import { roomsApi, type RoomImageSize, type RoomState } from '../../lib/api/rooms';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';
import { refreshBadges } from './nav';
import { appendSent, fromPage, heldSeq, mergeNewer, mergeOlder, type MessagesState } from './messageState';

/** How often an open, visible room asks for new messages. */
export const ROOM_POLL_MS = 3000;

export const useRooms = (state: RoomState, enabled = true) =>
  usePagedQuery(keys.rooms.list(state), (cursor) => roomsApi.list(state, cursor), { enabled });

export const useRoom = (id: string) =>
  useQuery({
    queryKey: keys.rooms.detail(id),
    queryFn: () => roomsApi.get(id),
    initialData: () => takePreloadedAnswer<RoomDetail>(LANDING_API.room(id)),
  });

/** A system message reports a contract transition: the room's bar and the contract page are stale. */
function onContractMoved(qc: QueryClient, id: string, items: Message[]) {
  if (!items.some((m) => m.kind === 'system')) return;
  void qc.invalidateQueries({ queryKey: keys.rooms.detail(id) });
  void qc.invalidateQueries({ queryKey: keys.contracts.detail(id) });
}

const pageVisible = () => document.visibilityState === 'visible';

/**
 * The room's messages: the latest page first, older pages on demand (`loadOlder`), and every 3 s
 * while the page is visible what came after the last one held (paused while hidden, at once when
 * shown again). `appendOwn` adds the answer of a send.
 */
export function useRoomMessages(id: string) {
  const qc = useQueryClient();
  const key = keys.rooms.messages(id);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => roomsApi.messages(id, {}, signal).then(fromPage),
    initialData: () => {
      const page = takePreloadedAnswer<MessagePage>(LANDING_API.roomMessages(id));
      return page && fromPage(page);
    },
    // Kept current by the polls below; a re-opened room shows what it held and catches up at once.
    staleTime: Infinity,
  });
  const [older, setOlder] = useState<{ loading: boolean; error: Error | null }>({ loading: false, error: null });

  const update = useCallback(
    (change: (s: MessagesState) => MessagesState) =>
      qc.setQueryData<MessagesState>(keys.rooms.messages(id), (s) => s && change(s)),
    [qc, id],
  );

  /** One poll; true when the server holds more than this answer brought (ask again at once). */
  const poll = useEffectEvent(async (): Promise<boolean> => {
    const held = qc.getQueryData<MessagesState>(key);
    if (!held) return false;
    const page: MessagePage = await roomsApi.messages(id, { after: heldSeq(held) });
    update((s) => mergeNewer(s, page));
    onContractMoved(qc, id, page.items);
    const got = page.items.length ? page.items[page.items.length - 1].seq : heldSeq(held);
    return page.items.length > 0 && page.lastSeq > got;
  });

  const loaded = query.data !== undefined;
  // Whether this mount's first data came from the cache (then catch up at once, not in 3 s).
  const [cachedAtMount] = useState(() => qc.getQueryData(key) !== undefined);
  useEffect(() => {
    if (!loaded) return;
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped && pageVisible()) timer = setTimeout(() => void run(), ms);
    };
    const run = async () => {
      if (running || stopped) return;
      running = true;
      let more = false;
      try {
        more = await poll();
      } catch {
        // A failed poll (offline, a hiccup) is tried again at the next tick.
      } finally {
        running = false;
      }
      schedule(more ? 0 : ROOM_POLL_MS);
    };
    const onVisibility = () => {
      if (pageVisible()) void run();
      else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule(cachedAtMount ? 0 : ROOM_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loaded, cachedAtMount]);

  /** The page before the oldest held; `beforeApply` runs just before the list grows (to keep the scroll position). */
  const olderLoading = older.loading;
  const loadOlder = useCallback(
    async (beforeApply?: () => void) => {
      const held = qc.getQueryData<MessagesState>(keys.rooms.messages(id));
      if (!held || !held.hasMore || !held.items.length || olderLoading) return;
      setOlder({ loading: true, error: null });
      try {
        const page = await roomsApi.messages(id, { before: held.items[0].seq });
        beforeApply?.();
        update((s) => mergeOlder(s, page));
        setOlder({ loading: false, error: null });
      } catch (e) {
        setOlder({ loading: false, error: e instanceof Error ? e : new Error(String(e)) });
      }
    },
    [qc, id, olderLoading, update],
  );

  const appendOwn = useCallback((m: Message) => update((s) => appendSent(s, m)), [update]);

  return { query, olderLoading: older.loading, olderError: older.error, loadOlder, appendOwn };
}

/** Marks the room read up to `seq`, then the badge and the lists follow. */
export function useMarkRead(id: string) {
  const qc = useQueryClient();
  return useCallback(
    async (seq: number) => {
      await roomsApi.read(id, seq);
      void refreshBadges();
      void qc.invalidateQueries({ queryKey: keys.rooms.lists });
    },
    [qc, id],
  );
}

/**
 * Sends a message. A 409 (the contact filter, or the room became read-only meanwhile) refreshes the
 * room, so a read-only reason replaces the composer.
 */
export function useSendMessage(id: string) {
  const qc = useQueryClient();
  return useCallback(
    async (input: MessageInput) => {
      try {
        const message = await roomsApi.send(id, input);
        void qc.invalidateQueries({ queryKey: keys.rooms.lists });
        return message;
      } catch (e) {
        if (e instanceof ApiRequestError && e.status === 409) void qc.invalidateQueries({ queryKey: keys.rooms.detail(id) });
        throw e;
      }
    },
    [qc, id],
  );
}

/** An attached image as a Blob, fetched with the bearer token; images never change, so it is cached for good. */
export const useRoomImage = (roomId: string, imageId: string, size: RoomImageSize) =>
  useQuery({
    queryKey: keys.rooms.image(roomId, imageId, size),
    queryFn: ({ signal }) => roomsApi.image(roomId, imageId, size, signal),
    staleTime: Infinity,
  });
