/**
 * Operations across the users' app and the console (docs/product/admin.md): a photographer asks for
 * worker access, an admin approves it in the console, and she becomes a worker; an admin's notice
 * reaches お知らせ and LINE. Users at 375x667, the admin at 1280x800 (and the queue at 375x667 too).
 */
import type { Page } from 'playwright-core';
import { grantAdmin } from './support/admin';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, reloadUntil } from './support/checks';
import { closeBrowser, desktop, phone, shot, uniqueUser, webUrl } from './support/browser';
import { E2E } from './support/servers';

afterAll(closeBrowser);

const apiUrl = (path: string) => `http://127.0.0.1:${E2E.apiPort}${path}`;

/** Verified, no side yet, not a worker (ONBOARDING_E2E_USERS.accessRequester in functions/src/local/seed.ts). */
const REQUESTER = { userId: 'Ue2e-onboard-access-requester', displayName: '岡田 フォト' };

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const choose = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

async function checkPhone(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

async function newAdmin(): Promise<string> {
  const uid = uniqueUser('admin');
  await grantAdmin(uid);
  return uid;
}

describe('worker approval', () => {
  it('a photographer requests worker access, an admin approves it, and she registers as a worker', async () => {
    const user = await phone(REQUESTER);
    const u = user.page;

    // The setup screen: 受注者側 needs the admins' approval; the request is one tap away.
    await u.goto(webUrl('/'));
    await heading(u, '初期設定を進めます').waitFor();
    await expect(u.getByRole('button', { name: '受注者側' }).isDisabled()).resolves.toBe(true);
    await u.getByText('受注者側のご利用には運営の承認が必要です').waitFor();
    await u.getByRole('button', { name: '受注者として利用を申請する' }).click();

    await heading(u, '受注者の利用申請').waitFor();
    await choose(u, 'カメラマン');
    await u.getByLabel('自己紹介').fill('サロン撮影を中心に活動しているカメラマンです。\n店内と人物の撮影が得意です。');
    await u.getByLabel('ポートフォリオ・SNSのURL').fill('https://example.jp/okada-photo');
    await checkPhone(u);
    await shot(u, '31-worker-access-request');
    await u.getByRole('button', { name: '送信', exact: true }).click();
    await u.getByTestId('worker-access-pending').waitFor();
    await checkPhone(u);
    await shot(u, '31-worker-access-pending');

    // The admin's queue, on a phone first: the request with everything she sent.
    const adminId = await newAdmin();
    const adminPhone = await phone({ userId: adminId, displayName: '運営 管理者' });
    await adminPhone.page.goto(webUrl('/console/worker-requests'));
    const phoneCard = adminPhone.page.getByRole('article', { name: '岡田 フォトさんの申請' });
    await phoneCard.waitFor();
    await checkPhone(adminPhone.page);
    await shot(adminPhone.page, '31-console-worker-requests-phone');
    await adminPhone.context.close();

    // At the desk: approve.
    const admin = await desktop({ userId: adminId, displayName: '運営 管理者' });
    const a = admin.page;
    await a.goto(webUrl('/console'));
    await a.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '受注者申請' }).click();
    await heading(a, '受注者申請').waitFor();
    const card = a.getByRole('article', { name: '岡田 フォトさんの申請' });
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain('サロン撮影を中心に活動しているカメラマンです。');
    await expect(card.getByRole('link', { name: 'https://example.jp/okada-photo' }).getAttribute('target')).resolves.toBe(
      '_blank',
    );
    await shot(a, '31-console-worker-requests-desktop');
    await card.getByRole('button', { name: '承認する' }).click();
    await a.getByRole('alertdialog').getByText('岡田 フォトさんを受注者として承認しますか？').waitFor();
    await a.getByRole('alertdialog').getByRole('button', { name: '承認する' }).click();
    await a.getByText('岡田 フォトさんを受注者として承認しました').waitFor();
    await card.waitFor({ state: 'detached' });
    await shot(a, '31-console-worker-approved');

    // The audit log keeps the approval.
    await a.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '監査ログ' }).click();
    await a.getByTestId('audit-entry').filter({ hasText: REQUESTER.userId }).first().waitFor();
    await admin.context.close();

    // LINE told her, with the way back to the setup screen.
    await u.goto(apiUrl(`/_local/line/pushes?user=${REQUESTER.userId}`));
    const push = () => u.locator('.bubble').filter({ hasText: '受注者としての利用が承認されました' });
    await reloadUntil(u, push);
    await push().evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(u, '31-worker-access-line-push');

    // 受注者側 is open now: the four steps of the worker's registration.
    await u.goto(webUrl('/'));
    await heading(u, '初期設定を進めます').waitFor();
    await u.getByText('案件に応募し、仕事を受注します').waitFor();
    await dismissToasts(u);
    await shot(u, '31-worker-access-setup-open');
    await u.getByRole('button', { name: '受注者側' }).click();
    await heading(u, 'プロフィール登録（1/4）').waitFor();
    await u.getByLabel('名前').fill('岡田 みさき');
    await choose(u, '女性');
    await choose(u, 'フリーランス');
    await u.getByRole('button', { name: '次へ' }).click();
    await heading(u, '職種選択（2/4）').waitFor();
    await choose(u, 'カメラマン');
    await u.getByRole('button', { name: '次へ' }).click();
    await heading(u, 'スキル選択（3/4）').waitFor();
    await u.getByRole('button', { name: 'スキルを追加する' }).click();
    const dialog = u.getByRole('dialog', { name: 'スキルを追加する' });
    await dialog.getByLabel('スキル', { exact: true }).fill('店内撮影');
    await dialog.getByRole('button', { name: '追加', exact: true }).click();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await u.getByRole('button', { name: '次へ' }).click();
    await heading(u, '自己紹介（4/4）').waitFor();
    await u.getByLabel('自己紹介').fill('サロン撮影を中心に活動しています。');
    await u.getByRole('button', { name: '完了' }).click();
    await heading(u, '登録が完了しました').waitFor();
    await shot(u, '31-worker-access-registered');
    await u.getByRole('button', { name: '案件を見る' }).click();
    await u.waitForURL('**/worker/projects');
    await user.context.close();
  }, 120_000);
});

