/**
 * Friendship with the official account (docs/product/notifications.md#friendship). LINE pushes reach only users who
 * have added the account; everyone else gets the in-app お知らせ only. After login the app asks LINE
 * (liff.getFriendship, where the SDK and the channel allow it) and tells the API
 * (POST /liff/line/friendship {friend}); a user who is not a friend is offered to add the account.
 *
 * This module is light and holds no LIFF code: the LIFF modules load lazily (friendshipLiff.ts on
 * the first check, friendRequest.ts on a tap), so the boot's JavaScript does not grow.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { noticesApi } from '../api/notices';

/** unknown: not asked yet; unavailable: LIFF could not tell (no SDK support, no scope, the mock). */
export type FriendshipStatus = 'unknown' | 'friend' | 'not_friend' | 'unavailable';

type LiffParts = typeof import('./friendshipLiff');

let status: FriendshipStatus = 'unknown';
let checking: Promise<FriendshipStatus> | null = null;
let lastSent: boolean | null = null;
let liffParts: LiffParts | null = null;
const listeners = new Set<() => void>();

function setStatus(next: FriendshipStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

const loadLiffParts = () => import('./friendshipLiff').then((m) => (liffParts = m));

async function check(): Promise<FriendshipStatus> {
  try {
    const friend = await (await loadLiffParts()).readFriendship();
    if (friend === null) {
      // Nothing is known: the API keeps what it had, and no banner is shown.
      setStatus(status === 'unknown' ? 'unavailable' : status);
      return status;
    }
    setStatus(friend ? 'friend' : 'not_friend');
    if (friend !== lastSent) {
      await noticesApi.friendship(friend);
      lastSent = friend;
    }
  } catch (e) {
    // Never in the user's way: the in-app list works regardless; the next start asks again.
    console.warn('LINE friendship check failed', e);
    if (status === 'unknown') setStatus('unavailable');
  }
  return status;
}

/**
 * Asks LINE once per app start (again with `force`, e.g. after the user went to add the account)
 * and posts the answer to the API when it changed. Call only after login (the boot has resolved).
 */
export function checkFriendship({ force = false } = {}): Promise<FriendshipStatus> {
  if (!checking || force) checking = check();
  return checking;
}

/**
 * The current answer; the first use starts the check. While the user is not a friend, coming back
 * to the app (from the account's page, another tab, LINE's add-friend screen) asks again.
 */
export function useFriendship(): FriendshipStatus {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
  useEffect(() => {
    void checkFriendship();
  }, []);
  useEffect(() => {
    if (current !== 'not_friend') return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void checkFriendship({ force: true });
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [current]);
  return current;
}

/**
 * Inside LINE, adds the official account in the app: liff.requestFriendship (a sub-window) where
 * available, else the account's page through liff.openWindow; then asks again. Returns false when
 * the caller's plain link should open `url` instead (an external browser, the mock, LIFF not loaded).
 */
export function addFriendInLine(url: string): boolean {
  if (!liffParts?.inLineClient()) return false;
  void liffParts
    .requestFriend(url)
    .catch((e: unknown) => console.warn('adding the official account failed', e))
    .then(() => checkFriendship({ force: true }));
  return true;
}

/** Tests only: forget what this app start learned. */
export function resetFriendshipForTests() {
  status = 'unknown';
  checking = null;
  lastSent = null;
  liffParts = null;
  listeners.clear();
}
