/**
 * The client and worker registration wizards (docs/product/screens.md#client-onboarding,
 * docs/product/screens.md#worker-onboarding), profile pictures and the skill editor, at 375x667 with a
 * screenshot of every step. Users are seeded verified with no side yet
 * (ONBOARDING_E2E_USERS in functions/src/local/seed.ts); each journey consumes one.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoHorizontalOverflow, expectTapTargets } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

/** Same ids as ONBOARDING_E2E_USERS in functions/src/local/seed.ts. */
const USERS = {
  clientIndividual: 'Ue2e-onboard-client-individual',
  clientCorporation: 'Ue2e-onboard-client-corporation',
  worker: 'Ue2e-onboard-worker',
  workerValidation: 'Ue2e-onboard-worker-validation',
} as const;

afterAll(closeBrowser);

/** A small, clearly visible PNG (a face-like badge) to upload as the profile picture. */
async function avatarPng(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
    <rect width="240" height="240" fill="${color}"/>
    <circle cx="120" cy="100" r="48" fill="#fff"/>
    <rect x="48" y="164" width="144" height="60" rx="30" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const errorUnder = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const choose = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

/** The step starts at the top of the page (docs/product/screens.md#client-onboarding). */
async function expectAtTop(page: Page) {
  await page.waitForFunction(() => window.scrollY === 0);
}

/** Another feature's page has rendered: a heading, no spinner left. */
async function pageSettled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner'));
}

/** Picks the file, waits for the upload and for the uploaded picture (not the default) to show. */
async function uploadAvatar(page: Page, uid: string, side: 'client' | 'worker', png: Buffer) {
  const picker = page.getByTestId('image-picker-profile');
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith(`/liff/images/${side}/profile`) && r.request().method() === 'PUT',
  );
  await picker.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).status()).toBe(200);
  await expectAvatarLoaded(page, picker.locator('img'), uid, side);
}