describe('a notice from the admins', () => {
  it('an admin sends an important notice to every client; a salon reads it in お知らせ and in LINE', async () => {
    const title = '年末年始の営業について';
    const body = '12月29日から1月3日まで、運営のお問い合わせ窓口はお休みします。お取引はいつもどおりご利用いただけます。';
    const adminId = await newAdmin();
    const admin = await desktop({ userId: adminId, displayName: '運営 管理者' });
    const a = admin.page;
    await a.goto(webUrl('/console/notices'));
    await heading(a, 'お知らせ').waitFor();
    const form = a.getByRole('form', { name: 'お知らせを作成' });
    await form
      .locator('label')
      .filter({ hasText: /^発注者全員$/ })
      .click();
    await form.getByLabel('タイトル').fill(title);
    await form.getByLabel('本文').fill(body);
    await form.getByText('重要（LINEにも送る）').click();
    await shot(a, '32-console-notice-compose');
    await form.getByRole('button', { name: '送信する', exact: true }).click();
    const confirm = a.getByRole('alertdialog');
    await confirm.getByText('発注者全員に送信しますか？').waitFor();
    await confirm.getByRole('button', { name: '送信する' }).click();
    await a.getByRole('status').filter({ hasText: '送信' }).first().waitFor();
    await a.getByText(title).first().waitFor();
    await shot(a, '32-console-notice-sent');
    await admin.context.close();

    // A salon's お知らせ lists it.
    const salon = await phone({ userId: 'Udemo-client-lumiere', displayName: '山本 ルミエール' });
    const s = salon.page;
    await s.goto(webUrl('/client/mypage/notice'));
    await heading(s, 'お知らせ').waitFor();
    const notice = () => s.getByTestId('notice').filter({ hasText: title });
    await reloadUntil(s, notice);
    await expect(notice().innerText()).resolves.toContain('12月29日から1月3日まで');
    await checkPhone(s);
    await shot(s, '32-notice-in-app');

    // And LINE, as an important one (the dispatcher sends every 2 s, in batches).
    await s.goto(apiUrl('/_local/line/pushes?user=Udemo-client-lumiere'));
    const push = () => s.locator('.bubble').filter({ hasText: title });
    await reloadUntil(s, push, 45_000);
    await push().evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(s, '32-notice-line-push');
    await salon.context.close();
  }, 120_000);
});
