/**
 * Business documents (帳票) through a whole deal (docs/product/entities.md#trade-documents,
 * docs/product/screens.md#trade-document, docs/product/screens.md#documents) at 375x667: a salon hires
 * a photographer (発注書), pays on the local Stripe stand-in, she delivers (納品書, and the 発注書's second
 * version: the 納品 brings the payment deadline forward), records her 登録番号, the salon accepts
 * (検収書, 請求書（適格請求書）) and she is paid (サービス利用料の請求書, 支払明細: hers only). Each side opens
 * every document its contract page lists, on screen and as an A4 print preview; a photographer without
 * a number gets a 請求書 that says it is not a 適格請求書; the salon finds the deal's documents in
 * 書類・帳票 by 取引先 and opens the month's print page.
 *
 * Seed: the demo marketplace (functions/src/local/seedMarketplace.ts), whose salon 美容室 はなれ no other
 * journey uses: its open job 「着付け・和装ヘアの撮影（京都）」 with 伊藤 ゆい's pending application (her
 * payout account is ready, so she is paid at 検収), and its delivered contract with 佐藤 健太.
 * The steps are consecutive `it`s: each picks up where the one before left it.
 */
import type { Page } from 'playwright-core';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, reloadUntil, settle, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';
import { CARD_OK, onCheckoutPage, payWith } from './support/stripe';

const CLIENT = { userId: 'Udemo-client-hanare', displayName: '木村 はなれ' };
const WORKER = { userId: 'Udemo-worker-ito', displayName: '伊藤 ゆい' };
const UNREGISTERED = { userId: 'Udemo-worker-sato', displayName: '佐藤 健太' };
const SALON = { company: '合同会社はなれ', name: '美容室 はなれ' };
const JOB = { id: 'demo-job-07', title: '着付け・和装ヘアの撮影（京都）' };
const WORKER_NAME = '伊藤 ゆい';
/** The name she enters for her documents (請求書に記載する氏名・屋号), after the 発注書 and the 納品書 were issued. */
const INVOICE_NAME = '伊藤フォトスタジオ 伊藤 ゆい';
/** The delivered contract of 美容室 はなれ with 佐藤 健太, who has no registration number. */
const DELIVERED = { id: 'demo-contract-03', reward: '¥120,000-', tax: '¥10,909' };

/** 国税庁's own number: a valid 法人番号 check digit, typed as people do (hyphens), stored as T + 13 digits. */
const REGISTRATION_TYPED = 'T7-0000-1205-0002';
const REGISTRATION = 'T7000012050002';
const OPERATOR = { name: '株式会社サロンワークス', registration: 'T6912345678901' };

const DELIVERY_MESSAGE =
  '着付けと和装ヘアのメニュー写真を24カット納品いたします。\nホームページ用とInstagram用に書き出してあります。';
const DELIVERY_LINK = 'https://example.jp/share/hanare-kitsuke';

/** 60,000円 (税込): 内消費税 floor(60000 × 10 / 110); the fee 10 % and its tax; what she receives. */
const AMOUNTS = { reward: '¥60,000-', tax: '¥5,454', fee: '¥6,000', feeTax: '¥545', payout: '¥54,000-' };

const clientContract = (id: string) => webUrl(`/client/project-managements/${id}`);
const workerContract = (id: string) => webUrl(`/worker/project-managements/${id}`);

/** What a contract page's 「書類」 lists, per side, in its order (per kind, newest version first). */
const CLIENT_LIST = ['発注書（取引条件明示書）（第2版）', '発注書（取引条件明示書）', '納品書', '検収書', '請求書'];
const WORKER_LIST = [...CLIENT_LIST, 'サービス利用料の請求書', '支払明細'];

afterAll(closeBrowser);

let contractId = '';
/** The documents' numbers by their id, as the salon read them: the photographer must read the same. */
const numbers = new Map<string, string>();