async function expectAvatarLoaded(page: Page, img: ReturnType<Page['locator']>, uid: string, side: string) {
  await img.and(page.locator(`[src*="/liff/images/${uid}/${side}/profile?v="]`)).waitFor();
  await page.waitForFunction(
    (el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
  );
}

describe('client onboarding', () => {
  it('an individual registers with a picture, sees the completion screen and lands on the client side', async () => {
    const uid = USERS.clientIndividual;
    const { page, context } = await phone({ userId: uid, displayName: '小林 サロン' });
    await page.goto(webUrl('/'));
    await heading(page, '初期設定を進めます').waitFor();
    await page.getByRole('button', { name: '発注者側' }).click();

    await heading(page, 'プロフィール登録（1/3）').waitFor();
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await shot(page, '03-client-individual-1-profile');

    // Validation messages under the fields (docs/product/validation.md#client-profile).
    await page.getByRole('button', { name: '次へ' }).click();
    await errorUnder(page, '選択してください').waitFor();
    await errorUnder(page, '1文字以上で入力してください').waitFor();
    await page.getByLabel('名前').fill('あ'.repeat(51));
    await errorUnder(page, '50文字以内で入力してください').waitFor();
    await shot(page, '03-client-individual-1-errors');

    await choose(page, 'フリーランス');
    await uploadAvatar(page, uid, 'client', await avatarPng('#DD6B20'));
    await page.getByLabel('名前').fill('小林 花子');
    await shot(page, '03-client-individual-1-filled');
    await page.getByRole('button', { name: '次へ' }).click();

    // An individual skips the company step.
    await heading(page, '自己紹介（2/2）').waitFor();
    await expectAtTop(page);
    await page.getByRole('button', { name: '完了' }).click();
    await errorUnder(page, '1文字以上で入力してください').waitFor();
    await page.getByLabel('自己紹介').fill('ネイルサロンを経営しています。\n<b>撮影</b>をお願いしたいです。');
    await shot(page, '03-client-individual-2-introduction');

    // Back to step 1 keeps the draft, and forward again keeps the introduction.
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, 'プロフィール登録（1/2）').waitFor();
    await expect(page.getByLabel('名前').inputValue()).resolves.toBe('小林 花子');
    await expect(page.getByRole('radio', { name: 'フリーランス' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: '次へ' }).click();
    await heading(page, '自己紹介（2/2）').waitFor();
    await expect(page.getByLabel('自己紹介').inputValue()).resolves.toContain('<b>撮影</b>');

    await page.getByRole('button', { name: '完了' }).click();
    await heading(page, '登録が完了しました').waitFor();
    await page.getByText('案件を作成しましょう').waitFor();
    await expectAvatarLoaded(page, page.locator('main img').first(), uid, 'client');
    await expectTapTargets(page);
    await shot(page, '03-client-individual-3-complete');

    await page.getByRole('button', { name: '案件を作成する' }).click();
    await page.waitForURL('**/client/project-managements/new');
    await expect(heading(page, '初期設定を進めます').count()).resolves.toBe(0);
    await pageSettled(page);
    await shot(page, '03-client-individual-4-client-area');

    // My page: picture, name, classification, the introduction with its line break and no HTML.
    await page.goto(webUrl('/client/mypage'));
    await page.getByRole('heading', { name: '小林 花子' }).waitFor();
    await page.getByText('フリーランス', { exact: true }).waitFor();
    const intro = page.getByText('ネイルサロンを経営しています。');
    await expect(intro.innerHTML()).resolves.toBe(
      'ネイルサロンを経営しています。<br>&lt;b&gt;撮影&lt;/b&gt;をお願いしたいです。',
    );
    await expectAvatarLoaded(page, page.getByRole('img', { name: '小林 花子のプロフィール画像' }), uid, 'client');
    await expectNoHorizontalOverflow(page);
    await shot(page, '03-client-individual-5-mypage');

    // The other side's routes lead back to the own side.
    await page.goto(webUrl('/worker/projects'));
    await page.waitForURL('**/client/products');

    // Fallback: an avatar whose image is missing shows the default avatar.
    await page.route('**/liff/images/*/client/profile*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":{"code":"not_found","message":"画像が見つかりません"}}',
      }),
    );
    await page.goto(webUrl('/client/mypage'));
    const avatar = page.getByRole('img', { name: '小林 花子のプロフィール画像' });
    await avatar.and(page.locator('[src="/images/avatar-default.svg"]')).waitFor();
    await shot(page, '03-client-individual-6-avatar-fallback');
    await context.close();
  });

  it('a corporation registers its company, going back from step 3 to 2 and from step 1 to the setup choice', async () => {
    const uid = USERS.clientCorporation;
    const { page, context } = await phone({ userId: uid, displayName: '鈴木 一郎' });
    await page.goto(webUrl('/'));
    await page.getByRole('button', { name: '発注者側' }).click();

    await heading(page, 'プロフィール登録（1/3）').waitFor();
    await choose(page, '法人');
    await page.getByLabel('名前').fill('鈴木 一郎');
    await shot(page, '03-client-corporation-1-profile');
    await page.getByRole('button', { name: '次へ' }).click();

    await heading(page, '会社情報登録（2/3）').waitFor();
    await expectAtTop(page);
    await expectTapTargets(page);
    // The company name starts as the verified partner account's (seed: サロン オンボード).
    await expect(page.getByLabel('会社名').inputValue()).resolves.toBe('サロン オンボード');
    await shot(page, '03-client-corporation-2-company');
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByText('1文字以上で入力してください', { exact: true }).count()).resolves.toBe(3);
    await page.getByLabel('ホームページURL').fill('salon-example');
    await page.getByLabel('設立日').fill('あ'.repeat(21));
    await errorUnder(page, 'URL形式で入力してください').waitFor();
    await errorUnder(page, '20文字以内で入力してください').waitFor();
    await shot(page, '03-client-corporation-2-errors');

    await page.getByLabel('会社名').fill('株式会社ブルーム');
    await page.getByLabel('設立日').fill('2012年5月');
    await page.getByLabel('住所').fill('東京都渋谷区神宮前1-2-3');
    await page.getByLabel('ホームページURL').fill('https://bloom.example.jp');
    await shot(page, '03-client-corporation-2-filled');
    await page.getByRole('button', { name: '次へ' }).click();

    await heading(page, '会社概要（3/3）').waitFor();
    await page.getByLabel('会社概要').fill('都内でネイルサロンを3店舗運営しています。\n新店舗の撮影をお願いします。');
    await shot(page, '03-client-corporation-3-overview');

    // Back from step 3 goes to step 2 with the company kept; back from step 1 to the setup choice.
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, '会社情報登録（2/3）').waitFor();
    await expect(page.getByLabel('会社名').inputValue()).resolves.toBe('株式会社ブルーム');
    await shot(page, '03-client-corporation-back-to-2');
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, 'プロフィール登録（1/3）').waitFor();
    await expect(page.getByRole('radio', { name: '法人' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, '初期設定を進めます').waitFor();
    await shot(page, '03-client-corporation-back-to-setup');

    // The draft survives leaving to the setup choice.
    await page.getByRole('button', { name: '発注者側' }).click();
    await expect(page.getByLabel('名前').inputValue()).resolves.toBe('鈴木 一郎');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('button', { name: '次へ' }).click();
    await heading(page, '会社概要（3/3）').waitFor();
    await expect(page.getByLabel('会社概要').inputValue()).resolves.toContain('新店舗の撮影');

    // A failed save: the button stops loading, no message (docs/product/screens.md#client-onboarding), still on step 3.
    await page.route('**/liff/profiles/client', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
    await page.getByRole('button', { name: '完了' }).click();
    await page.waitForFunction(
      () => ![...document.querySelectorAll('button')].some((b) => b.getAttribute('data-loading') !== null),
    );
    await heading(page, '会社概要（3/3）').waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.getByRole('button', { name: '完了' }).click();
    await heading(page, '登録が完了しました').waitFor();
    await page.locator('main img[src="/images/avatar-default.svg"]').waitFor();
    await shot(page, '03-client-corporation-4-complete');

    // The client side's my page (docs/product/screens.md#my-page).
    await page.getByRole('button', { name: 'マイページを見る' }).click();
    await page.waitForURL('**/client/mypage');
    await page.getByRole('heading', { name: '鈴木 一郎' }).waitFor();
    await page.getByText('株式会社ブルーム').first().waitFor();
    await page.getByText('https://bloom.example.jp').waitFor();
    await shot(page, '03-client-corporation-5-mypage');

    // Editing reuses the forms and the same endpoint.
    await page.getByRole('link', { name: 'プロフィールを編集' }).first().click();
    await page.getByRole('link', { name: '会社概要' }).click();
    await page.getByLabel('会社概要').fill('都内でネイルサロンを4店舗運営しています。');
    await shot(page, '03-client-corporation-6-edit-overview');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/client/mypage');
    await page.getByText('都内でネイルサロンを4店舗運営しています。').waitFor();
    await context.close();
  });
});

