/**
 * The marketplace, worker side (docs/product/screens.md#worker): every worker screen at 375x667 as a seeded
 * photographer (functions/src/local/seedE2e.ts) with open jobs to page through, two contracts and two listings.
 */
import type { Page } from 'playwright-core';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

const WORKER = 'Ue2e-screens-worker';

afterAll(closeBrowser);

/** The 報酬 / 手数料 / 受取額 rows as one line each (label, amount). */
const breakdown = async (page: Page) => (await page.getByTestId('fee-breakdown').locator('dl').innerText()).split(/\n+/);

/** Scroll an element to the middle of the screen at once (no smooth scrolling mid-screenshot). */
const center = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

/** A confirm dialog has finished closing (its fade-out would blur the screenshot). */
const dialogClosed = (page: Page) => page.getByRole('alertdialog').waitFor({ state: 'detached' });

describe('the worker screens', () => {
  it('lists open jobs, pages, shows a job and applies (with a validation error), then withdraws', async () => {
    const { page, context } = await phone({ userId: WORKER, displayName: '佐々木 みく' });
    // The first page of jobs and the tab bar's badges come with the session (docs/product/api.md#session-preload),
    // so the API is asked once (POST /liff/session/verify) before the first card, and nothing waits for Firebase.
    const apiGets: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname.startsWith('/liff/')) apiGets.push(url.pathname + url.search);
    });
    await page.goto(webUrl('/worker/projects'));
    await page.getByRole('heading', { name: '案件をさがす' }).waitFor();
    await page.getByTestId('job-card').first().waitFor();
    expect(apiGets).toEqual([]);
    // Newest first: the seeded jobs were posted a minute apart, （1） last.
    const titles = await page.getByTestId('job-card').locator('p').allInnerTexts();
    expect(titles.join('\n')).toContain('（1）');
    await expect(page.getByTestId('job-card').count()).resolves.toBe(20);
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await shot(page, '04-worker-projects');

    await page.getByRole('button', { name: 'もっと見る' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length > 20);
    // The next page is asked for with the ID token Firebase got after the first paint.
    expect(apiGets.filter((p) => p.startsWith('/liff/jobs'))).toEqual([expect.stringMatching(/^\/liff\/jobs\?cursor=/)]);
    await page.getByTestId('job-card').last().scrollIntoViewIfNeeded();
    await shot(page, '04-worker-projects-more');

    // The worker's applications: the two seeded hires.
    await page.getByRole('tab', { name: '応募した案件' }).click();
    await page.getByTestId('application-card').first().waitFor();
    await expect(page.getByTestId('application-card').count()).resolves.toBe(2);
    await expect(page.getByTestId('application-card').first().getByText('採用', { exact: true }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe('?tab=applied');
    await shot(page, '04-worker-my-applications');

    // A job's detail.
    await page.getByRole('tab', { name: '募集中の案件' }).click();
    await page.getByRole('link', { name: '【横浜】店内・外観の撮影（2）' }).click();
    await page.waitForURL('**/worker/projects/e2e-screens-job-02');
    await page.getByRole('heading', { name: '案件の詳細' }).waitFor();
    await page.getByTestId('job-reward').waitFor();
    await expect(page.getByTestId('job-reward').innerText()).resolves.toBe('20,000円');
    // What the worker would receive, before applying (docs/product/money.md#fee: 10 % fee, rounded down).
    await expect(breakdown(page)).resolves.toEqual([
      '報酬（税込）',
      '20,000円',
      '手数料（10%・税込）',
      '−2,000円',
      '受取額',
      '18,000円',
    ]);
    await expect(page.getByTestId('client-profile').getByText('ネイルサロン ポラリス').isVisible()).resolves.toBe(true);
    // The client's introduction keeps its line breaks and shows no markup.
    const intro = await page.getByTestId('client-profile').innerText();
    expect(intro).toContain('横浜のネイルサロンです。\nデザイン写真');
    expect(intro).not.toContain('<br>');
    await expectNoHorizontalOverflow(page);
    await shot(page, '04-worker-job-detail');
    await page.getByTestId('client-profile').scrollIntoViewIfNeeded();
    await shot(page, '04-worker-job-detail-client');

    // Apply: an empty message is refused under the field.
    await page.getByRole('link', { name: '応募する' }).click();
    await page.waitForURL('**/worker/projects/application/e2e-screens-job-02');
    await page.getByTestId('job-summary').waitFor();
    await shot(page, '04-worker-apply');
    await page.getByRole('button', { name: '応募する' }).click();
    await page.getByText('1文字以上で入力してください').waitFor();
    await shot(page, '04-worker-apply-validation');

    await page.getByLabel('応募メッセージ').fill('はじめまして。ネイル撮影を得意としています。\n平日の日中に伺えます。');
    await page.getByRole('button', { name: '応募する' }).click();
    await toast(page, '応募しました');
    await page.waitForURL('**/worker/projects/e2e-screens-job-02');
    await page.getByTestId('my-application').getByText('選考中', { exact: true }).waitFor();
    await expect(page.getByTestId('apply-disabled-reason').innerText()).resolves.toContain('応募済み');
    await shot(page, '04-worker-job-applied');

    // Withdraw, confirmed in a dialog.
    await page.getByRole('button', { name: '応募を取り下げる' }).click();
    await page.getByRole('alertdialog').getByText('応募を取り下げますか？').waitFor();
    await shot(page, '04-worker-withdraw-confirm');
    await dismissToasts(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '取り下げる' }).click();
    await toast(page, '応募を取り下げました');
    await dialogClosed(page);
    await page.getByTestId('my-application').getByText('取り下げ', { exact: true }).waitFor();
    await expect(page.getByTestId('apply-disabled-reason').innerText()).resolves.toBe('応募を取り下げた案件には再応募できません');
    await shot(page, '04-worker-job-withdrawn');

    // A job that does not exist (or was stopped): a way back instead of a retry.
    await page.goto(webUrl('/worker/projects/no-such-job'));
    await page.getByText('案件が見つかりません').waitFor();
    await shot(page, '04-worker-job-not-found');
    await page.getByRole('link', { name: '案件一覧へ' }).click();
    await page.waitForURL('**/worker/projects');
    await context.close();
  });

  it('searches jobs by keyword, skill and reward range', async () => {
    const { page, context } = await phone({ userId: WORKER });
    await page.goto(webUrl('/worker/projects'));
    await page.getByRole('link', { name: '案件を検索する' }).click();
    await page.getByRole('heading', { name: '案件を検索' }).waitFor();
    await expectTapTargets(page);
    await shot(page, '04-worker-search');

    // A range upside down is refused.
    await page.getByLabel('報酬の下限').fill('50000');
    await page.getByLabel('報酬の上限').fill('10000');
    await page.getByRole('button', { name: 'この条件で検索する' }).click();
    await page.getByText('下限以上の金額を入力してください').waitFor();
    await shot(page, '04-worker-search-validation');

    await page.getByLabel('報酬の上限').fill('');
    await page.getByLabel('キーワード').fill('店内');
    // The worker's own skills are offered as chips.
    await page.getByRole('button', { name: 'ネイル撮影' }).click();
    await page.getByRole('button', { name: 'この条件で検索する' }).click();
    await page.waitForURL('**/worker/search/result?**');
    await page.getByRole('heading', { name: '検索結果' }).waitFor();
    const criteria = await page.getByTestId('search-criteria').innerText();
    expect(criteria).toContain('「店内」');
    expect(criteria).toContain('ネイル撮影');
    expect(criteria).toContain('50,000円〜');
    await page.getByTestId('job-card').first().waitFor();
    // Only jobs matching all three: 店内 in the title, the skill, at least 50,000 yen.
    const cards = await page.getByTestId('job-card').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c).toContain('店内');
      const yen = Number(/([\d,]+)円/.exec(c)?.[1].replace(/,/g, ''));
      expect(yen).toBeGreaterThanOrEqual(50_000);
    }
    await expectNoHorizontalOverflow(page);
    await shot(page, '04-worker-search-result');

    // No match: an empty state that leads back to the criteria, kept in the URL.
    await page.goto(webUrl('/worker/search/result?q=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E6%A1%88%E4%BB%B6'));
    await page.getByText('条件に合う案件が見つかりませんでした').waitFor();
    await shot(page, '04-worker-search-empty');
    await page.getByRole('link', { name: '条件を変更する' }).click();
    await page.waitForURL('**/worker/search?q=**');
    await expect(page.getByLabel('キーワード').inputValue()).resolves.toBe('存在しない案件');
    await context.close();
  });

  it('publishes, edits, stops and reopens a listing', async () => {
    const { page, context } = await phone({ userId: WORKER });
    await page.goto(webUrl('/worker/products'));
    await page.getByRole('heading', { name: '出品管理' }).waitFor();
    await page.getByTestId('listing-card').first().waitFor();
    await expect(page.getByTestId('listing-card').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('ネイルデザイン撮影'),
    ]);
    await expectTapTargets(page);
    await shot(page, '04-worker-listings');

    await page.getByRole('link', { name: '停止中' }).click();
    await page.waitForURL('**/worker/products/stop');
    await page.getByText('店内・外観撮影パック').waitFor();
    await shot(page, '04-worker-listings-stopped');

    // New: validation messages of listingInputSchema, then a valid listing.
    await page.goto(webUrl('/worker/products/new'));
    await page.getByRole('heading', { name: 'サービスを出品する' }).waitFor();
    await page.getByRole('button', { name: '出品する' }).click();
    await page.getByText('1文字以上で入力してください').first().waitFor();
    await page.getByText('入力してください', { exact: true }).waitFor();
    await page.getByLabel('価格（税込）').fill('100');
    await page.getByRole('button', { name: '出品する' }).click();
    await page.getByText('500円以上で入力してください').waitFor();
    await shot(page, '04-worker-listing-new-validation');

    await page.getByLabel('タイトル').fill('ヘアスタイル撮影（5スタイル）');
    await page.getByLabel('サービス内容').fill('サロンでヘアスタイル写真を撮影します。\nレタッチ込みで3日以内に納品します。');
    await page.getByLabel('価格（税込）').fill('１５，０００');
    await shot(page, '04-worker-listing-new-filled');
    await page.getByRole('button', { name: '出品する' }).click();
    await toast(page, '出品しました');
    await page.waitForURL(/\/worker\/products\/(?!new)[^/]+$/);
    await page.getByText('15,000円').waitFor();
    await page.getByText('公開中').waitFor();
    await shot(page, '04-worker-listing-detail');

    // Edit.
    await dismissToasts(page);
    await page.getByRole('button', { name: '編集する' }).click();
    await page.getByRole('heading', { name: '出品を編集' }).waitFor();
    await expect(page.getByLabel('サービス内容').inputValue()).resolves.toContain('\nレタッチ込み');
    await page.getByLabel('タイトル').fill('ヘアスタイル撮影（8スタイル）');
    await shot(page, '04-worker-listing-edit');
    await dismissToasts(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await toast(page, '出品を更新しました');
    await page.getByText('ヘアスタイル撮影（8スタイル）').waitFor();

    // Stop (confirmed), then reopen.
    await page.getByRole('button', { name: '公開を停止する' }).click();
    await page.getByRole('alertdialog').getByText('公開を停止しますか？').waitFor();
    await shot(page, '04-worker-listing-stop-confirm');
    await dismissToasts(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '停止する' }).click();
    await toast(page, '出品を停止しました');
    await dialogClosed(page);
    await page.getByText('停止中', { exact: true }).waitFor();
    await shot(page, '04-worker-listing-stopped');
    await page.getByRole('button', { name: '公開を再開する' }).click();
    await toast(page, '出品を再開しました');
    await page.getByText('公開中', { exact: true }).waitFor();

    await page.goto(webUrl('/worker/products'));
    await page.getByText('ヘアスタイル撮影（8スタイル）').waitFor();
    await context.close();
  });

  it('shows ongoing and finished contracts and cancels one', async () => {
    const { page, context } = await phone({ userId: WORKER });
    await page.goto(webUrl('/worker/project-managements'));
    await page.getByRole('heading', { name: '案件管理' }).waitFor();
    await page.getByTestId('contract-card').first().waitFor();
    await expect(page.getByTestId('contract-card').count()).resolves.toBe(1);
    await expect(page.getByTestId('contract-card').innerText()).resolves.toContain('仮払い待ち');
    await expectTapTargets(page);
    await shot(page, '04-worker-contracts');

    await page.getByRole('link', { name: 'ネイルサロン ポラリス 新作デザイン撮影' }).click();
    await page.waitForURL('**/worker/project-managements/e2e-screens-contract-ongoing');
    await page.getByTestId('next-action').getByText('発注者の仮払いをお待ちください').waitFor();
    await expect(page.getByTestId('contract-reward').innerText()).resolves.toBe('40,000円');
    await expect(page.getByTestId('client-profile').getByText('ネイルサロン ポラリス').isVisible()).resolves.toBe(true);
    await expectNoHorizontalOverflow(page);
    await shot(page, '04-worker-contract-detail');
    await expect(breakdown(page)).resolves.toEqual([
      '報酬（税込）',
      '40,000円',
      '手数料（10%・税込）',
      '−4,000円',
      '受取額',
      '36,000円',
    ]);
    await center(page, 'fee-breakdown');
    await shot(page, '04-worker-contract-fee');
    await page.getByLabel('進行状況').scrollIntoViewIfNeeded();
    await shot(page, '04-worker-contract-timeline');

    await page.goto(webUrl('/worker/project-managements/finish'));
    await page.getByTestId('contract-card').first().waitFor();
    await expect(page.getByTestId('contract-card').innerText()).resolves.toContain('検収完了');
    await shot(page, '04-worker-contracts-finished');
    await page.getByRole('link', { name: '春の新作ネイル 撮影とレタッチ' }).click();
    await page.getByTestId('next-action').getByText('検収が完了しました。報酬のお振込みをお待ちください').waitFor();
    await expect(page.getByRole('button', { name: 'この契約をキャンセルする' }).count()).resolves.toBe(0);
    await shot(page, '04-worker-contract-finished-detail');

    // Cancel the ongoing one (offered while awaiting payment).
    await page.goto(webUrl('/worker/project-managements/e2e-screens-contract-ongoing'));
    await page.getByRole('button', { name: 'この契約をキャンセルする' }).click();
    await page.getByRole('alertdialog').getByText('契約をキャンセルしますか？').waitFor();
    await shot(page, '04-worker-contract-cancel-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'キャンセルする' }).click();
    await toast(page, '契約をキャンセルしました');
    await dialogClosed(page);
    await page.getByTestId('next-action').getByText('この契約はキャンセルされました').waitFor();
    await expect(page.getByRole('button', { name: 'この契約をキャンセルする' }).count()).resolves.toBe(0);
    await shot(page, '04-worker-contract-cancelled');

    await page.goto(webUrl('/worker/project-managements'));
    await page.getByText('進行中の案件はありません').waitFor();
    await shot(page, '04-worker-contracts-empty');
    await context.close();
  });
});
