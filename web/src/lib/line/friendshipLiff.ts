/**
 * LIFF's side of the friendship check (lazy chunk, loaded after the first screen; see
 * friendship.ts). The boot installs only the modules it needs, so getFriendship is installed
 * here on first use. Under @line/liff-mock the mock's own functions are used and nothing real is
 * installed: locally nothing may call LINE.
 */
import liff from '@line/liff/core';
import GetFriendship from '@line/liff/get-friendship';
import { config } from '../config';

type Loose = { getFriendship?: unknown; isInClient?: unknown };

/** What liff.getFriendship answers, or null when it cannot tell (not supported, no scope, an error). */
export async function readFriendship(): Promise<boolean | null> {
  try {
    if (typeof (liff as Loose).getFriendship !== 'function') {
      if (config.liffMock) return null;
      liff.use(new GetFriendship());
    }
    const answer = await liff.getFriendship();
    return typeof answer?.friendFlag === 'boolean' ? answer.friendFlag : null;
  } catch (e) {
    console.warn('liff.getFriendship is not available', e);
    return null;
  }
}

/** True inside the LINE app's LIFF browser (where liff.openWindow and requestFriendship work). */
export function inLineClient(): boolean {
  try {
    return typeof (liff as Loose).isInClient === 'function' && liff.isInClient();
  } catch {
    return false;
  }
}

/** Opens LINE's add-friend flow (friendRequest.ts, loaded on the tap). */
export async function requestFriend(url: string): Promise<void> {
  const { addFriend } = await import('./friendRequest');
  await addFriend(url);
}
