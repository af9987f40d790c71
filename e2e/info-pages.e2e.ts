/**
 * My page information pages (利用規約, プライバシーポリシー, お問い合わせ) on both sides, as seeded
 * demo users (functions/src/local/seedMarketplace.ts). Read-only: the pages change no data.
 */
import type { Page } from 'playwright-core';
import { BRAND_DEFAULTS } from '@common/brand';
import { expectTapTargets } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

type Side = 'client' | 'worker';

const USERS: Record<Side, { userId: string; displayName: string; label: string }> = {
  client: { userId: 'Udemo-client-lumiere', displayName: '山本 ルミエール', label: '発注者' },
  worker: { userId: 'Udemo-worker-sato', displayName: '佐藤 健太', label: '受注者' },
};

const { serviceName, supportEmail, officialAccountUrl, partnerName } = BRAND_DEFAULTS;

afterAll(closeBrowser);

const heading = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true });

/** Readable type: body text at least 15px with a generous line height; nothing overflows at 375px. */
async function expectReadable(page: Page) {
  const metrics = await page.$$eval('main article p, main article li', (els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      return { size: parseFloat(s.fontSize), leading: parseFloat(s.lineHeight) / parseFloat(s.fontSize) };
    }),
  );
  expect(metrics.length).toBeGreaterThan(0);
  for (const m of metrics) {
    expect(m.size).toBeGreaterThanOrEqual(15);
    expect(m.leading).toBeGreaterThanOrEqual(1.6);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

async function expectBackToMypage(page: Page, side: Side) {
  const back = page.getByRole('link', { name: 'マイページ', exact: true }).first();
  const box = await back.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect(back.getAttribute('href')).resolves.toBe(`/${side}/mypage`);
}

/** The mailto link to the support mailbox (decoded subject and body). */
async function mailLink(page: Page, name: string | RegExp) {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  expect(href).not.toBeNull();
  const url = new URL(href!);
  return { address: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe.each(['client', 'worker'] as const)('the %s my page information pages', (side) => {
  const user = USERS[side];

  it('shows the terms with numbered articles, a table of contents and the effective date', async () => {
    const { page, context } = await phone({ userId: user.userId, displayName: user.displayName });
    await page.goto(webUrl(`/${side}/mypage/terms`));
    await heading(page, 1, '利用規約').waitFor();
    await expect(page.title()).resolves.toBe(`利用規約｜${serviceName}`);
    await page.getByText('制定日：2026年11月1日').first().waitFor();
    for (const h of [
      '第1条（目的）',
      '第2条（定義）',
      '第3条（利用登録と認証）',
      '第8条（報酬と支払い（仮払い・検収・手数料））',
      '第9条（キャンセル）',
      '第12条（禁止事項）',
    ]) {
      await expect(heading(page, 2, h).count()).resolves.toBe(1);
    }
    const articles = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    articles.forEach((t, i) => expect(t.startsWith(`第${i + 1}条（`)).toBe(true));
    expect(articles.at(-1)).toMatch(/（準拠法・管轄）$/);
    // The names come from configuration.
    await expect(page.getByText(`「${serviceName}」（以下「本サービス」）`).count()).resolves.toBe(1);
    await expect(page.getByText(new RegExp(`${partnerName}の管理画面マイページ`)).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(`本規約は、2026年11月1日から施行します。`).count()).resolves.toBe(1);
    await expectBackToMypage(page, side);
    await expectReadable(page);
    await expectTapTargets(page);
    await shot(page, `05-info-terms-${side}`);

    // The table of contents jumps to an article without changing the URL.
    await page.getByText('目次', { exact: true }).click();
    const payment = page.getByRole('navigation', { name: '目次' }).getByRole('link', { name: /報酬と支払い/ });
    await payment.waitFor();
    await expectTapTargets(page);
    await shot(page, `05-info-terms-toc-${side}`);
    await payment.click();
    const target = heading(page, 2, '第8条（報酬と支払い（仮払い・検収・手数料））');
    // Smooth scrolling ends with the heading just under the top edge (scroll-margin 16px).
    await page.waitForFunction(() => {
      const r = document.getElementById('article-8')?.getBoundingClientRect();
      return !!r && Math.abs(r.top - 16) < 2;
    });
    await expect(target.isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/${side}/mypage/terms`);
    expect(new URL(page.url()).hash).toBe('');
    await shot(page, `05-info-terms-article-${side}`);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page.getByText('以上', { exact: true }).waitFor();
    await shot(page, `05-info-terms-end-${side}`);
    await context.close();
  });

  it('shows the privacy policy with its contact desk', async () => {
    const { page, context } = await phone({ userId: user.userId, displayName: user.displayName });
    await page.goto(webUrl(`/${side}/mypage/policy`));
    await heading(page, 1, 'プライバシーポリシー').waitFor();
    for (const h of ['1. 取得する情報', '2. 利用目的', '3. 第三者への提供', '5. 保存期間', '9. お問い合わせ窓口']) {
      await expect(heading(page, 2, h).count()).resolves.toBe(1);
    }
    for (const text of ['LINEの表示名', 'ユーザーID（本サービス内で利用者を識別するための番号）', 'LINEヤフー株式会社']) {
      await expect(page.getByText(text).first().isVisible()).resolves.toBe(true);
    }
    const mail = await mailLink(page, supportEmail);
    expect(mail.address).toBe(supportEmail);
    expect(mail.subject).toBe(`【${serviceName}】個人情報の取扱いについて`);
    const line = page.getByRole('link', { name: new RegExp(`${serviceName} 公式アカウント`) });
    await expect(line.getAttribute('href')).resolves.toBe(officialAccountUrl);
    await expect(line.getAttribute('target')).resolves.toBe('_blank');
    await expectBackToMypage(page, side);
    await expectReadable(page);
    await expectTapTargets(page);
    await shot(page, `05-info-policy-${side}`);
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView({ block: 'start' }));
    await shot(page, `05-info-policy-contact-${side}`);
    await context.close();
  });

  it('shows how to contact support, with a prefilled e-mail, the LINE account and short answers', async () => {
    const { page, context } = await phone({ userId: user.userId, displayName: user.displayName });
    await page.goto(webUrl(`/${side}/mypage/contact`));
    await heading(page, 1, 'お問い合わせ').waitFor();
    for (const h of ['メールでのお問い合わせ', 'LINE公式アカウント', '受付時間', 'よくあるご質問']) {
      await expect(heading(page, 2, h).count()).resolves.toBe(1);
    }
    for (const q of ['認証できません', '報酬はいつ受け取れますか', '仮払いした代金はどうなりますか', '退会したい']) {
      await expect(page.getByRole('heading', { level: 3, name: q }).count()).resolves.toBe(1);
    }
    await page.getByText('平日 10:00〜18:00（土日祝日・年末年始を除く）').waitFor();

    // The e-mail button and the plain address open the same prefilled message.
    const button = await mailLink(page, 'メールで問い合わせる');
    expect(button.address).toBe(supportEmail);
    expect(button.subject).toBe(`【${serviceName}】お問い合わせ（${user.label}）`);
    expect(button.body).toContain(`LINEの表示名：${user.displayName}`);
    expect(button.body).toContain(`ご利用の立場：${user.label}`);
    const plain = await mailLink(page, supportEmail);
    expect(plain).toEqual(button);

    const line = page.getByTestId('contact-line');
    await expect(line.getAttribute('href')).resolves.toBe(officialAccountUrl);
    await expect(line.getAttribute('target')).resolves.toBe('_blank');
    await expect(line.getAttribute('rel')).resolves.toContain('noopener');
    const partner = page.getByRole('link', { name: /管理画面マイページ/ });
    await expect(partner.getAttribute('href')).resolves.toBe(BRAND_DEFAULTS.partnerAdminUrl);
    await expect(partner.getAttribute('target')).resolves.toBe('_blank');

    await expectReadable(page);
    await expectTapTargets(page);
    await shot(page, `05-info-contact-${side}`);
    await page.evaluate(() => document.getElementById('line')?.scrollIntoView({ block: 'start' }));
    await shot(page, `05-info-contact-line-${side}`);
    await page.evaluate(() => document.getElementById('faq')?.scrollIntoView({ block: 'start' }));
    await shot(page, `05-info-contact-faq-${side}`);

    // Back to the side's my page.
    await Promise.all([
      page.waitForURL(`**/${side}/mypage`),
      page.getByRole('link', { name: 'マイページ', exact: true }).first().click(),
    ]);
    await context.close();
  });
});

describe('the my page menu', () => {
  it('leads to the three pages', async () => {
    const { page, context } = await phone({ userId: USERS.worker.userId, displayName: USERS.worker.displayName });
    await page.goto(webUrl('/worker/mypage'));
    for (const [name, path, title] of [
      ['利用規約', 'terms', '利用規約'],
      ['プライバシーポリシー', 'policy', 'プライバシーポリシー'],
      ['お問い合わせ', 'contact', 'お問い合わせ'],
    ] as const) {
      await Promise.all([
        page.waitForURL(`**/worker/mypage/${path}`),
        page.getByRole('link', { name, exact: true }).first().click(),
      ]);
      await heading(page, 1, title).waitFor();
      await page.goBack();
      await page.waitForURL('**/worker/mypage');
    }
    await context.close();
  });
});