async function checkLayout(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

/** 検収完了, or 支払い完了 once the transfer that follows the 検収 for a payout-ready worker is done. */
const ACCEPTED = /^(検収完了|支払い完了)$/;
const status = (page: Page, label: string) => page.getByTestId('contract-status').getByText(label, { exact: true });
const dialogClosed = (page: Page) => page.getByRole('alertdialog').waitFor({ state: 'detached' });
const top = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

/** The kind and version of a document from its id: `<contractId>-<kind>-v<version>`. */
function kindOf(url: string): { id: string; kind: string; version: number } {
  const id = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const m = /-(order|delivery|acceptance|invoice|fee_invoice|payout_statement)-v(\d+)$/.exec(id);
  if (!m) throw new Error(`not a document id: ${id}`);
  return { id, kind: m[1], version: Number(m[2]) };
}

/** The texts each kind must show for this deal (its title, parties, amounts with their 消費税). */
function expectedTexts(kind: string, version: number): string[] {
  switch (kind) {
    case 'order':
      return [
        '発注書',
        '（取引条件明示書）',
        `${WORKER_NAME} 様`,
        SALON.company,
        SALON.name,
        JOB.title,
        AMOUNTS.reward,
        `（うち消費税（10%）${AMOUNTS.tax}）`,
        '下記のとおり業務を委託します。',
        '受注者の受取額は、報酬から本サービスの利用手数料（10%、6,000円）を差し引いた54,000円です。',
        ...(version > 1 ? ['第2版', '（今回の納品の自動検収日：'] : []),
      ];
    case 'delivery':
      return [
        '納品書',
        SALON.company,
        `${SALON.name} 御中`,
        WORKER_NAME,
        '下記のとおり納品いたします。',
        JOB.title,
        '第1回の納品',
        'ホームページ用とInstagram用に書き出してあります。',
        DELIVERY_LINK,
        '（自動検収日）',
      ];
    case 'acceptance':
      return [
        '検収書',
        `${INVOICE_NAME} 様`,
        SALON.name,
        '下記のとおり検収いたしました。',
        '発注者による検収',
        AMOUNTS.reward,
        `（うち消費税（10%）${AMOUNTS.tax}）`,
      ];
    case 'invoice':
      return [
        '請求書',
        '（適格請求書）',
        `登録番号 ${REGISTRATION}`,
        `${SALON.name} 御中`,
        INVOICE_NAME,
        AMOUNTS.reward,
        '10%対象（税込）',
        '消費税額（10%）',
        AMOUNTS.tax,
        'お支払い済み（仮払い：',
        '本書面は、本サービス運営者が受注者に代わって交付しています。',
      ];
    case 'fee_invoice':
      return [
        'サービス利用料の請求書',
        '（適格請求書）',
        OPERATOR.name,
        `登録番号 ${OPERATOR.registration}`,
        `${INVOICE_NAME} 様`,
        `${AMOUNTS.fee}-`,
        '報酬からの差し引きにより精算済み',
        'サービス利用料（報酬 ¥60,000 の 10%）',
        '消費税額（10%）',
        AMOUNTS.feeTax,
      ];
    case 'payout_statement':
      return [
        '支払明細',
        OPERATOR.name,
        `${INVOICE_NAME} 様`,
        '下記のとおりお支払いいたしました。',
        AMOUNTS.payout,
        '報酬（税込）',
        'サービス利用料（税込・10%）',
        `−${AMOUNTS.fee}`,
      ];
    default:
      throw new Error(`unexpected kind ${kind}`);
  }
}

const NUMBER_PREFIX: Record<string, string> = {
  order: 'PO',
  delivery: 'DN',
  acceptance: 'AC',
  invoice: 'IV',
  fee_invoice: 'FV',
  payout_statement: 'PS',
};

/**
 * The document as printed: A4 at 96 dpi (794x1123) in print media, where the header, the tab bar and
 * every button (`data-print-hide`) are gone and the sheet alone is left; then the phone again.
 */
async function printPreview(page: Page, name: string) {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('[data-print-hide], nav, header, button')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 20)}"`),
  );
  expect(shown).toEqual([]);
  await expect(page.locator('[data-trade-document]').first().isVisible()).resolves.toBe(true);
  // On paper the rows read as two columns (label beside value), as on a wide screen.
  const stacked = await page.$$eval('[data-trade-document] dl > div', (rows) =>
    rows
      .filter((row) => {
        const [dt, dd] = [row.querySelector('dt'), row.querySelector('dd')];
        return dt && dd && Math.abs(dt.getBoundingClientRect().top - dd.getBoundingClientRect().top) > 1;
      })
      .map((row) => row.querySelector('dt')?.textContent),
  );
  expect(stacked).toEqual([]);
  await top(page);
  await shot(page, `${name}-print`);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 375, height: 667 });
}

