/**
 * LIFF through the pluggable SDK: only the modules the boot needs, which keeps the first
 * screen's JavaScript small. Locally, @line/liff-mock stands in for the LINE app (lib/line/liffMock.ts,
 * in mock builds only: ./liffMockLoader.ts).
 */
import liff from '@line/liff/core';
import GetIDToken from '@line/liff/get-id-token';
import GetProfile from '@line/liff/get-profile';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';
import { config } from '../config';
import { installMock } from './liffMockLoader';

export interface LineIdentity {
  idToken: string;
}

let installed = false;

/** Initialises LIFF with the app's id and returns the user's ID token (logging in first if needed). */
export async function initLiff(): Promise<LineIdentity> {
  if (!installed) {
    // IsInClient must come before the mock plugin, which relies on it.
    liff.use(new IsInClient());
    liff.use(new IsLoggedIn());
    liff.use(new Login());
    liff.use(new GetIDToken());
    liff.use(new GetProfile());
    installed = true;
  }
  if (config.liffMock) {
    // Bundled only in mock builds (./liffMockLoader.ts, web/vite.config.ts).
    if (!installMock) throw new Error('LIFF mock requested, but this build does not contain it');
    await installMock(liff);
  } else {
    await liff.init({ liffId: config.liffId });
  }
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: window.location.href });
    // login() navigates away; never resolve.
    return new Promise<LineIdentity>(() => {});
  }
  const idToken = liff.getIDToken();
  if (!idToken) throw new Error('LINEのIDトークンを取得できませんでした');
  return { idToken };
}
