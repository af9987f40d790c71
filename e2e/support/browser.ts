/** Chromium from Debian through playwright-core, as a phone: 375x667, touch, Japanese locale. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { join } from 'node:path';
import { E2E, webUrl } from './servers';
import { settle } from './checks';

export interface MockLineUser {
  userId: string;
  displayName?: string;
  pictureUrl?: string;
}

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = null;
}

/** A fresh phone-sized context signed in to LINE (mock) as the given user. */
export async function phone(user: MockLineUser): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
  });
  const mock = { displayName: user.userId, pictureUrl: '', ...user };
  await context.addInitScript((u) => localStorage.setItem('liffMockUser', JSON.stringify(u)), mock);
  const page = await context.newPage();
  return { context, page };
}

/** A fresh desktop browser (1280x800, mouse) signed in to LINE (mock) as the given user: the console's admins. */
export async function desktop(user: MockLineUser): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
  const mock = { displayName: user.userId, pictureUrl: '', ...user };
  await context.addInitScript((u) => localStorage.setItem('liffMockUser', JSON.stringify(u)), mock);
  const page = await context.newPage();
  return { context, page };
}

/** Saves test-results/screenshots/<name>.png for a person to look at, once transitions settle. */
export async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: join(E2E.screenshots, `${name}.png`) });
}

export { webUrl };

/** A new LINE user id unique to this run, so journeys never share state. */
export const uniqueUser = (prefix: string) => `U${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
