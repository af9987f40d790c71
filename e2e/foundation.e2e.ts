/** Issue 2 journeys: first login, verification, boot failure, the setup gate. */
import { closeBrowser, phone, shot, uniqueUser, webUrl } from './support/browser';

afterAll(closeBrowser);

describe('a new LINE user', () => {
  it('is verified against the partner account and reaches the setup screen', async () => {
    const { page, context } = await phone({ userId: uniqueUser('new'), displayName: '新規 ユーザー' });
    await page.goto(webUrl('/'));

    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    await shot(page, '02-verification-form');

    // Validation messages of SPEC 5 under the fields.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('1文字以上で入力してください').first().waitFor();
    await page.getByLabel('メールアドレス').fill('not-an-email');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('メールアドレス形式で入力してください').waitFor();
    await shot(page, '02-verification-validation');

    // Wrong company name: error toast, still on the form.
    await page.getByLabel('メールアドレス').fill('salon@example.jp');
    await page.getByLabel('会社名').fill('違う会社');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('お客様情報の編集に失敗しました').waitFor();
    await shot(page, '02-verification-mismatch-toast');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).isVisible()).resolves.toBe(true);

    // The right company name (surrounding spaces and full-width letters are normalised).
    await page.getByLabel('会社名').fill(' 株式会社サンプルサロン ');
    await Promise.all([page.waitForURL('**/client/products'), page.getByRole('button', { name: '保存' }).click()]);
    await page.getByText('お客様情報を認証しました').waitFor();
    await page.getByRole('heading', { name: '初期設定を進めます' }).waitFor();
    await shot(page, '02-verified-setup-screen');
    await context.close();
  });
});

describe('a boot failure', () => {
  it('shows the login-failure page with the error', async () => {
    const { page, context } = await phone({ userId: uniqueUser('fail') });
    await page.route('**/liff/session/verify', (route) => route.abort('connectionrefused'));
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: 'ログインに失敗しました' }).waitFor();
    const box = await page.getByTestId('login-error').innerText();
    expect(box).toContain('TypeError');
    await expect(page.getByRole('link', { name: /support@/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'タップして再読み込み' }).isVisible()).resolves.toBe(true);
    await shot(page, '02-login-failure');

    // Retry reloads the page; with the API reachable again the app boots.
    await page.unroute('**/liff/session/verify');
    await page.getByRole('button', { name: 'タップして再読み込み' }).click();
    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    await context.close();
  });
});

describe('the setup screen', () => {
  it('enables 受注者側 for a worker-flagged user', async () => {
    const { page, context } = await phone({ userId: 'Udemo-worker-candidate' });
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: '初期設定を進めます' }).waitFor();
    await expect(page.getByRole('button', { name: '受注者側' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: '発注者側' }).isEnabled()).resolves.toBe(true);
    await shot(page, '02-setup-worker-flagged');
    await context.close();
  });

  it('disables 受注者側 for everyone else', async () => {
    const { page, context } = await phone({ userId: 'Udemo-client-candidate' });
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: '初期設定を進めます' }).waitFor();
    await expect(page.getByRole('button', { name: '受注者側' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: '発注者側' }).isEnabled()).resolves.toBe(true);
    await shot(page, '02-setup-not-worker');
    await context.close();
  });
});