describe('worker onboarding', () => {
  it('a worker-flagged user registers in four steps with picture and skills and lands on /worker/projects', async () => {
    const uid = USERS.worker;
    const { page, context } = await phone({ userId: uid, displayName: '伊藤 フォト' });
    await page.goto(webUrl('/'));
    await page.getByRole('button', { name: '受注者側' }).click();

    await heading(page, 'プロフィール登録（1/4）').waitFor();
    // Sex defaults to male, the birth date to today (docs/product/screens.md#worker-onboarding).
    const now = new Date();
    await expect(page.getByRole('radio', { name: '男性' }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('生年月日（年）').inputValue()).resolves.toBe(String(now.getFullYear()));
    await expect(page.getByLabel('生年月日（月）').inputValue()).resolves.toBe(String(now.getMonth() + 1));
    await expect(page.getByLabel('生年月日（日）').inputValue()).resolves.toBe(String(now.getDate()));
    // 100 years counting back, ascending.
    const years = await page.getByLabel('生年月日（年）').locator('option').allInnerTexts();
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(String(now.getFullYear() - 99));
    expect(years[99]).toBe(String(now.getFullYear()));
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await shot(page, '03-worker-1-profile');

    await uploadAvatar(page, uid, 'worker', await avatarPng('#319795'));
    await page.getByLabel('名前').fill('伊藤 光');
    await choose(page, '女性');
    // Days follow the chosen month: February 2000 has 29.
    await page.getByLabel('生年月日（年）').selectOption('2000');
    await page.getByLabel('生年月日（月）').selectOption('2');
    await expect(page.getByLabel('生年月日（日）').locator('option').count()).resolves.toBe(29);
    await page.getByLabel('生年月日（月）').selectOption('4');
    await page.getByLabel('生年月日（日）').selectOption('15');
    await choose(page, 'フリーランス');
    await shot(page, '03-worker-1-filled');
    await page.getByRole('button', { name: '次へ' }).click();

    await heading(page, '職種選択（2/4）').waitFor();
    await expectAtTop(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await errorUnder(page, '必須').waitFor();
    await shot(page, '03-worker-2-occupation-error');
    await choose(page, 'カメラマン');
    await shot(page, '03-worker-2-occupation');
    await page.getByRole('button', { name: '次へ' }).click();

    await heading(page, 'スキル選択（3/4）').waitFor();
    await shot(page, '03-worker-3-skills-empty');
    await page.getByRole('button', { name: 'スキルを追加する' }).click();
    const dialog = page.getByRole('dialog', { name: 'スキルを追加する' });
    await dialog.waitFor();
    const skillInput = dialog.getByLabel('スキル', { exact: true });
    const add = dialog.getByRole('button', { name: '追加', exact: true });
    await add.click();
    await dialog.getByText('必須', { exact: true }).waitFor();
    await skillInput.fill('あ'.repeat(21));
    await add.click();
    await dialog.getByText('20文字以下', { exact: true }).waitFor();
    await skillInput.fill('人物撮影');
    await add.click();
    await skillInput.fill('Ｐｈｏｔｏｓｈｏｐ');
    await skillInput.press('Enter');
    await dialog.getByText('Photoshop', { exact: true }).waitFor();
    // Duplicates after trimming and width normalisation are refused.
    await skillInput.fill('  photoshop ');
    await add.click();
    await dialog.getByText('このスキルはすでに追加されています').waitFor();
    await dialog.getByRole('button', { name: '店内撮影を追加' }).click();
    await shot(page, '03-worker-3-skill-editor');
    await dialog.getByRole('button', { name: '人物撮影を削除' }).click();
    await expect(dialog.getByRole('button', { name: '人物撮影を追加' }).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const chosen = page.getByRole('list', { name: '登録済みのスキル' }).getByRole('listitem');
    await expect(chosen.allInnerTexts()).resolves.toEqual(['Photoshop', '店内撮影']);
    await shot(page, '03-worker-3-skills');
    await page.getByRole('button', { name: '次へ' }).click();

    await heading(page, '自己紹介（4/4）').waitFor();
    await page.getByRole('button', { name: '完了' }).click();
    await errorUnder(page, '必須').waitFor();
    await page.getByLabel('自己紹介').fill('あ'.repeat(1001));
    await errorUnder(page, '1,000文字以下').waitFor();
    await errorUnder(page, '1,000文字以下').scrollIntoViewIfNeeded();
    await shot(page, '03-worker-4-introduction-error');
    // Back keeps the skills; forward again.
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, 'スキル選択（3/4）').waitFor();
    await expect(chosen.count()).resolves.toBe(2);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByLabel('自己紹介').fill('サロン専門のカメラマンです。\n店内と人物の撮影が得意です。');
    await shot(page, '03-worker-4-introduction');
    await page.getByRole('button', { name: '完了' }).click();

    await heading(page, '登録が完了しました').waitFor();
    await page.getByText('案件を見てみましょう').waitFor();
    await expectAvatarLoaded(page, page.locator('main img').first(), uid, 'worker');
    await shot(page, '03-worker-5-complete');
    await page.getByRole('button', { name: '案件を見る' }).click();
    await page.waitForURL('**/worker/projects');
    await pageSettled(page);
    await shot(page, '03-worker-6-projects');

    await page.goto(webUrl('/worker/mypage'));
    await page.getByRole('heading', { name: '伊藤 光' }).waitFor();
    await page.getByText('Photoshop', { exact: true }).waitFor();
    await page.getByText('カメラマン').first().waitFor();
    await expect(page.getByText('サロン専門のカメラマンです。').innerHTML()).resolves.toBe(
      'サロン専門のカメラマンです。<br>店内と人物の撮影が得意です。',
    );
    await expectAvatarLoaded(page, page.getByRole('img', { name: '伊藤 光のプロフィール画像' }), uid, 'worker');
    await shot(page, '03-worker-7-mypage');

    // Editing the pictures: a background image, shown on my page with its update time.
    await page.getByRole('link', { name: 'プロフィールを編集' }).click();
    await page.getByRole('link', { name: 'プロフィール画像・背景画像' }).click();
    const background = page.getByTestId('image-picker-background');
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/liff/images/worker/background') && r.request().method() === 'PUT',
    );
    await background
      .locator('input[type=file]')
      .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await avatarPng('#81E6D9') });
    expect((await uploaded).status()).toBe(200);
    await page.getByText('背景画像を更新しました').waitFor();
    await background.locator(`img[src*="/liff/images/${uid}/worker/background?v="]`).waitFor();
    await shot(page, '03-worker-8-edit-images');
    await page.getByRole('link', { name: '戻る' }).click();
    await page.getByRole('link', { name: '戻る' }).click();
    await page.waitForURL('**/worker/mypage');
    await page.locator(`img[alt="背景画像"][src*="/liff/images/${uid}/worker/background?v="]`).waitFor();
    await shot(page, '03-worker-9-mypage-background');

    // The client side is not for a worker.
    await page.goto(webUrl('/client/mypage'));
    await page.waitForURL('**/worker/projects');
    await context.close();
  });

  it('shows validation errors under the fields, and back from step 1 resets everything', async () => {
    const { page, context } = await phone({ userId: USERS.workerValidation, displayName: '伊藤 フォト' });
    // A user without a picture yet: the app asks for no image of theirs (no 404s in the console).
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/liff/images/') && r.status() === 404) missing.push(r.url());
    });
    await page.goto(webUrl('/'));
    await page.getByRole('button', { name: '受注者側' }).click();
    await heading(page, 'プロフィール登録（1/4）').waitFor();
    await page.getByTestId('image-picker-profile').locator('img').waitFor();

    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByText('必須', { exact: true }).count()).resolves.toBe(2);
    // Each message sits right under its own field.
    const nameField = page.getByLabel('名前');
    const nameError = page.getByText('必須', { exact: true }).first();
    const [fieldBox, errorBox] = await Promise.all([nameField.boundingBox(), nameError.boundingBox()]);
    expect(errorBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height - 1);
    expect(errorBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(40);
    await nameField.fill('あ'.repeat(51));
    await errorUnder(page, '50文字以下').waitFor();
    await shot(page, '03-worker-validation-step1');

    // A file that is not an image: the server refuses it (docs/product/validation.md#uploads) and the toast says so.
    await page
      .getByTestId('image-picker-profile')
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('これは画像ではありません') });
    await page.getByText('アップロードに失敗しました', { exact: true }).waitFor();
    await page.getByText('画像ファイル（JPEG・PNGなど）を選択してください').waitFor();
    await page.getByTestId('image-picker-profile').locator('img[src="/images/avatar-default.svg"]').waitFor();
    await shot(page, '03-worker-validation-upload-failed');

    await nameField.fill('渡辺 撮影');
    await choose(page, '法人');
    await page.getByLabel('生年月日（年）').selectOption('1990');
    await page.getByRole('button', { name: '次へ' }).click();
    await heading(page, '職種選択（2/4）').waitFor();
    await choose(page, 'カメラマン');

    // Back keeps the draft within the wizard...
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, 'プロフィール登録（1/4）').waitFor();
    await expect(nameField.inputValue()).resolves.toBe('渡辺 撮影');
    await expect(page.getByLabel('生年月日（年）').inputValue()).resolves.toBe('1990');

    // ...and back from step 1 resets the whole process.
    await page.getByRole('button', { name: '戻る' }).click();
    await heading(page, '初期設定を進めます').waitFor();
    await page.getByRole('button', { name: '受注者側' }).click();
    await heading(page, 'プロフィール登録（1/4）').waitFor();
    await expect(nameField.inputValue()).resolves.toBe('');
    await expect(page.getByLabel('生年月日（年）').inputValue()).resolves.toBe(String(new Date().getFullYear()));
    await expect(page.getByRole('radio', { name: '法人' }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('radio', { name: '男性' }).isChecked()).resolves.toBe(true);
    await shot(page, '03-worker-validation-reset');
    expect(missing).toEqual([]);
    await context.close();
  });
});
