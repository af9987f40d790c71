/**
 * What the bottom navigation needs from the rooms, kept tiny because the tab bar is on the boot
 * path: the unread badge (GET /liff/badges, polled every 30 s while the page is visible and at once
 * when a room is read) and which paths are a room. A small store of its own rather than the data
 * layer (lib/query): the tab bar sits outside the pages' QueryClientProvider, and the gate screens must not
 * load it (docs/architecture.md).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Badges } from '@common/rooms';
import { fetchBadges } from './badgesApi';

export const BADGE_POLL_MS = 30_000;

let current: Badges | null = null;
let inFlight: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();

function store(next: Badges | null) {
  if (!next || typeof next.messages !== 'number') return;
  if (current && current.messages === next.messages && current.notices === next.notices) return;
  current = next;
  for (const l of listeners) l();
}

/**
 * Fetches the badges now. A call while a fetch is under way asks again after it, so a count read
 * before a room was marked read never has the last word.
 */
export function refreshBadges(): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = fetchBadges()
    .then(store, () => undefined)
    .finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void refreshBadges();
      }
    });
  return inFlight;
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

// One poller however many components show a badge.
let users = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const onVisibility = () => {
  if (visible()) void refreshBadges();
};

function startPolling() {
  users += 1;
  if (users > 1) return;
  void refreshBadges();
  timer = setInterval(() => {
    if (visible()) void refreshBadges();
  }, BADGE_POLL_MS);
  document.addEventListener('visibilitychange', onVisibility);
}

function stopPolling() {
  users -= 1;
  if (users > 0) return;
  clearInterval(timer);
  document.removeEventListener('visibilitychange', onVisibility);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The unread counts (null until the first answer); polls while mounted. */
export function useBadges(): Badges | null {
  const badges = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    startPolling();
    return stopPolling;
  }, []);
  return badges;
}

/** Unread messages over all the viewer's rooms (0 until known). */
export const useUnreadMessages = (): number => useBadges()?.messages ?? 0;

/** /client/messages/:id and /worker/messages/:id (not the completed list): the room, full screen. */
export const isRoomPath = (pathname: string) =>
  /^\/(client|worker)\/messages\/[^/]+\/?$/.test(pathname) && !/\/messages\/completed\/?$/.test(pathname);
