/**
 * Adding the official account inside LINE (lazy chunk, loaded on the tap). liff.requestFriendship
 * (LIFF 2.28+, a sub-window over the app; LINE needs the Full size view and an official account
 * linked to the channel) where LINE says it is available, else the account's page
 * (BRAND officialAccountUrl, https://lin.ee/... or https://line.me/R/ti/p/@id) inside LINE through
 * liff.openWindow. The caller asks liff.getFriendship again afterwards: neither tells the outcome.
 */
import liff from '@line/liff/core';
import IsApiAvailable from '@line/liff/is-api-available';
import OpenWindow from '@line/liff/open-window';
import RequestFriendship from '@line/liff/request-friendship';
import { config } from '../config';

type Loose = Record<'isApiAvailable' | 'openWindow' | 'requestFriendship', unknown>;

function install() {
  // Under the mock only what the mock offers is used (it has no requestFriendship).
  if (config.liffMock) return;
  const loose = liff as unknown as Loose;
  if (typeof loose.isApiAvailable !== 'function') liff.use(new IsApiAvailable());
  if (typeof loose.openWindow !== 'function') liff.use(new OpenWindow());
  if (typeof loose.requestFriendship !== 'function') liff.use(new RequestFriendship());
}

function canRequestFriendship(): boolean {
  const loose = liff as unknown as Loose;
  try {
    return (
      typeof loose.requestFriendship === 'function' &&
      typeof loose.isApiAvailable === 'function' &&
      liff.isApiAvailable('requestFriendship')
    );
  } catch {
    return false;
  }
}

/** The user's cancel of the sub-window is an answer, not a failure. */
const cancelled = (e: unknown) => (e as { code?: string } | null)?.code === 'UNAUTHORIZED';

export async function addFriend(url: string): Promise<void> {
  install();
  if (canRequestFriendship()) {
    try {
      await liff.requestFriendship();
      return;
    } catch (e) {
      if (cancelled(e)) return;
      console.warn('liff.requestFriendship failed; opening the official account instead', e);
    }
  }
  liff.openWindow({ url, external: false });
}
