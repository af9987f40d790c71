/**
 * The local Stripe stand-in's pages as a person uses them (functions/src/local/stripeCheckout.ts and
 * stripeOnboarding.ts, served by the API under test): the hosted checkout and the payout account's
 * onboarding. They are plain pages without the app's <main>, so their tap targets are checked whole.
 */
import type { Page } from 'playwright-core';
import { E2E } from './servers';

/** The local test cards: one pays, one is declined. */
export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

/** What a finger taps on the local Stripe pages. */
export const STRIPE_PAGE_TAP_TARGETS = 'button, a[href], input:not([type="hidden"])';

const apiOrigin = () => `http://127.0.0.1:${E2E.apiPort}`;

/** Waits for the browser to be on the local checkout page of a session. */
export async function onCheckoutPage(page: Page) {
  await page.waitForURL((url) => url.href.startsWith(`${apiOrigin()}/_local/stripe/checkout/`));
  await page.getByLabel('カード番号').waitFor();
}

/** Types a card number on the checkout page and submits it (「¥50,000を支払う」). */
export async function payWith(page: Page, card: string) {
  await page.getByLabel('カード番号').fill(card);
  await page.getByRole('button', { name: /を支払う$/ }).click();
}

/** Waits for the browser to be on the local onboarding page of a payout account. */
export async function onOnboardingPage(page: Page) {
  await page.waitForURL((url) => url.href.startsWith(`${apiOrigin()}/_local/stripe/onboarding/acct_`));
  await page.getByRole('heading', { name: '受取口座の登録' }).waitFor();
}
