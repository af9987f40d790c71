/**
 * The marketplace, client side (docs/product/screens.md#client): every client screen at 375x667 as a seeded salon
 * (functions/src/local/seedMarketplace.ts: Udemo-client-lumiere), posting a job (validation errors first), stop / reopen / edit, declining an applicant,
 * the contract's next step and the worker search.
 */
import type { Page } from 'playwright-core';
import { todayJst } from '@common/schemas/marketplace';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, settle, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

/** 株式会社ルミエール: published jobs with and without applicants, an awaiting-payment and a cancelled contract. */
const CLIENT = 'Udemo-client-lumiere';
const JOB_WITH_APPLICANTS = 'ヘアカタログ撮影（新作スタイル10点）';
const AWAITING_PAYMENT = 'スタッフプロフィール写真の撮影（6名）';

afterAll(closeBrowser);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ja = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/** Scroll an element to the middle of the screen at once (no smooth scrolling mid-screenshot). */
const reveal = (page: Page, text: string) =>
  page
    .getByText(text)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

async function checkLayout(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

describe('the client screens', () => {
  it('shows my jobs, a job, its applicants (declining one), contracts and a worker profile', async () => {
    const { page, context } = await phone({ userId: CLIENT, displayName: '山本 ルミエール' });

    // My published jobs, with applicant counts and the create button.
    await page.goto(webUrl('/client/products'));
    await page.getByRole('heading', { name: '掲載案件' }).waitFor();
    await page.getByTestId('job-card').first().waitFor();
    const card = page.getByTestId('job-card').filter({ hasText: JOB_WITH_APPLICANTS });
    await expect(card.getByText('・応募 3人').isVisible()).resolves.toBe(true);
    await expect(card.getByText('募集中').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '案件を作成する' }).isVisible()).resolves.toBe(true);
    await checkLayout(page);
    await shot(page, '04-client-products');

    // Stopped jobs: none yet, with a helpful empty state.
    await page.getByRole('link', { name: '停止中' }).click();
    await page.waitForURL('**/client/products/stop');
    await page.getByText('停止中の案件はありません').waitFor();
    await shot(page, '04-client-products-stop-empty');

    // A job's detail.
    await page.getByRole('link', { name: '掲載中' }).click();
    await page.getByRole('link', { name: JOB_WITH_APPLICANTS }).click();
    await page.getByRole('heading', { name: JOB_WITH_APPLICANTS }).waitFor();
    await expect(page.getByText('応募 3人・採用 0/1人').isVisible()).resolves.toBe(true);
    await expect(page.getByText('80,000円（1人あたり・税込）').isVisible()).resolves.toBe(true);
    await checkLayout(page);
    await shot(page, '04-client-job-detail');

    // Its applicants: decline one.
    await page.getByRole('link', { name: /応募者を見る/ }).click();
    await page.getByRole('heading', { name: '応募者一覧' }).waitFor();
    await page.getByTestId('applicant-card').first().waitFor();
    await expect(page.getByTestId('applicant-card').count()).resolves.toBe(3);
    await checkLayout(page);
    await shot(page, '04-client-applicants');

    const suzuki = page.getByRole('article', { name: '鈴木 あおいさんの応募' });
    await suzuki.getByRole('button', { name: '不採用にする' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('鈴木 あおいさんを不採用にしますか？').waitFor();
    await settle(page);
    await shot(page, '04-client-decline-confirm');
    await dialog.getByRole('button', { name: '不採用にする' }).click();
    await toast(page, '不採用にしました');
    await suzuki.locator('[data-status="declined"]').waitFor();
    await expect(suzuki.getByRole('button', { name: '不採用にする' }).count()).resolves.toBe(0);
    await suzuki.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await settle(page);
    await shot(page, '04-client-applicant-declined');

    // The decline holds after a reload.
    await page.reload();
    await page.getByRole('article', { name: '鈴木 あおいさんの応募' }).locator('[data-status="declined"]').waitFor();

    // Accept another: the contract opens, with a link to it.
    const sato = page.getByRole('article', { name: '佐藤 健太さんの応募' });
    await sato.getByRole('button', { name: '採用する' }).click();
    await page.getByRole('alertdialog').getByText('佐藤 健太さんを採用しますか？').waitFor();
    await settle(page);
    await shot(page, '04-client-accept-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: '採用する' }).click();
    await toast(page, '採用しました。契約が成立しました');
    await page.getByText('佐藤 健太さんとの契約が成立しました').waitFor();
    await sato.locator('[data-status="accepted"]').waitFor();
    // The only place is filled: nobody else can be accepted now.
    await page.getByText('募集人数に達したため、これ以上採用できません。').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await shot(page, '04-client-applicant-accepted');

    // An applicant's public profile, and back to the applicants.
    await page
      .getByRole('link', { name: /佐藤 健太/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '佐藤 健太' }).waitFor();
    await page.getByText('ブライダル前撮りプラン').waitFor();
    await checkLayout(page);
    await shot(page, '04-client-worker-profile');
    await page.getByRole('link', { name: '戻る' }).click();
    await page.getByRole('heading', { name: '応募者一覧' }).waitFor();

    // The new contract, from the accepted applicant's card.
    await page.getByRole('link', { name: '契約を見る' }).first().click();
    await page.getByRole('heading', { name: '契約詳細' }).waitFor();
    await page.getByRole('heading', { name: JOB_WITH_APPLICANTS }).waitFor();
    await page.getByText('次のステップ：仮払いのお手続き').waitFor();

    // Ongoing contracts, and the one awaiting payment.
    await page.getByRole('link', { name: '案件管理' }).click();
    await page.waitForURL('**/client/project-managements');
    await page.getByTestId('contract-card').first().waitFor();
    await checkLayout(page);
    await shot(page, '04-client-contracts');
    await page.getByRole('link', { name: AWAITING_PAYMENT }).click();
    await page.getByRole('heading', { name: '契約詳細' }).waitFor();
    await page.getByText('次のステップ：仮払いのお手続き').waitFor();
    await expect(page.getByText('株式会社スタジオ光').first().isVisible()).resolves.toBe(true);
    // The timeline opens with 契約成立; the payment is still to come. It is in the page's lazy lower part:
    // wait for it (a snapshot of isVisible() raced its chunk on a busy run).
    await page.getByLabel('進行状況').getByText('契約成立', { exact: true }).waitFor();
    // The way to pay (docs/product/money.md#payment): the checkout is opened by this button (deal.e2e.ts pays;
    // this journey only looks).
    await expect(page.getByRole('button', { name: '仮払いへ進む' }).isVisible()).resolves.toBe(true);
    await checkLayout(page);
    await shot(page, '04-client-contract-detail');
    // The same breakdown the worker sees (docs/product/money.md#fee): the client pays the reward, the fee comes off
    // the worker's side.
    const rows = (await page.getByTestId('fee-breakdown').locator('dl').innerText()).split(/\n+/);
    expect(rows).toEqual(['報酬（税込）', '30,000円', '手数料（10%・税込）', '−3,000円', '受注者の受取額', '27,000円']);
    await reveal(page, '報酬の内訳');
    await shot(page, '04-client-contract-fee');
    await reveal(page, '報酬の支払い完了');
    await shot(page, '04-client-contract-timeline');
    await page.getByRole('button', { name: 'この契約をキャンセルする' }).click();
    await page.getByRole('alertdialog').getByText('契約をキャンセルしますか？').waitFor();
    await settle(page);
    await shot(page, '04-client-contract-cancel-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: '戻る' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

    // Finished contracts: the cancelled one.
    await page.goto(webUrl('/client/project-managements/finish'));
    await page.getByTestId('contract-card').first().waitFor();
    await expect(page.getByTestId('contract-card').locator('[data-status="cancelled"]').count()).resolves.toBeGreaterThan(0);
    await shot(page, '04-client-contracts-finished');
    await context.close();
  });

  it('finds workers by skill and opens a profile', async () => {
    const { page, context } = await phone({ userId: CLIENT });
    await page.goto(webUrl('/client/search'));
    await page.getByRole('heading', { name: '受注者をさがす' }).waitFor();
    await checkLayout(page);
    await shot(page, '04-client-search');

    await page.getByLabel('スキル').fill('ブライダル撮影');
    await page.getByRole('button', { name: 'この条件で検索する' }).click();
    await page.waitForURL(/\/client\/search\/result\?skill=/);
    await page.getByTestId('worker-card').first().waitFor();
    await page.getByText('スキル：ブライダル撮影').waitFor();
    const names = await page.getByTestId('worker-card').allInnerTexts();
    expect(names.join('\n')).toContain('佐藤 健太');
    await checkLayout(page);
    await shot(page, '04-client-search-result');

    // No match: the empty state leads back to the conditions.
    await page.goto(webUrl('/client/search/result?q=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E8%A8%80%E8%91%89xyz'));
    await page.getByText('条件に合う受注者が見つかりませんでした').waitFor();
    await shot(page, '04-client-search-empty');
    await page.getByRole('link', { name: '条件を変えて検索する' }).click();
    await page.waitForURL('**/client/search');

    await page.getByRole('link', { name: 'すべての受注者を見る' }).click();
    await page.getByTestId('worker-card').first().waitFor();
    await page.getByRole('link', { name: '佐藤 健太さんのプロフィール' }).click();
    await page.getByRole('heading', { name: '佐藤 健太' }).waitFor();
    await page
      .getByRole('heading', { name: '出品サービス' })
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await shot(page, '04-client-worker-profile-listings');
    await page.getByRole('link', { name: '戻る' }).click();
    await page.waitForURL('**/client/search/result');
    await context.close();
  });

  it('posts a job after fixing validation errors, then stops, reopens and edits it', async () => {
    const { page, context } = await phone({ userId: CLIENT });
    await page.goto(webUrl('/client/products'));
    await page.getByRole('link', { name: '案件を作成する' }).click();
    await page.waitForURL('**/client/project-managements/new');
    await page.getByRole('heading', { name: '案件を作成する' }).waitFor();
    await checkLayout(page);
    await shot(page, '04-client-new-job');

    // Everything empty: the schema's messages under the fields.
    await page.getByRole('button', { name: 'この内容で公開する' }).click();
    await page.getByText('1文字以上で入力してください').first().waitFor();
    await expect(page.getByText('1文字以上で入力してください').count()).resolves.toBe(2);
    await expect(page.getByText('入力してください', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('日付を選択してください').count()).resolves.toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, '04-client-new-job-errors');

    // Onsite without an address, a reward below the minimum, delivery before the deadline.
    const deadline = addDays(todayJst(), 10);
    const delivery = addDays(deadline, 14);
    await page.getByLabel('案件タイトル').fill(`E2E ヘアカタログ撮影 ${Date.now().toString(36)}`);
    await page.getByLabel('依頼内容').fill('新作スタイル5点の撮影をお願いします。\nレタッチ込みでJPEG納品を希望します。');
    await page.getByLabel('報酬（1人あたり・税込）').fill('500');
    await page.getByLabel('応募締切日').fill(deadline);
    await page.getByLabel('納期').fill(addDays(deadline, -1));
    // A new job starts as 現地 at the salon's address: the address is emptied to see the rule.
    await page.getByText('現地', { exact: true }).click();
    await page.getByLabel('住所').fill('');
    await page.getByRole('button', { name: 'この内容で公開する' }).click();
    await page.getByText('1,000円以上で入力してください').waitFor();
    await page.getByText('応募締切日以降の日付を選択してください').waitFor();
    await page.getByText('現地の場合は住所を入力してください').waitFor();
    await reveal(page, '1,000円以上で入力してください');
    await shot(page, '04-client-new-job-errors-2');

    // Now valid: reward typed with full-width digits and a comma, one skill, two people.
    await page.getByLabel('報酬（1人あたり・税込）').fill('４５,０００');
    await page.getByLabel('納期').fill(delivery);
    await page.getByLabel('住所').fill('東京都渋谷区神宮前5-2-10');
    await page.getByLabel('求めるスキル').fill('ヘアカタログ撮影');
    await page.getByRole('button', { name: '追加', exact: true }).click();
    await page.getByRole('button', { name: 'ヘアカタログ撮影を削除' }).waitFor();
    await page.getByLabel('募集人数').selectOption('2');
    await expect(page.getByText(`${ja(deadline)}（`).isVisible()).resolves.toBe(true);
    await checkLayout(page);
    await shot(page, '04-client-new-job-filled');

    // A reload keeps the draft, and 戻る asks before leaving it.
    const typedTitle = await page.getByLabel('案件タイトル').inputValue();
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByTestId('draft-notice').getByText('前回の下書きを復元しました').waitFor();
    await expect(page.getByLabel('案件タイトル').inputValue()).resolves.toBe(typedTitle);
    await expect(page.getByLabel('住所').inputValue()).resolves.toBe('東京都渋谷区神宮前5-2-10');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, '04-client-new-job-draft-restored');
    await page.getByRole('link', { name: '戻る' }).click();
    const leave = page.getByRole('alertdialog');
    await leave.getByText('入力中の内容があります').waitFor();
    await settle(page);
    await shot(page, '04-client-new-job-leave-dialog');
    await leave.getByRole('button', { name: '入力を続ける' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/client/project-managements/new');
    await page.getByRole('button', { name: 'この内容で公開する' }).click();
    await toast(page, '案件を公開しました');
    await page.waitForURL(/\/client\/products\/[^/]+$/);
    await settle(page);
    await page.getByText('45,000円（1人あたり・税込）').waitFor();
    await expect(page.getByText(ja(delivery)).isVisible()).resolves.toBe(true);
    await expect(page.getByText('2人（採用 0人）').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-status="published"]').isVisible()).resolves.toBe(true);
    await shot(page, '04-client-job-posted');
    const jobUrl = page.url();

    // Stop (confirm), find it under 停止中, reopen.
    await page.getByRole('button', { name: '募集を停止する' }).click();
    await page.getByRole('alertdialog').getByText('募集を停止しますか？').waitFor();
    await settle(page);
    await shot(page, '04-client-job-stop-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: '停止する' }).click();
    await toast(page, '募集を停止しました');
    await page.locator('[data-status="stopped"]').waitFor();
    await page.getByText('この案件は募集を停止しています', { exact: false }).waitFor();
    await dismissToasts(page);
    await shot(page, '04-client-job-stopped');

    await page.goto(webUrl('/client/products/stop'));
    await page.getByTestId('job-card').first().waitFor();
    await expect(page.getByTestId('job-card').filter({ hasText: 'E2E ヘアカタログ撮影' }).count()).resolves.toBe(1);
    await shot(page, '04-client-products-stop');
    await page.getByTestId('job-card').filter({ hasText: 'E2E ヘアカタログ撮影' }).getByRole('link').click();
    await page.getByRole('button', { name: '募集を再開する' }).click();
    await toast(page, '募集を再開しました');
    await page.locator('[data-status="published"]').waitFor();

    // Edit: the form comes back filled in; change the title and the reward.
    await page.getByRole('button', { name: '案件を編集する' }).click();
    await page.getByRole('heading', { name: '案件を編集する' }).waitFor();
    await expect(page.getByLabel('報酬（1人あたり・税込）').inputValue()).resolves.toBe('45000');
    await page.getByLabel('案件タイトル').fill('E2E ヘアカタログ撮影（編集済み）');
    await page.getByLabel('報酬（1人あたり・税込）').fill('50000');
    await page.evaluate(() => window.scrollTo(0, 0));
    await dismissToasts(page);
    await shot(page, '04-client-job-edit');
    await page.getByRole('button', { name: '変更を保存する' }).click();
    await toast(page, '案件を更新しました');
    await page.getByRole('heading', { name: 'E2E ヘアカタログ撮影（編集済み）' }).waitFor();
    await page.getByText('50,000円（1人あたり・税込）').waitFor();
    expect(page.url()).toBe(jobUrl);

    // No applicants yet: the empty state says what happens next.
    await page.getByRole('link', { name: /応募者を見る/ }).click();
    await page.getByText('まだ応募はありません').waitFor();
    await dismissToasts(page);
    await shot(page, '04-client-applicants-empty');

    // Leave no extra open job behind for the other journeys' open-job lists.
    await page.goto(jobUrl);
    await page.getByRole('button', { name: '募集を停止する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停止する' }).click();
    await toast(page, '募集を停止しました');
    await context.close();
  });
});
