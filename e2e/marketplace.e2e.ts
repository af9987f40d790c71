/**
 * The marketplace journey across both sides (docs/product/states.md#applications): a salon posts a job,
 * a photographer finds it by keyword and applies, a second one applies too (and cannot apply twice),
 * the salon accepts the first, which fills the only place, so the second becomes 見送り at once; both
 * parties see the contract, and the second photographer sees 見送り.
 * Users come from functions/src/local/seedE2e.ts (fresh for every run).
 */
import type { Page } from 'playwright-core';
import { todayJst } from '@common/schemas/marketplace';
import { dismissToasts, expectNoHorizontalOverflow, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

const CLIENT = 'Ue2e-market-client';
const WORKER1 = 'Ue2e-market-worker1';
const WORKER2 = 'Ue2e-market-worker2';
const WORKER1_NAME = '山田 はるか';
const WORKER2_NAME = '鈴木 けんた';

/** A keyword no other seeded job carries, so that the search finds exactly this job. */
const KEYWORD = 'ヘアカタログ春夏';
const TITLE = `【表参道】${KEYWORD}の撮影`;

afterAll(closeBrowser);

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Finds the job by keyword from the worker's top, opens it and applies. */
async function findAndApply(page: Page, message: string, prefix: string) {
  await page.goto(webUrl('/worker/projects'));
  await page.getByRole('link', { name: '案件を検索する' }).click();
  await page.getByLabel('キーワード').fill(KEYWORD);
  await page.getByRole('button', { name: 'この条件で検索する' }).click();
  await page.waitForURL('**/worker/search/result?**');
  await page.getByTestId('job-card').first().waitFor();
  await expect(page.getByTestId('job-card').count()).resolves.toBe(1);
  await shot(page, `${prefix}-search-result`);

  await page.getByRole('link', { name: TITLE }).click();
  await page.getByTestId('job-reward').waitFor();
  await expect(page.getByTestId('job-reward').innerText()).resolves.toBe('30,000円');
  await shot(page, `${prefix}-job-detail`);

  await page.getByRole('link', { name: '応募する' }).click();
  await page.getByLabel('応募メッセージ').fill(message);
  await shot(page, `${prefix}-apply`);
  await page.getByRole('button', { name: '応募する' }).click();
  await toast(page, '応募しました');
  await page.getByTestId('my-application').getByText('選考中', { exact: true }).waitFor();
  await shot(page, `${prefix}-applied`);
}

describe('the marketplace journey', () => {
  let jobId = '';

  it('a client posts a job', async () => {
    const { page, context } = await phone({ userId: CLIENT, displayName: 'ヘアサロン アトリエ' });
    await page.goto(webUrl('/client/project-managements/new'));
    await page.getByRole('heading', { name: '案件を作成する' }).waitFor();
    const today = todayJst();
    await page.getByLabel('案件タイトル').fill(TITLE);
    await page
      .getByLabel('依頼内容')
      .fill('春夏のヘアカタログ用に、スタイル写真を10カット撮影してください。\nモデルはサロンで手配します。');
    await page.getByLabel('報酬（1人あたり・税込）').fill('30000');
    await page.getByLabel('応募締切日').fill(addDays(today, 7));
    await page.getByLabel('納期').fill(addDays(today, 21));
    await page.getByText('現地', { exact: true }).click();
    await page.getByLabel('住所').fill('東京都渋谷区神宮前4-1-1');
    await shot(page, '04-market-client-new-job');
    await page.getByRole('button', { name: 'この内容で公開する' }).click();
    await toast(page, '案件を公開しました');
    await page.waitForURL(/\/client\/products\/[^/]+$/);
    jobId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(jobId).not.toBe('');
    await shot(page, '04-market-client-job-posted');
    await context.close();
  });

  it('a worker finds it by keyword and applies', async () => {
    const { page, context } = await phone({ userId: WORKER1, displayName: WORKER1_NAME });
    await findAndApply(
      page,
      'はじめまして、山田です。ヘアカタログの撮影経験が豊富です。\nぜひお任せください。',
      '04-market-worker1',
    );
    await context.close();
  });

  it('a second worker applies too, and a repeated application shows the server message', async () => {
    const { page, context } = await phone({ userId: WORKER2, displayName: WORKER2_NAME });
    // A second tab with the form open: after applying in the first, the second is refused by the server (409).
    const second = await context.newPage();
    await second.goto(webUrl(`/worker/projects/application/${jobId}`));
    await second.getByLabel('応募メッセージ').fill('二重送信のテストです。');

    await findAndApply(page, '鈴木です。店内撮影とヘア撮影の両方に対応できます。', '04-market-worker2');

    await second.getByRole('button', { name: '応募する' }).click();
    await toast(second, 'この案件にはすでに応募しています');
    expect(new URL(second.url()).pathname).toBe(`/worker/projects/application/${jobId}`);
    await shot(second, '04-market-worker2-apply-twice');
    await context.close();
  });

  it('the client sees both applicants and accepts the first; the second, still waiting, becomes 見送り', async () => {
    const { page, context } = await phone({ userId: CLIENT });
    await page.goto(webUrl(`/client/products/${jobId}/application`));
    await page.getByTestId('applicant-card').first().waitFor();
    await expect(page.getByTestId('applicant-card').count()).resolves.toBe(2);
    await shot(page, '04-market-client-applicants');

    const first = page.getByRole('article', { name: `${WORKER1_NAME}さんの応募` });
    await first.getByRole('button', { name: '採用する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '採用する' }).click();
    await toast(page, '採用しました。契約が成立しました');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await shot(page, '04-market-client-accepted');

    // The job's only place is filled: the other application is 見送り, nothing left to decide on it.
    await dismissToasts(page);
    const second = page.getByRole('article', { name: `${WORKER2_NAME}さんの応募` });
    await second.getByText('見送り', { exact: true }).waitFor();
    await expect(second.getByRole('button', { name: '不採用にする' }).count()).resolves.toBe(0);
    await expect(second.getByRole('button', { name: '採用する' }).count()).resolves.toBe(0);
    await second.scrollIntoViewIfNeeded();
    await shot(page, '04-market-client-not-selected');

    // The contract is in the client's ongoing list and opens.
    await page.goto(webUrl('/client/project-managements'));
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/client\/project-managements\/[^/]+$/);
    await page.getByText(WORKER1_NAME).first().waitFor();
    await shot(page, '04-market-client-contract');
    await context.close();
  });

  it('the hired worker sees the contract and what comes next', async () => {
    const { page, context } = await phone({ userId: WORKER1 });
    await page.goto(webUrl('/worker/project-managements'));
    await page.getByTestId('contract-card').first().waitFor();
    await expect(page.getByTestId('contract-card').count()).resolves.toBe(1);
    await expect(page.getByTestId('contract-card').innerText()).resolves.toContain('仮払い待ち');
    await shot(page, '04-market-worker1-contracts');
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByTestId('next-action').getByText('発注者の仮払いをお待ちください').waitFor();
    await expect(page.getByTestId('contract-reward').innerText()).resolves.toBe('30,000円');
    await expect(page.getByTestId('client-profile').getByText('ヘアサロン アトリエ').isVisible()).resolves.toBe(true);
    await shot(page, '04-market-worker1-contract');

    // The 発注書 (取引条件明示書) issued at 採用, from the contract's 書類: every 3条 item, printable.
    const documentLink = page.getByTestId('contract-document').first();
    await documentLink.waitFor();
    await documentLink.click();
    await page.waitForURL(/\/worker\/documents\//);
    const sheet = page.getByRole('region', { name: '発注書' }).or(page.locator('[aria-label="発注書"]')).first();
    await sheet.waitFor();
    const text = await sheet.innerText();
    for (const item of [
      '発注日',
      '業務内容',
      '納期',
      '作業場所',
      '検収',
      '報酬',
      '支払期日',
      '支払方法',
      TITLE,
      'ヘアサロン アトリエ',
    ])
      expect(text).toContain(item);
    await expect(page.getByTestId('order-number').innerText()).resolves.toMatch(/^No\. PO-\d{4}-\d{6}$/);
    await page.getByRole('button', { name: '印刷する / PDFで保存' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, '04-market-worker1-order-document');

    // Their application reads 採用 with a way to the contract.
    await page.goto(webUrl('/worker/projects?tab=applied'));
    const card = page.getByTestId('application-card').first();
    await card.getByText('採用', { exact: true }).waitFor();
    await expect(card.getByRole('link', { name: '契約の詳細を見る' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('the second worker sees that they were not selected', async () => {
    const { page, context } = await phone({ userId: WORKER2 });
    await page.goto(webUrl('/worker/projects?tab=applied'));
    const card = page.getByTestId('application-card').first();
    await card.getByText('見送り', { exact: true }).waitFor();
    await expect(card.getByTestId('application-note').innerText()).resolves.toBe(
      '募集人数に達したため、今回は見送りとなりました',
    );
    await shot(page, '04-market-worker2-not-selected');

    // The job itself: filled (募集終了), their application 見送り, no way to apply again.
    await card.getByRole('link', { name: TITLE }).click();
    await page.getByTestId('my-application').getByText('見送り', { exact: true }).waitFor();
    await page.getByText('募集終了', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: '応募済み' }).isDisabled()).resolves.toBe(true);
    await shot(page, '04-market-worker2-job');

    // Nothing ongoing for them.
    await page.goto(webUrl('/worker/project-managements'));
    await page.getByText('進行中の案件はありません').waitFor();
    await context.close();
  });
});