/** The links of the contract page's 「書類」, once listed: their first lines (the titles). */
async function listedDocuments(page: Page): Promise<string[]> {
  const links = page.getByTestId('contract-documents').getByTestId('contract-document');
  await links.first().waitFor();
  await settle(page);
  return (await links.allInnerTexts()).map((t) => t.split('\n')[0].trim());
}

/**
 * From the contract page's 「書類」, opens every listed document in turn: its texts, its number's
 * prefix, the layout at 375px, a screenshot, and (when `print`) the A4 print preview.
 */
async function openEveryDocument(page: Page, side: 'client' | 'worker', print: (kind: string) => boolean) {
  const labels = await listedDocuments(page);
  const links = page.getByTestId('contract-documents').getByTestId('contract-document');
  for (let i = 0; i < labels.length; i++) {
    await links.nth(i).click();
    await page.waitForURL(new RegExp(`/${side}/documents/`));
    const { id, kind, version } = kindOf(page.url());
    const sheet = page.locator('[data-trade-document]');
    await sheet.waitFor();
    const text = await sheet.innerText();
    const missing = expectedTexts(kind, version).filter((t) => !text.includes(t));
    expect({ id, missing }).toEqual({ id, missing: [] });
    if (kind === 'invoice') expect(text).not.toContain('適格請求書ではありません');
    // Issued before she entered her name for documents: they keep her display name.
    if (kind === 'order' || kind === 'delivery') expect(text).not.toContain(INVOICE_NAME);
    const prefix = kind.replace(/_/g, '-');
    const number = (await page.getByTestId(`${prefix}-number`).innerText()).replace(/^No\. /, '');
    expect(number).toMatch(new RegExp(`^${NUMBER_PREFIX[kind]}-\\d{4}-\\d{6}$`));
    if (side === 'client') numbers.set(id, number);
    else if (numbers.has(id)) expect(number).toBe(numbers.get(id));
    else numbers.set(id, number);
    // A version a later one replaced says so, and leads to the newest.
    const superseded = page.getByTestId('superseded-banner');
    if (kind === 'order' && version === 1) await superseded.getByText('この書面は第2版により更新されました').waitFor();
    else await expect(superseded.count()).resolves.toBe(0);
    await page.getByRole('button', { name: '印刷する / PDFで保存' }).waitFor();
    await checkLayout(page);
    const name = `40-docs-${side}-${kind.replace(/_/g, '-')}${version > 1 ? `-v${version}` : ''}`;
    await top(page);
    await shot(page, name);
    if (print(kind)) await printPreview(page, name);
    await page.goBack();
    await page.waitForURL(new RegExp(`/${side}/project-managements/`));
    await links.first().waitFor();
  }
}

