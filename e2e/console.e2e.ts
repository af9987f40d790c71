/**
 * The operations console (docs/product/admin.md#console) at 1280x800 and 375x667: only an admin
 * gets past its check; the overview's figures and charts, the audit log and its filter.
 */
import { grantAdmin } from './support/admin';
import { expectNoHorizontalOverflow, expectTapTargets } from './support/checks';
import { closeBrowser, desktop, phone, shot, uniqueUser, webUrl } from './support/browser';

afterAll(closeBrowser);

describe('the operations console', () => {
  it('is only for admins: a signed-in user sees 「管理者のみ利用できます」 and the way back', async () => {
    const { page, context } = await phone({ userId: 'Udemo-client-lumiere', displayName: '山本 ルミエール' });
    await page.goto(webUrl('/console'));
    await page.getByRole('heading', { name: '管理者のみ利用できます' }).waitFor();
    await expect(page.getByRole('link', { name: 'アプリに戻る' }).getAttribute('href')).resolves.toBe('/client/products');
    expect(await page.getByRole('navigation', { name: '管理メニュー' }).count()).toBe(0);
    await shot(page, '30-console-not-admin');
    await context.close();
  });

  it('shows an admin at 1280x800 the overview with its charts, then the audit log', async () => {
    const admin = uniqueUser('admin');
    await grantAdmin(admin);
    const { page, context } = await desktop({ userId: admin, displayName: '運営 管理者' });
    await page.goto(webUrl('/console'));
    await page.getByRole('heading', { level: 1, name: '概要' }).waitFor();
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    // The side navigation sits at the left, the page beside it.
    const navBox = await nav.boundingBox();
    expect(navBox?.x).toBe(0);
    expect(navBox?.height).toBeGreaterThan(700);
    await page.getByText('仮払いでお預かり中').waitFor();
    await page.getByText('週ごとの契約数（直近12週）').waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-bar-rectangle, .recharts-line-curve').count()).toBeGreaterThan(0);
    await shot(page, '30-console-overview-desktop');

    await nav.getByRole('link', { name: 'リッチメニュー' }).click();
    await page.getByRole('heading', { level: 1, name: 'リッチメニュー' }).waitFor();
    await page.getByTestId('menu-client').waitFor();
    await page.getByLabel('ユーザーID').fill('Udemo-client-lumiere');
    await page.getByRole('button', { name: '調べる' }).click();
    await page.getByTestId('user-menu').waitFor();
    await shot(page, '30-console-rich-menus-desktop');

    await nav.getByRole('link', { name: '監査ログ' }).click();
    await page.getByRole('heading', { level: 1, name: '監査ログ' }).waitFor();
    await page.getByRole('button', { name: '絞り込む' }).waitFor();
    await page.getByLabel('操作').selectOption('hold.decide');
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page.locator('[data-testid="audit-entry"], :text("該当する記録はありません")').first().waitFor();
    await shot(page, '30-console-audit-desktop');
    await context.close();
  });

  it('fits a phone at 375x667: tabs under the title, 44px targets, nothing wider than the screen', async () => {
    const admin = uniqueUser('admin');
    await grantAdmin(admin);
    const { page, context } = await phone({ userId: admin, displayName: '運営 管理者' });
    await page.goto(webUrl('/console'));
    await page.getByRole('heading', { level: 1, name: '概要' }).waitFor();
    await page.getByText('仮払いでお預かり中').waitFor();
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page, 'nav a');
    await shot(page, '30-console-overview-phone');
    await context.close();
  });

  it('opens every screen of the navigation at 1280x800 and at 375x667, each fitting the screen', async () => {
    const admin = uniqueUser('admin');
    await grantAdmin(admin);
    for (const [size, open] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      const { page, context } = await open({ userId: admin, displayName: '運営 管理者' });
      await page.goto(webUrl('/console'));
      const nav = page.getByRole('navigation', { name: '管理メニュー' });
      await nav.waitFor();
      const labels = await nav.getByRole('link').allInnerTexts();
      expect(labels).toEqual([
        '概要',
        '受注者申請',
        'ユーザー',
        'お金の確認',
        'パートナー',
        'お知らせ',
        'モデレーション',
        'リッチメニュー',
        '監査ログ',
      ]);
      for (const [i, label] of labels.entries()) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner'));
        if (size === 'phone') {
          await expectNoHorizontalOverflow(page);
          await expectTapTargets(page, 'main a, main button, main input, main select, main textarea');
        } else {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        }
        await shot(page, `30-console-screen-${i}-${size}`);
      }
      await context.close();
    }
  }, 120_000);
});
