/**
 * The deal end to end (docs/product/states.md#contracts, docs/product/money.md) at 375x667, on the local
 * Stripe stand-in (its checkout and onboarding pages, its signed webhooks): the client pays (first with a declined card), the worker delivers, the
 * client asks for a revision, the worker delivers again, the client confirms; the worker, who had no
 * payout account, registers one and is paid; the client's payment history and receipt; and, with a
 * pair of its own, a cancellation after payment refunded on both sides; and a refused cancellation held
 * for the admins, resolved in the console (1280x800) with a partial refund that both parties then read.
 *
 * Seed: functions/src/local/seedE2e.ts (Ue2e-deal-* and Ue2e-refund-*, one contract awaiting payment
 * each). The steps of one contract are consecutive `it`s: each picks up where the one before left it.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, reloadUntil, settle, toast } from './support/checks';
import { grantAdmin } from './support/admin';
import { closeBrowser, desktop, phone, shot, uniqueUser, webUrl } from './support/browser';
import { CARD_DECLINED, CARD_OK, onCheckoutPage, onOnboardingPage, payWith, STRIPE_PAGE_TAP_TARGETS } from './support/stripe';

const CLIENT = { userId: 'Ue2e-deal-client', displayName: '岡田 ソレイユ' };
const WORKER = { userId: 'Ue2e-deal-worker', displayName: '中村 あかり' };
const MAIN = { id: 'e2e-deal-contract-main', title: 'ヘアサロン ソレイユ 新メニューのスタイル撮影' };

const REFUND_CLIENT = { userId: 'Ue2e-refund-client', displayName: '林 リリー' };
const REFUND_WORKER = { userId: 'Ue2e-refund-worker', displayName: '森 ゆうた' };
const REFUND = { id: 'e2e-deal-contract-refund', title: 'まつげサロン リリー 店内リニューアル撮影' };

const HOLD_CLIENT = { userId: 'Ue2e-hold-client', displayName: '小林 カノン' };
const HOLD_WORKER = { userId: 'Ue2e-hold-worker', displayName: '石井 はるか' };
const HOLD = { id: 'e2e-deal-contract-hold', title: 'ヘアサロン カノン 店頭ポスター撮影' };

const clientContract = (id: string) => webUrl(`/client/project-managements/${id}`);
const workerContract = (id: string) => webUrl(`/worker/project-managements/${id}`);

const FIRST_DELIVERY =
  'お疲れさまです。5スタイル分の写真を納品いたします。\nデータはこちらからダウンロードできます：https://example.jp/share/soleil';
const REVISION_REASON = '3枚目のスタイルの色味が実物より暗く見えるため、明るさを調整してください。';
const SECOND_DELIVERY = '3枚目の明るさを調整しました。\n同じURLから差し替え後のデータをダウンロードできます。';
const CANCEL_REASON = '体調不良のため、撮影日までに伺うことができなくなりました。申し訳ありません。';

afterAll(closeBrowser);

/** Photographs as a phone would send them: JPEGs of a few colours, 1200x900. */
async function deliveryPhotos(n: number) {
  const colours = ['#C05621', '#2C7A7B', '#6B46C1', '#B7791F'];
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      name: `IMG_${1001 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colours[i % colours.length] } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

async function checkLayout(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

/** The contract's state as the page header reads it: 現在の状態：作業中. */
const status = (page: Page, label: string) => page.getByTestId('contract-status').getByText(label, { exact: true });

/** Scroll an element to the middle of the screen at once (no smooth scrolling mid-screenshot). */
const center = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

const top = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

/** The 報酬 / 手数料 / 受取額 rows of a reward record: one line each (label, amount). */
const amounts = async (page: Page) => (await page.getByTestId('reward-record').first().locator('dl').innerText()).split(/\n+/);

/** A confirm dialog has finished closing (its fade-out would blur the screenshot). */
const dialogClosed = (page: Page) => page.getByRole('alertdialog').waitFor({ state: 'detached' });

/**
 * From the contract page to the local checkout and back: 仮払いへ進む, pay with the card, land on the
 * contract with ?paid=1, then wait until the webhook moved it to 作業中 (仮払いが完了しました).
 */
async function payThroughCheckout(page: Page, shotName?: string) {
  await page.getByRole('button', { name: '仮払いへ進む' }).click();
  await onCheckoutPage(page);
  await payWith(page, CARD_OK);
  await page.waitForURL((url) => url.pathname.startsWith('/client/project-managements/'));
  await status(page, '作業中').waitFor();
  await page.getByTestId('payment-return').getByText('仮払いが完了しました').waitFor();
  expect(new URL(page.url()).searchParams.get('paid')).toBeNull();
  await page
    .getByTestId('payment-status')
    .getByText(/^お支払い：VISA \*\*\*\*4242（/)
    .waitFor();
  if (shotName) {
    await dismissToasts(page);
    await top(page);
    await shot(page, shotName);
  }
}

describe('the deal: pay, deliver, revise, confirm, payout', () => {
  it('the client is refused with the declined card, stays awaiting payment, then pays', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(clientContract(MAIN.id));
    await page.getByRole('heading', { name: MAIN.title }).waitFor();
    await status(page, '仮払い待ち').waitFor();
    await page.getByText('次のステップ：仮払いのお手続き').waitFor();
    await expect(page.getByTestId('contract-reward').innerText()).resolves.toBe('50,000円');
    await page.getByRole('button', { name: '仮払いへ進む' }).waitFor();
    await checkLayout(page);
    await shot(page, '10-deal-client-awaiting-payment');

    // The local checkout page: the job and the amount, a Japanese card form.
    await page.getByRole('button', { name: '仮払いへ進む' }).click();
    await onCheckoutPage(page);
    await page.getByRole('heading', { name: MAIN.title }).waitFor();
    await page.getByText('¥50,000', { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page, STRIPE_PAGE_TAP_TARGETS);
    await shot(page, '10-deal-checkout');

    // The declined card: a clear error on the same page, nothing paid.
    await payWith(page, CARD_DECLINED);
    await page.getByRole('alert').getByText('カードが拒否されました。別のカードをお試しください。').waitFor();
    await expect(page.getByRole('button', { name: '¥50,000を支払う' }).isVisible()).resolves.toBe(true);
    await expectNoHorizontalOverflow(page);
    await shot(page, '10-deal-checkout-declined');

    // Back to the app without paying: still 仮払い待ち, and the way to pay again.
    await page.getByRole('link', { name: '支払わずに戻る' }).click();
    await page.waitForURL((url) => url.pathname === `/client/project-managements/${MAIN.id}` && url.search === '?canceled=1');
    await page.getByTestId('payment-return').getByText('お支払いは完了していません').waitFor();
    await status(page, '仮払い待ち').waitFor();
    await page.getByRole('button', { name: '仮払いへ進む' }).waitFor();
    await expect(page.getByTestId('payment-status').count()).resolves.toBe(0);
    await checkLayout(page);
    await shot(page, '10-deal-client-payment-not-done');

    // The same contract opened afresh says the same.
    await page.goto(clientContract(MAIN.id));
    await status(page, '仮払い待ち').waitFor();
    await expect(page.getByTestId('payment-return').count()).resolves.toBe(0);

    // Now the good card: back on the contract, confirmed by the webhook.
    await payThroughCheckout(page, '10-deal-client-paid');
    await checkLayout(page);
    await center(page, 'payment-status');
    await shot(page, '10-deal-client-paid-payment');
    // The timeline: the opening, then the payment by the platform.
    await page.getByLabel('進行状況').getByText('契約成立', { exact: true }).waitFor();
    await page.getByLabel('進行状況').getByText('仮払い', { exact: true }).waitFor();
    await context.close();
  });

  it('the worker delivers, the client asks for a revision, the worker delivers again, the client confirms', async () => {
    const client = await phone(CLIENT);
    const worker = await phone(WORKER);
    const w = worker.page;
    const c = client.page;

    // The worker: paid, so the delivery form; no payout account yet, so a reminder.
    await w.goto(workerContract(MAIN.id));
    await status(w, '作業中').waitFor();
    await w
      .getByTestId('next-action')
      .getByText('仮払いが完了しました。納品日までに作業を進め、終わったら納品してください')
      .waitFor();
    await w.getByTestId('account-reminder').waitFor();
    await w.getByTestId('deliver-form').waitFor();
    await checkLayout(w);
    await shot(w, '10-deal-worker-in-progress');

    // A draft survives a reload (switching apps inside LINE reloads the page).
    await w.getByLabel('納品メッセージ').fill(FIRST_DELIVERY);
    // The browser may ask first (beforeunload while the form has changes): leave.
    w.once('dialog', (d) => void d.accept());
    await w.reload();
    await w.getByTestId('deliver-form').getByTestId('draft-notice').getByText('前回の下書きを復元しました').waitFor();
    await expect(w.getByLabel('納品メッセージ').inputValue()).resolves.toBe(FIRST_DELIVERY);
    // Three photographs with the message: previews, one taken out again.
    await w.getByTestId('delivery-photo-input').setInputFiles(await deliveryPhotos(3));
    await expect(w.getByTestId('delivery-photo-previews').locator('img').count()).resolves.toBe(3);
    await w.getByRole('button', { name: '写真 3 を外す' }).click();
    await expect(w.getByTestId('delivery-photo-previews').locator('img').count()).resolves.toBe(2);
    await checkLayout(w);
    await center(w, 'delivery-photo-picker');
    await shot(w, '10-deal-worker-deliver-photos');
    await center(w, 'deliver-form');
    await shot(w, '10-deal-worker-deliver-form');
    await w.getByTestId('deliver-form').getByRole('button', { name: '納品する' }).click();
    await w.getByRole('alertdialog').getByText('納品しますか？').waitFor();
    await settle(w);
    await shot(w, '10-deal-worker-deliver-confirm');
    await w.getByRole('alertdialog').getByRole('button', { name: '納品する' }).click();
    await toast(w, '納品しました');
    await dialogClosed(w);
    await status(w, '納品済み・検収待ち').waitFor();
    await w.getByTestId('next-action').getByText('納品が完了しました。発注者の検収をお待ちください').waitFor();
    await expect(w.getByTestId('deliver-form').count()).resolves.toBe(0);
    await expect(w.getByTestId('delivery').innerText()).resolves.toContain('5スタイル分の写真を納品いたします。');
    await dismissToasts(w);
    await w.getByTestId('delivery-photos').locator('img').nth(1).waitFor();
    await checkLayout(w);
    await center(w, 'delivery');
    await shot(w, '10-deal-worker-delivered');

    // The client: the delivery to review; ask for a revision with a reason.
    await c.goto(clientContract(MAIN.id));
    await status(c, '納品済み・検収待ち').waitFor();
    await c.getByText('納品されました', { exact: true }).waitFor();
    await expect(
      c.getByTestId('delivery').getByRole('link', { name: 'https://example.jp/share/soleil' }).getAttribute('href'),
    ).resolves.toBe('https://example.jp/share/soleil');
    await c.getByRole('button', { name: '検収する' }).waitFor();
    // The photographs as a grid; each can be saved (a download of the full-size JPEG).
    const grid = c.getByTestId('delivery').getByTestId('delivery-photos');
    await grid.locator('img').nth(1).waitFor();
    await expect(grid.locator('img').count()).resolves.toBe(2);
    const [download] = await Promise.all([
      c.waitForEvent('download'),
      grid.getByRole('button', { name: '写真を保存（1/2）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('delivery-1.jpg');
    await checkLayout(c);
    await center(c, 'delivery');
    await shot(c, '10-deal-client-delivered');
    await grid.getByRole('button', { name: '写真を拡大（2/2）' }).click();
    await c.getByRole('dialog').getByRole('button', { name: '写真を保存' }).waitFor();
    await settle(c);
    await shot(c, '10-deal-client-delivered-photo');
    await c.keyboard.press('Escape');
    await c.getByRole('dialog').waitFor({ state: 'detached' });

    await c.getByRole('button', { name: '修正を依頼する' }).click();
    await c.getByLabel('修正してほしい内容').fill(REVISION_REASON);
    await expectTapTargets(c);
    await c
      .getByRole('form', { name: '修正を依頼する' })
      .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(c, '10-deal-client-revision-form');
    await c.getByRole('button', { name: '修正を依頼する' }).click();
    await toast(c, '修正を依頼しました');
    await status(c, '作業中').waitFor();
    await c.getByLabel('進行状況').getByText(REVISION_REASON).waitFor();
    // The next step says a revision is pending and what it asks, not only 受注者が作業中です.
    const clientStep = c.getByTestId('next-action');
    await clientStep.getByText('修正を依頼しています', { exact: true }).waitFor();
    await expect(clientStep.innerText()).resolves.toContain(`依頼した内容：${REVISION_REASON}`);
    await dismissToasts(c);
    await top(c);
    await shot(c, '10-deal-client-revision-next-step');
    await c
      .getByLabel('進行状況')
      .getByText(REVISION_REASON)
      .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(c, '10-deal-client-revision-requested');

    // The worker sees the reason above the form and delivers again.
    await reloadUntil(w, () => w.getByTestId('revision-request'));
    await status(w, '作業中').waitFor();
    await expect(w.getByTestId('revision-request').innerText()).resolves.toContain(REVISION_REASON);
    const workerStep = w.getByTestId('next-action');
    await workerStep.getByText('発注者から修正の依頼がありました。', { exact: false }).waitFor();
    await expect(workerStep.innerText()).resolves.not.toContain('仮払いが完了しました');
    await top(w);
    await shot(w, '10-deal-worker-revision-next-step');
    await checkLayout(w);
    await center(w, 'deliver-form');
    await shot(w, '10-deal-worker-revision');
    await w.getByLabel('納品メッセージ').fill(SECOND_DELIVERY);
    await w.getByTestId('deliver-form').getByRole('button', { name: '納品する' }).click();
    await w.getByRole('alertdialog').getByRole('button', { name: '納品する' }).click();
    await toast(w, '納品しました');
    await dialogClosed(w);
    await status(w, '納品済み・検収待ち').waitFor();
    await expect(w.getByTestId('delivery').innerText()).resolves.toContain('3枚目の明るさを調整しました。');

    // The client confirms (検収) in the dialog.
    await reloadUntil(c, () => c.getByTestId('delivery').getByText('3枚目の明るさを調整しました。', { exact: false }));
    await status(c, '納品済み・検収待ち').waitFor();
    await c.getByRole('button', { name: '検収する' }).click();
    const confirm = c.getByRole('alertdialog');
    await confirm.getByText('検収しますか？').waitFor();
    await expect(confirm.innerText()).resolves.toContain('報酬50,000円が中村 あかりさんへ支払われます');
    await settle(c);
    await shot(c, '10-deal-client-confirm-dialog');
    await confirm.getByRole('button', { name: '検収する' }).click();
    await toast(c, '検収しました');
    await dialogClosed(c);
    await status(c, '検収完了').waitFor();
    await c.getByText('検収が完了しました', { exact: true }).waitFor();
    await expect(c.getByRole('button', { name: '検収する' }).count()).resolves.toBe(0);
    await dismissToasts(c);
    await top(c);
    await checkLayout(c);
    await shot(c, '10-deal-client-completed');
    await c.getByLabel('進行状況').scrollIntoViewIfNeeded();
    await shot(c, '10-deal-client-completed-timeline');

    // The worker: 検収完了, and the reward waits for a payout account.
    await reloadUntil(w, () => status(w, '検収完了'));
    await w.getByTestId('payout-status').getByText('報酬を受け取るには受取口座の登録が必要です').waitFor();
    await expect(w.getByTestId('payout-status').innerText()).resolves.toContain('受取額45,000円');
    await checkLayout(w);
    await center(w, 'payout-status');
    await shot(w, '10-deal-worker-account-required');
    await client.context.close();
    await worker.context.close();
  }, 120_000);

  it('the worker registers a payout account on the onboarding page and is paid', async () => {
    const { page, context } = await phone(WORKER);
    await page.goto(workerContract(MAIN.id));
    await page.getByTestId('payout-status').getByRole('link', { name: '受取口座を登録する' }).click();
    await page.waitForURL('**/worker/mypage/account');
    await page.getByRole('heading', { name: '受取口座', exact: true }).waitFor();
    await page.locator('[data-status="none"]').getByText('未登録').waitFor();
    await checkLayout(page);
    await shot(page, '10-deal-worker-account-none');

    // Stripe's onboarding, locally: a prefilled Japanese form.
    await page.getByRole('button', { name: '受取口座を登録する' }).click();
    await onOnboardingPage(page);
    await expect(page.getByLabel('銀行名').inputValue()).resolves.toBe('サンプル銀行');
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page, STRIPE_PAGE_TAP_TARGETS);
    await shot(page, '10-deal-onboarding');
    await page.getByRole('button', { name: '登録する' }).click();

    // Back in the app: registered, the bank masked to its last 4 digits.
    await page.waitForURL((url) => url.pathname === '/worker/mypage/account' && url.search === '?stripe=return');
    await page.getByText('受取口座の登録が完了しました').waitFor();
    await page.locator('[data-status="success"]').getByText('登録済み').waitFor();
    const bank = page.getByTestId('bank-account');
    await bank.getByText('サンプル銀行').waitFor();
    await expect(bank.innerText()).resolves.toContain('口座番号 ****4567');
    await expect(bank.innerText()).resolves.not.toContain('1234567');
    await page.getByRole('button', { name: 'Stripe ダッシュボードを開く' }).waitFor();
    await checkLayout(page);
    await shot(page, '10-deal-worker-account-registered');

    // 報酬管理: this month's and the total earnings.
    await page.goto(webUrl('/worker/mypage/reward'));
    await page.getByRole('heading', { name: '報酬管理', exact: true }).waitFor();
    await page.getByTestId('reward-total').getByText('45,000円').waitFor();
    await expect(page.getByTestId('reward-this-month').innerText()).resolves.toContain('45,000円');
    // Nothing is held or waiting any more (the amount is the row's last line).
    await expect(page.getByTestId('reward-waiting').innerText()).resolves.toMatch(/\n0円$/);
    await expect(page.getByTestId('reward-held').innerText()).resolves.toMatch(/\n0円$/);
    await checkLayout(page);
    await shot(page, '10-deal-worker-reward');

    // 受取履歴: the transfer of this contract, 50,000 - 10 % = 45,000.
    await page.getByRole('link', { name: '受取履歴を見る' }).click();
    await page.waitForURL('**/worker/mypage/reward/history');
    const record = page.getByTestId('reward-record');
    await record.first().waitFor();
    await expect(record.count()).resolves.toBe(1);
    await expect(record.innerText()).resolves.toContain(MAIN.title);
    await record.locator('[data-status="transferred"]').getByText('送金済み').waitFor();
    await expect(amounts(page)).resolves.toEqual([
      '報酬（税込）',
      '50,000円',
      '手数料（税込）',
      '−5,000円',
      '受取額',
      '45,000円',
    ]);
    // When the money reaches the bank: estimated from the account's payout schedule until Stripe pays out.
    await record
      .getByTestId('bank-arrival')
      .getByText(/^(\d{4}年)?\d{1,2}月\d{1,2}日ごろ銀行口座に入金予定です/)
      .waitFor();
    await checkLayout(page);
    await shot(page, '10-deal-worker-reward-history');

    // The contract: 支払い完了, 送金しました.
    await record.getByRole('link').click();
    await page.waitForURL(`**/worker/project-managements/${MAIN.id}`);
    await status(page, '支払い完了').waitFor();
    await page
      .getByTestId('payout-status')
      .getByText(/^45,000円を送金しました（/)
      .waitFor();
    await page.getByTestId('next-action').getByText('報酬のお支払いが完了しました。お疲れさまでした').waitFor();
    await checkLayout(page);
    await center(page, 'payout-status');
    await shot(page, '10-deal-worker-paid-out');
    await context.close();
  });

  it('the client finds the payment in the payment history and opens its receipt', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(webUrl('/client/mypage'));
    await page.getByRole('link', { name: '支払い履歴' }).click();
    await page.waitForURL('**/client/mypage/account');
    await page.getByRole('heading', { name: '支払い履歴', exact: true }).waitFor();
    const card = page.getByTestId('payment-record');
    await card.first().waitFor();
    await expect(card.count()).resolves.toBe(1);
    const text = await card.innerText();
    expect(text).toContain(MAIN.title);
    expect(text).toContain('VISA ****4242');
    expect(text).toContain('50,000円');
    expect(text).toContain('受注者：中村 あかり');
    await checkLayout(page);
    await shot(page, '10-deal-client-payments');

    await page.getByRole('link', { name: `${MAIN.title}の領収書` }).click();
    await page.waitForURL(`**/client/mypage/account/receipts/${MAIN.id}`);
    await page.getByRole('article', { name: '領収書' }).waitFor();
    await expect(page.getByTestId('receipt-amount').innerText()).resolves.toBe('¥50,000-');
    await expect(page.getByTestId('receipt-addressee').innerText()).resolves.toBe('株式会社ソレイユ 様');
    const receipt = await page.getByRole('article', { name: '領収書' }).innerText();
    expect(receipt).toContain(`「${MAIN.title}」の業務委託報酬として`);
    expect(receipt).toContain('クレジットカード（VISA ****4242）');
    await page.getByRole('button', { name: '印刷する / PDFで保存' }).waitFor();
    await checkLayout(page);
    await shot(page, '10-deal-client-receipt');
    await page.getByRole('button', { name: '印刷する / PDFで保存' }).scrollIntoViewIfNeeded();
    await shot(page, '10-deal-client-receipt-bottom');
    await context.close();
  });
});

describe('a cancellation after payment', () => {
  it('the client pays, the worker asks to cancel, the client agrees: refunded on both sides', async () => {
    const client = await phone(REFUND_CLIENT);
    const worker = await phone(REFUND_WORKER);
    const c = client.page;
    const w = worker.page;

    await c.goto(clientContract(REFUND.id));
    await status(c, '仮払い待ち').waitFor();
    await payThroughCheckout(c, '10-deal-refund-client-paid');

    // The worker asks to cancel, with a reason.
    await w.goto(workerContract(REFUND.id));
    await status(w, '作業中').waitFor();
    await w.getByRole('button', { name: 'キャンセルを申請する' }).click();
    const form = w.getByRole('form', { name: 'キャンセルを申請する' });
    await form.getByText('キャンセルには発注者の同意が必要です。', { exact: false }).waitFor();
    await w.getByLabel('キャンセルの理由').fill(CANCEL_REASON);
    await expectTapTargets(w);
    await expectNoHorizontalOverflow(w);
    await form.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(w, '10-deal-refund-worker-request-form');
    await form.getByRole('button', { name: 'キャンセルを申請する' }).click();
    await toast(w, 'キャンセルを申請しました');
    await status(w, 'キャンセル申請中').waitFor();
    await w.getByTestId('cancel-request').getByText('キャンセルを申請しました', { exact: true }).waitFor();
    await dismissToasts(w);
    await checkLayout(w);
    await center(w, 'cancel-request');
    await shot(w, '10-deal-refund-worker-requested');

    // The client reads the request and agrees in the confirm dialog.
    await reloadUntil(c, () => status(c, 'キャンセル申請中'));
    const request = c.getByTestId('cancel-request');
    await request.getByText('受注者からキャンセルの申請があります').waitFor();
    await expect(request.innerText()).resolves.toContain(CANCEL_REASON);
    await checkLayout(c);
    await center(c, 'cancel-request');
    await shot(c, '10-deal-refund-client-request');
    await request.getByRole('button', { name: 'キャンセルに同意する' }).click();
    const dialog = c.getByRole('alertdialog');
    await dialog.getByText('キャンセルに同意しますか？').waitFor();
    await expect(dialog.innerText()).resolves.toContain('仮払いいただいた報酬36,000円は全額返金されます');
    await settle(c);
    await shot(c, '10-deal-refund-client-agree-dialog');
    await dialog.getByRole('button', { name: '同意する' }).click();
    await toast(c, 'キャンセルに同意しました');
    await dialogClosed(c);

    // The local stand-in confirms the refund (charge.refunded) at once: キャンセル, 返金済み.
    await reloadUntil(c, () => status(c, 'キャンセル'));
    await c
      .getByTestId('payment-status')
      .getByText(/^返金済み/)
      .waitFor();
    await expect(c.getByTestId('payment-status').innerText()).resolves.toContain(
      '仮払いいただいた36,000円をVISA ****4242へ返金しました',
    );
    await c.getByTestId('next-action').getByText('仮払いいただいた報酬は全額返金しました。').waitFor();
    await checkLayout(c);
    await top(c);
    await shot(c, '10-deal-refund-client-refunded');
    await c.getByLabel('進行状況').scrollIntoViewIfNeeded();
    await shot(c, '10-deal-refund-client-timeline');

    await reloadUntil(w, () => status(w, 'キャンセル'));
    await w
      .getByTestId('payment-status')
      .getByText(/^返金済み/)
      .waitFor();
    await expect(w.getByTestId('payment-status').innerText()).resolves.toContain(
      'キャンセルにより、発注者へ36,000円を返金しました。',
    );
    await w.getByTestId('next-action').getByText('この契約はキャンセルされました').waitFor();
    await expect(w.getByRole('button', { name: 'キャンセルを申請する' }).count()).resolves.toBe(0);
    await checkLayout(w);
    await top(w);
    await shot(w, '10-deal-refund-worker-refunded');

    // The worker's applications read the cancellation, never 採用されました.
    await w.goto(webUrl('/worker/projects?tab=applied'));
    const application = w.getByTestId('application-card').filter({ hasText: REFUND.title });
    await application.getByText('この契約はキャンセルされました', { exact: true }).waitFor();
    await expect(application.innerText()).resolves.not.toContain('採用されました');
    await checkLayout(w);
    await application.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(w, '10-deal-refund-worker-application-cancelled');

    // The place the cancellation freed: the job stays closed until the client answers, asked on the
    // cancelled contract and on the job; the applicants page agrees (キャンセル, 採用 0/1人).
    await c.getByTestId('reopen-prompt').getByText('募集を再開しますか？').waitFor();
    await center(c, 'reopen-prompt');
    await shot(c, '10-deal-refund-client-reopen-prompt');
    await c.goto(webUrl(`/client/products/${REFUND.id}-job/application`));
    await c.getByTestId('applicant-note').filter({ hasText: 'この契約はキャンセルされました' }).waitFor();
    await checkLayout(c);
    await shot(c, '10-deal-refund-client-applicants');
    await c.goto(webUrl(`/client/products/${REFUND.id}-job`));
    await c.getByText('応募 1人・採用 0/1人', { exact: true }).waitFor();
    const prompt = c.getByTestId('reopen-prompt');
    await prompt.getByRole('button', { name: 'このまま締め切る' }).click();
    await toast(c, '募集は締め切ったままにしました');
    await prompt.waitFor({ state: 'detached' });
    await c.getByText('募集を締め切っています。', { exact: false }).first().waitFor();
    await dismissToasts(c);
    await checkLayout(c);
    await top(c);
    await shot(c, '10-deal-refund-client-job-kept-closed');

    // The payment history marks it 返金済み.
    await c.goto(webUrl('/client/mypage/account'));
    const card = c.getByTestId('payment-record');
    await card.first().waitFor();
    await card.getByText('返金済み', { exact: true }).waitFor();
    await shot(c, '10-deal-refund-client-payments');
    await client.context.close();
    await worker.context.close();
  }, 120_000);

  it('a refused cancellation: both sides read one held state, with nothing that says otherwise', async () => {
    const client = await phone(HOLD_CLIENT);
    const worker = await phone(HOLD_WORKER);
    const c = client.page;
    const w = worker.page;

    await c.goto(clientContract(HOLD.id));
    await status(c, '仮払い待ち').waitFor();
    await payThroughCheckout(c);

    // The client asks to cancel; the worker refuses.
    await c.getByRole('button', { name: 'キャンセルを申請する' }).click();
    await c.getByLabel('キャンセルの理由').fill('店舗の改装が延期になったため、撮影を取りやめたいです。');
    await c.getByRole('form', { name: 'キャンセルを申請する' }).getByRole('button', { name: 'キャンセルを申請する' }).click();
    await toast(c, 'キャンセルを申請しました');

    await w.goto(workerContract(HOLD.id));
    await status(w, 'キャンセル申請中').waitFor();
    await w.getByTestId('cancel-request').getByRole('button', { name: '拒否する' }).click();
    await w.getByLabel('拒否する理由').fill('撮影の準備を終えているため、予定どおり進めたいです。');
    await w.getByRole('button', { name: '拒否する', exact: true }).last().click();
    await toast(w, 'キャンセル申請を拒否しました');

    // Both read the hold: why, what is paused, the money, where to ask; no step or button says otherwise.
    for (const [page, name] of [
      [w, 'worker'],
      [c, 'client'],
    ] as const) {
      await reloadUntil(page, () => page.getByTestId('dispute'));
      const notice = page.getByTestId('dispute');
      await notice.getByText('運営が確認中です').waitFor();
      await expect(notice.innerText()).resolves.toContain('キャンセル申請が拒否されたため、運営が確認しています');
      await expect(notice.innerText()).resolves.toContain('40,000円は運営がお預かりしたままです');
      await expect(notice.getByRole('link', { name: '運営に問い合わせる' }).getAttribute('href')).resolves.toBe(
        `/${name}/mypage/contact`,
      );
      await expect(page.getByTestId('next-action').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: /納品|検収|キャンセルを申請する/ }).count()).resolves.toBe(0);
      await dismissToasts(page);
      await checkLayout(page);
      await top(page);
      await shot(page, `10-deal-hold-${name}`);
    }

    // The room's header agrees.
    await w.goto(webUrl(`/worker/messages/${HOLD.id}`));
    await w.getByTestId('contract-hint').getByText('運営が確認中です。手続きと送金・返金は一時停止しています').waitFor();
    await shot(w, '10-deal-hold-worker-room');
    // お問い合わせ opens.
    await c.getByTestId('dispute').getByRole('link', { name: '運営に問い合わせる' }).click();
    await c.waitForURL((url) => url.pathname === '/client/mypage/contact');

    // An admin resolves the hold at 1280x800 with a partial refund (docs/product/money.md#partial-refund-by-an-admin).
    const adminId = uniqueUser('admin');
    await grantAdmin(adminId);
    const admin = await desktop({ userId: adminId, displayName: '運営 管理者' });
    const a = admin.page;
    await a.goto(webUrl('/console/money'));
    await a.getByRole('heading', { name: 'お金の確認', exact: true }).waitFor();
    const item = a.getByRole('article', { name: `${HOLD.title}（${HOLD.id}）` });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('撮影の準備を終えているため、予定どおり進めたいです。');
    await shot(a, '10-deal-hold-console-queue');
    await item.getByRole('button', { name: '一部返金' }).click();
    await item.getByLabel('返金額（円）').fill('10000');
    await item.getByText('¥30,000').first().waitFor();
    await item.getByLabel('理由').fill('撮影の準備費用を考慮し、仮払い金のうち1万円を返金して取引を完了します。');
    await shot(a, '10-deal-hold-console-partial-refund');
    await item.getByRole('button', { name: '一部返金の内容を確認する' }).click();
    const confirm = a.getByRole('alertdialog');
    await confirm.getByText('¥10,000を一部返金しますか？').waitFor();
    await confirm.getByRole('button', { name: '一部返金' }).click();
    await a.getByText(`${HOLD.title}：¥10,000を返金し、取引を完了しました。`, { exact: false }).waitFor();
    await item.waitFor({ state: 'detached' });
    await shot(a, '10-deal-hold-console-resolved');
    await admin.context.close();

    // Both parties read the outcome: the hold is gone, the room says what was refunded and paid.
    const decided = '運営の判断により、仮払い金のうち10,000円を発注者へ返金します。';
    for (const [page, name] of [
      [c, 'client'],
      [w, 'worker'],
    ] as const) {
      await page.goto(webUrl(`/${name}/project-managements/${HOLD.id}`));
      await reloadUntil(page, () => page.getByTestId('contract-status').getByText(/検収完了|支払い完了/));
      await expect(page.getByTestId('dispute').count()).resolves.toBe(0);
      await checkLayout(page);
      await top(page);
      await shot(page, `10-deal-hold-resolved-${name}`);
      await page.goto(webUrl(`/${name}/messages/${HOLD.id}`));
      await page.getByTestId('system-message').filter({ hasText: decided }).waitFor();
      await page.getByTestId('system-message').filter({ hasText: decided }).scrollIntoViewIfNeeded();
      await shot(page, `10-deal-hold-resolved-${name}-room`);
    }
    await client.context.close();
    await worker.context.close();
  }, 180_000);
});
