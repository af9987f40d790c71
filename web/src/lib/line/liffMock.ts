/** Local only (mock builds and the dev server, through liffMockLoader.ts): LIFF with @line/liff-mock, as the configured mock LINE user. */
import type { Liff } from '@line/liff/core';
import { LiffMockPlugin } from '@line/liff-mock';
import { config } from '../config';
import { followLiffState } from './deepLink';
import { currentMockUser, signMockIdToken } from './mockUser';

type MockData = Record<string, unknown>;
type MockableLiff = Liff & { $mock: { set: (data: (prev: MockData) => MockData) => void } };

export async function installMock(liff: Liff): Promise<void> {
  // The mock's types expect the full SDK; the pluggable core carries what it uses at run time.
  liff.use(new LiffMockPlugin() as unknown as Parameters<Liff['use']>[0]);
  await liff.init({ liffId: config.liffId, mock: true } as Parameters<Liff['init']>[0]);
  const user = currentMockUser();
  const idToken = await signMockIdToken(user, config.lineChannelId, config.lineLocalSecret);
  // set() replaces all mock data: keep the defaults (isLoggedIn, context, ...) and override ours.
  (liff as MockableLiff).$mock.set((prev) => ({
    ...prev,
    getProfile: { userId: user.userId, displayName: user.displayName, pictureUrl: user.pictureUrl },
    getIDToken: idToken,
    // The mock never flips isLoggedIn itself; the mock user is logged in, as in the LINE app.
    isLoggedIn: true,
    getFriendship: { friendFlag: user.friend !== false },
  }));
  // The mock answers getFriendship only after its login() (which only counts the call; no navigation).
  liff.login();
  // liff.init() follows a permanent link's liff.state; the mock does not. The page is then being
  // replaced: the boot must not go on here.
  if (followLiffState(window.location)) await new Promise<never>(() => {});
}
