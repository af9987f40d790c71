/** The gates' journeys (docs/product/screens.md#gates): first login, verification, boot failure, the setup gate. */
import { closeBrowser, phone, shot, uniqueUser, webUrl } from './support/browser';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets } from './support/checks';
import { fullWidth, verificationCode } from './support/inbox';
import { E2E } from './support/servers';

afterAll(closeBrowser);

describe('a new LINE user', () => {
  it('is verified against the partner account and reaches the setup screen', async () => {
    const { page, context } = await phone({ userId: uniqueUser('new'), displayName: '新規 ユーザー' });
    await page.goto(webUrl('/'));

    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    await shot(page, '02-verification-form');

    // Validation messages under the fields (docs/product/validation.md#verification).
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('1文字以上で入力してください').first().waitFor();
    await page.getByLabel('メールアドレス').fill('not-an-email');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('メールアドレス形式で入力してください').waitFor();
    await shot(page, '02-verification-validation');

    // Wrong company name: said above the form (no toast over the heading), still on the form.
    await page.getByLabel('メールアドレス').fill('salon@example.jp');
    await page.getByLabel('会社名').fill('違う会社');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('入力内容がサロンマーケットの登録情報と一致しませんでした').waitFor();
    await page.getByText('お客様情報の編集に失敗しました').waitFor();
    await shot(page, '02-verification-mismatch-toast');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).isVisible()).resolves.toBe(true);

    // The right company name (surrounding spaces and full-width letters are normalised): a code is
    // mailed to the partner account's address (docs/product/screens.md#verification-code), read here from the local inbox.
    await dismissToasts(page);
    await page.getByLabel('会社名').fill(' 株式会社サンプルサロン ');
    const since = new Date();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '認証コードを入力' }).waitFor();
    await expect(page.getByTestId('masked-email').innerText()).resolves.toBe('s***@example.jp');
    const code = await verificationCode('salon@example.jp', since);
    // Resending waits for its countdown.
    await expect(page.getByRole('button', { name: /認証コードを再送信（あと\d+秒）/ }).isDisabled()).resolves.toBe(true);
    await expectTapTargets(page, 'section button, section input');
    await expectNoHorizontalOverflow(page);
    await shot(page, '02-verification-code-step');

    // A wrong code: the reason under the field, still on the code step.
    await page.getByLabel('認証コード（6桁）').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '認証する' }).click();
    await page.getByText('認証コードが正しくありません（あと4回入力できます）').waitFor();
    await shot(page, '02-verification-code-wrong');

    // The right code, typed with full-width digits: the success toast and the client's top.
    await dismissToasts(page);
    await page.getByLabel('認証コード（6桁）').fill(fullWidth(code));
    await Promise.all([page.waitForURL('**/client/products'), page.getByRole('button', { name: '認証する' }).click()]);
    await page.getByText('お客様情報を認証しました').waitFor();
    await page.getByRole('heading', { name: '初期設定を進めます' }).waitFor();
    await shot(page, '02-verified-setup-screen');
    await context.close();
  });
});

describe('the e-mail code step', () => {
  it('goes back to change the address with the typed values kept; the local inbox shows the mail', async () => {
    const { page, context } = await phone({ userId: uniqueUser('back'), displayName: '戻る ユーザー' });
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    await page.getByLabel('メールアドレス').fill('salon@example.jp');
    await page.getByLabel('会社名').fill('株式会社サンプルサロン');
    const since = new Date();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '認証コードを入力' }).waitFor();
    const code = await verificationCode('salon@example.jp', since);

    // A reload (leaving for the mail app inside LINE can cause one) reopens the code step.
    await page.reload();
    await page.getByRole('heading', { name: '認証コードを入力' }).waitFor();
    await expect(page.getByTestId('masked-email').innerText()).resolves.toBe('s***@example.jp');
    await shot(page, '02-verification-code-after-reload');

    await page.getByRole('button', { name: 'メールアドレスを変更する' }).click();
    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    await expect(page.getByLabel('メールアドレス').inputValue()).resolves.toBe('salon@example.jp');
    await expect(page.getByLabel('会社名').inputValue()).resolves.toBe('株式会社サンプルサロン');

    // The local server's inbox page (not part of the deployed function) lists the mail with its code.
    await page.goto(`http://127.0.0.1:${E2E.apiPort}/_local/inbox`);
    await page.getByRole('heading', { name: 'ローカル受信箱' }).waitFor();
    await expect(page.locator('article').first().innerText()).resolves.toContain(code);
    await shot(page, '02-local-inbox');
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
