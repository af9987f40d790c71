/**
 * The rooms' data over the data layer (lib/query; cache keys: lib/query/keys.ts): the room lists, a room, its
 * messages (one cached MessagesState per room, merged from the latest page, older pages, polls
 * and sends), reading, sending and the authorised images.
 */
import { useQuery, useQueryClient, type QueryClient } from '../../lib/query/hooks';
import { useCallback, useState } from 'react';
import type { Message, MessageInput, MessagePage, RoomDetail } from '@common/rooms';
import { LANDING_API } from '@common/landing';
import { ApiRequestError, takePreloadedAnswer } from '../../lib/api/client';
import { roomsApi, type RoomImageSize, type RoomState } from '../../lib/api/rooms';
import { keys } from '../../lib/query/keys';
import { shouldRetry } from '../../lib/query/cache';
import { usePagedQuery } from '../../lib/query/paged';
import { refreshBadges } from './nav';
import { appendSent, fromPage, heldSeq, mergeNewer, mergeOlder, type MessagesState } from './messageState';

/** How often an open, visible room asks for new messages. */
export const ROOM_POLL_MS = 3000;

export const useRooms = (state: RoomState, enabled = true) =>
  usePagedQuery(keys.rooms.list(state), (cursor, signal) => roomsApi.list(state, cursor, signal), { enabled });

export const useRoom = (id: string) =>
  useQuery({
    queryKey: keys.rooms.detail(id),
    queryFn: ({ signal }) => roomsApi.get(id, signal),
    initialData: () => takePreloadedAnswer<RoomDetail>(LANDING_API.room(id)),
  });

/** A system message reports a contract transition: the room's bar and the contract page are stale. */
function onContractMoved(qc: QueryClient, id: string, items: Message[]) {
  if (!items.some((m) => m.kind === 'system')) return;
  void qc.invalidateQueries({ queryKey: keys.rooms.detail(id) });
  void qc.invalidateQueries({ queryKey: keys.contracts.detail(id) });
}

/**
 * The room's messages, one query polled by the data layer (refetchInterval: every 3 s while the page
 * is visible, at once when it is shown again): the latest page first, then what came after the last
 * one held, asked again at once while the server holds more; older pages on demand (`loadOlder`).
 * `appendOwn` adds the answer of a send.
 */
export function useRoomMessages(id: string) {
  const qc = useQueryClient();
  const key = keys.rooms.messages(id);
  const query = useQuery<MessagesState>({
    queryKey: key,
    queryFn: async ({ signal }, held) => {
      if (!held) return fromPage(await roomsApi.messages(id, {}, signal));
      const pages: MessagePage[] = [];
      for (let after = heldSeq(held); ;) {
        const page = await roomsApi.messages(id, { after }, signal);
        pages.push(page);
        if (!page.items.length) break;
        after = page.items[page.items.length - 1].seq;
        if (page.lastSeq <= after) break;
      }
      const items = pages.flatMap((p) => p.items);
      onContractMoved(qc, id, items);
      // Merged into what the cache holds now: a send or an older page may have landed meanwhile.
      return pages.reduce(mergeNewer, qc.getQueryData<MessagesState>(key) ?? held);
    },
    initialData: () => {
      const page = takePreloadedAnswer<MessagePage>(LANDING_API.roomMessages(id));
      return page && fromPage(page);
    },
    // Fresh for one poll: the page's preloaded first answer waits for the first tick, a room
    // re-opened from the cache catches up at once.
    staleTime: ROOM_POLL_MS,
    // Once the first page is there (a room that failed to load, e.g. a 404, is not asked again and again).
    refetchInterval: (q) => q.state.data !== undefined && ROOM_POLL_MS,
    // A failed poll is not retried: the next tick is its retry (the messages stay on screen).
    retry: (count, error) => !qc.getQueryData(key) && shouldRetry(qc.defaults.retry, count, error),
  });
  const [older, setOlder] = useState<{ loading: boolean; error: Error | null }>({ loading: false, error: null });

  const update = useCallback(
    (change: (s: MessagesState) => MessagesState) =>
      qc.setQueryData<MessagesState>(keys.rooms.messages(id), (s) => s && change(s)),
    [qc, id],
  );

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
