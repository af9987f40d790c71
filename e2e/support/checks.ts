/** Checks and waits the browser journeys share: layout at 375px, tap targets, toasts, animations. */
import type { Locator, Page } from 'playwright-core';

/** What a finger taps: buttons, links, form controls and radio cards of the content and the tab bar. */
export const TAP_TARGETS =
  'main button, main a[href], main summary, main input, main select, main label[data-part="item"], nav a[href]';

/** Every tap target is at least 44px tall (inline text links and hidden native inputs aside). */
export async function expectTapTargets(page: Page, selector = TAP_TARGETS) {
  const small = await page.$$eval(selector, (els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const hiddenInput = el instanceof HTMLInputElement && ['radio', 'checkbox', 'hidden', 'file'].includes(el.type);
        return !hiddenInput && r.width > 0 && r.height > 0 && r.height < 44 && getComputedStyle(el).display !== 'inline';
      })
      .map(
        (el) =>
          `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );
  expect(small).toEqual([]);
}

/** Nothing sticks out sideways at 375px. */
export async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Waits for a toast (or any text) to show. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Closes the toasts still showing, so that a screenshot shows only what the next step raises. */
export async function dismissToasts(page: Page) {
  for (const b of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all()) {
    await b.click().catch(() => undefined);
  }
  await page
    .waitForFunction(() => !document.querySelector('[data-scope="toast"][data-part="root"]'), undefined, { timeout: 3000 })
    .catch(() => undefined);
}

/**
 * Lets what loads after the first paint come in and opening and closing transitions (dialogs, toasts)
 * finish; endless ones (skeletons) do not count.
 */
export async function settle(page: Page) {
  // A part loaded after the first paint (the contract's lower part) has come in place of its placeholder.
  await page
    .waitForFunction(() => !document.querySelector('[data-testid$="-placeholder"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * Reloads until `ready` shows: for what another phone or a webhook changed while this page was open
 * (the contract pages do not poll). Each try waits for the text, not for a fixed time.
 */
export async function reloadUntil(page: Page, ready: () => Locator, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.reload();
    try {
      await ready().waitFor({ timeout: Math.min(3000, Math.max(deadline - Date.now(), 500)) });
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}