describe('business documents from 採用 to payout', () => {
  it('the salon hires her (発注書) and pays on the local checkout', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(webUrl(`/client/products/${JOB.id}/application`));
    const card = page.getByRole('article', { name: `${WORKER_NAME}さんの応募` });
    await card.getByRole('button', { name: '採用する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '採用する' }).click();
    await toast(page, '採用しました。契約が成立しました');
    await dialogClosed(page);
    await card.getByRole('link', { name: '契約を見る' }).click();
    await page.waitForURL(/\/client\/project-managements\/[^/]+$/);
    contractId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(contractId).not.toBe('');
    await status(page, '仮払い待ち').waitFor();

    // At 採用 the contract already has its 発注書.
    await expect(listedDocuments(page)).resolves.toEqual(['発注書（取引条件明示書）']);
    await page.getByTestId('contract-documents').evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(page, '40-docs-client-contract-hired');

    await page.getByRole('button', { name: '仮払いへ進む' }).click();
    await onCheckoutPage(page);
    await payWith(page, CARD_OK);
    await page.waitForURL((url) => url.pathname === `/client/project-managements/${contractId}`);
    await status(page, '作業中').waitFor();
    await context.close();
  });

  it('she delivers (納品書), records her registration number; the salon accepts (検収書, 請求書) and she is paid', async () => {
    const worker = await phone(WORKER);
    const w = worker.page;
    await w.goto(workerContract(contractId));
    await status(w, '作業中').waitFor();
    await w.getByLabel('納品メッセージ').fill(DELIVERY_MESSAGE);
    await w.getByLabel('ギャラリー・ダウンロードURL（任意）').fill(DELIVERY_LINK);
    await w.getByTestId('deliver-form').getByRole('button', { name: '納品する' }).click();
    await w.getByRole('alertdialog').getByRole('button', { name: '納品する' }).click();
    await toast(w, '納品しました');
    await dialogClosed(w);
    await status(w, '納品済み・検収待ち').waitFor();

    // Her 登録番号 and the name for her documents, before the 検収: my page -> プロフィールを編集 ->
    // 適格請求書発行事業者の登録番号. The documents issued from then on name her by it.
    await w.goto(webUrl('/worker/mypage'));
    await w.getByRole('link', { name: 'プロフィールを編集' }).click();
    await w.getByRole('link', { name: '適格請求書発行事業者の登録番号' }).click();
    await w.waitForURL('**/worker/mypage/edit/invoice');
    await w.getByLabel('登録番号').fill(REGISTRATION_TYPED);
    await w.getByLabel('請求書に記載する氏名・屋号').fill(INVOICE_NAME);
    await checkLayout(w);
    await shot(w, '40-docs-worker-registration-number');
    await w.getByRole('button', { name: '保存' }).click();
    await toast(w, 'プロフィールを保存しました');
    await w.waitForURL((url) => url.pathname === '/worker/mypage');

    // The salon accepts.
    const client = await phone(CLIENT);
    const c = client.page;
    await c.goto(clientContract(contractId));
    await status(c, '納品済み・検収待ち').waitFor();
    await c.getByRole('button', { name: '検収する' }).click();
    const confirm = c.getByRole('alertdialog');
    await confirm.getByText('検収しますか？').waitFor();
    await confirm.getByRole('button', { name: '検収する' }).click();
    await toast(c, '検収しました');
    await dialogClosed(c);
    // Her account is ready, so the transfer may already have followed: 支払い完了.
    await c.getByTestId('contract-status').getByText(ACCEPTED).waitFor();

    // Her payout account is ready: the transfer follows the 検収.
    await w.goto(workerContract(contractId));
    await reloadUntil(w, () => status(w, '支払い完了'));
    await w
      .getByTestId('payout-status')
      .getByText(/^54,000円を送金しました/)
      .waitFor();
    await client.context.close();
    await worker.context.close();
  }, 120_000);

  it('the salon opens each of its documents, on screen and printed; the fee 請求書 and 支払明細 are not hers', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(clientContract(contractId));
    await status(page, '支払い完了').waitFor();
    await expect(listedDocuments(page)).resolves.toEqual(CLIENT_LIST);
    await dismissToasts(page);
    await page.getByTestId('contract-documents').evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await checkLayout(page);
    await shot(page, '40-docs-client-contract-documents');
    await openEveryDocument(page, 'client', () => true);

    // Between the operator and her only: not even by its address.
    await page.goto(webUrl(`/client/documents/${contractId}-fee_invoice-v1`));
    await page.getByText('書類が見つかりません').waitFor();
    await page.goto(webUrl(`/client/documents/${contractId}-payout_statement-v1`));
    await page.getByText('書類が見つかりません').waitFor();
    await context.close();
  }, 120_000);

  it('the photographer opens each of hers, the same numbers, and her fee 請求書 and 支払明細', async () => {
    const { page, context } = await phone(WORKER);
    await page.goto(workerContract(contractId));
    await status(page, '支払い完了').waitFor();
    await expect(listedDocuments(page)).resolves.toEqual(WORKER_LIST);
    await page.getByTestId('contract-documents').evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await checkLayout(page);
    await shot(page, '40-docs-worker-contract-documents');
    // The deal's documents were printed from the salon's side; hers alone here.
    await openEveryDocument(page, 'worker', (kind) => kind === 'fee_invoice' || kind === 'payout_statement');
    // The 支払明細 names the fee's 請求書 issued with it.
    const fee = [...numbers].find(([id]) => id.endsWith('-fee_invoice-v1'))?.[1];
    expect(fee).toMatch(/^FV-/);
    await page.goto(webUrl(`/worker/documents/${contractId}-payout_statement-v1`));
    await expect(page.getByTestId('payout-statement-fee-invoice').innerText()).resolves.toContain(fee);
    await context.close();
  }, 120_000);

  it('a photographer without a registration number: the 請求書 says it is not a 適格請求書', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(clientContract(DELIVERED.id));
    await status(page, '納品済み・検収待ち').waitFor();
    await listedDocuments(page);
    await page.getByRole('button', { name: '検収する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '検収する' }).click();
    await toast(page, '検収しました');
    await dialogClosed(page);
    await page.getByTestId('contract-status').getByText(ACCEPTED).waitFor();

    // The contract opened afresh lists the 請求書 the 検収 issued.
    const fresh = await context.newPage();
    await fresh.goto(clientContract(DELIVERED.id));
    await fresh.getByTestId('contract-status').getByText(ACCEPTED).waitFor();
    await listedDocuments(fresh);
    await fresh
      .getByTestId('contract-documents')
      .getByTestId('contract-document')
      .filter({ hasText: /^請求書/ })
      .click();
    await fresh.waitForURL(/\/client\/documents\//);
    const sheet = fresh.locator('[data-trade-document]');
    await sheet.waitFor();
    const text = await sheet.innerText();
    expect(text).toContain(`${SALON.name} 御中`);
    expect(text).toContain(UNREGISTERED.displayName);
    expect(text).toContain(DELIVERED.reward);
    expect(text).toContain(DELIVERED.tax);
    expect(text).not.toContain('（適格請求書）');
    expect(text).not.toContain('登録番号');
    await expect(fresh.getByTestId('invoice-not-qualified').innerText()).resolves.toBe(
      '発行者は適格請求書発行事業者ではないため、この請求書は適格請求書ではありません。',
    );
    await expect(fresh.getByTestId('invoice-number').innerText()).resolves.toMatch(/^No\. IV-\d{4}-\d{6}$/);
    await checkLayout(fresh);
    await shot(fresh, '40-docs-client-invoice-not-qualified');
    await printPreview(fresh, '40-docs-client-invoice-not-qualified');

    // The page that made the 検収 lists its 検収書 and 請求書 too, without a reload.
    const listed = await page
      .waitForFunction(
        () => {
          const titles = [...document.querySelectorAll('[data-testid="contract-document"]')].map((el) => el.textContent ?? '');
          return titles.some((t) => t.startsWith('検収書')) && titles.some((t) => t.startsWith('請求書'));
        },
        undefined,
        { timeout: 5000 },
      )
      .then(() => 'listed')
      .catch(async () => `not listed: ${(await listedDocuments(page)).join(', ')}`);
    expect(listed).toBe('listed');
    await context.close();
  });

  it('書類・帳票: the salon finds the deal by 取引先 and prints the month', async () => {
    const { page, context } = await phone(CLIENT);
    await page.goto(webUrl('/client/mypage'));
    await page.getByRole('link', { name: '書類・帳票' }).click();
    await page.waitForURL('**/client/mypage/documents');
    await page.getByTestId('document-row').first().waitFor();
    await page.getByLabel('取引先').fill('伊藤');
    await checkLayout(page);
    await shot(page, '40-docs-client-search-form');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.waitForURL(/[?&]counterparty=/);
    const rows = page.getByTestId('document-row');
    // The list comes again for the condition: only this deal's documents are left.
    await page.waitForFunction(
      (n) => {
        const found = [...document.querySelectorAll('[data-testid="document-row"]')];
        return found.length === n && found.every((el) => el.textContent?.includes('伊藤 ゆい'));
      },
      CLIENT_LIST.length,
      { timeout: 10000 },
    );
    const texts = await rows.allInnerTexts();
    for (const t of texts) expect(t).toContain(`${WORKER_NAME}・${JOB.title}`);
    // Every number the contract page listed, and the amounts (— for the 納品書).
    for (const [id, number] of numbers) {
      if (/-(fee_invoice|payout_statement)-v/.test(id)) continue;
      const row = rows.filter({ hasText: number });
      await expect(row.count()).resolves.toBe(1);
      await expect(row.innerText()).resolves.toContain(id.includes('-delivery-') ? '—' : '60,000円（税込）');
    }
    await expect(rows.filter({ hasText: '更新済み' }).count()).resolves.toBe(1);
    await checkLayout(page);
    await page
      .locator('section[aria-label="検索結果"]')
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await shot(page, '40-docs-client-search-counterparty');

    // 「月ごとにまとめて印刷」: this month by default, every sheet of it on one page.
    const month = page.locator('section[aria-label="月ごとにまとめて印刷"]');
    await month.getByRole('link', { name: '印刷ページ' }).click();
    await page.waitForURL(/\/client\/mypage\/documents\/print\?month=\d{4}-\d{2}$/);
    const heading = page.getByTestId('month-heading');
    await heading.waitFor();
    const pages = page.getByTestId('print-page');
    await pages.first().waitFor();
    const count = await pages.count();
    await expect(heading.innerText()).resolves.toMatch(new RegExp(`^\\d{4}年\\d{1,2}月の書類（${count}件）$`));
    expect(count).toBeGreaterThanOrEqual(CLIENT_LIST.length);
    const all = await page.locator('main').innerText();
    for (const [id, number] of numbers) {
      if (/-(fee_invoice|payout_statement)-v/.test(id)) expect(all).not.toContain(number);
      else expect(all).toContain(number);
    }
    await checkLayout(page);
    await shot(page, '40-docs-client-month-print');
    await printPreview(page, '40-docs-client-month-print');
    await context.close();
  });

  it('she changes the name on her documents after 検収 and issues a corrected 請求書; the salon reads 第2版', async () => {
    const renamed = '伊藤写真事務所 伊藤 ゆい';
    const w = (await phone(WORKER)).page;
    await w.goto(webUrl('/worker/mypage/edit/invoice'));
    await w.getByLabel('請求書に記載する氏名・屋号').fill(renamed);
    await w.getByRole('button', { name: '保存' }).click();
    await toast(w, 'プロフィールを保存しました');
    await w.waitForURL((url) => url.pathname === '/worker/mypage');

    // Her newest 請求書 offers the correction; the corrected version replaces it.
    await w.goto(webUrl(`/worker/documents/${contractId}-invoice-v1`));
    await w.locator('[data-trade-document]').waitFor();
    await w.getByRole('button', { name: '登録番号・名義を反映して訂正版を発行' }).click();
    const dialog = w.getByRole('alertdialog');
    await dialog.getByText('訂正版の請求書を発行しますか？').waitFor();
    await checkLayout(w);
    await shot(w, '40-docs-worker-invoice-correct-confirm');
    await dialog.getByRole('button', { name: '訂正版を発行する' }).click();
    await toast(w, '訂正版（第2版）を発行しました');
    await w.waitForURL(new RegExp(`/worker/documents/${contractId}-invoice-v2$`));
    const mine = await w.locator('[data-trade-document]').innerText();
    expect(mine).toContain(renamed);
    expect(mine).toContain(`登録番号 ${REGISTRATION}`);
    expect(mine).toContain('第2版');

    // The salon's 請求書 is the corrected one; the first version says it was replaced.
    const { page, context } = await phone(CLIENT);
    await page.goto(webUrl(`/client/documents/${contractId}-invoice-v2`));
    const sheet = page.locator('[data-trade-document]');
    await sheet.waitFor();
    const text = await sheet.innerText();
    expect(text).toContain(renamed);
    expect(text).toContain(AMOUNTS.reward);
    await expect(page.getByRole('button', { name: '登録番号・名義を反映して訂正版を発行' }).count()).resolves.toBe(0);
    await checkLayout(page);
    await shot(page, '40-docs-client-invoice-corrected');
    await page.goto(webUrl(`/client/documents/${contractId}-invoice-v1`));
    await page.getByTestId('superseded-banner').getByText('この書面は第2版により更新されました').waitFor();
    await context.close();
  });
});
