/**
 * Rooms and notices (docs/product/states.md#rooms, docs/product/notifications.md) at 375x667: the
 * message room of a contract and what tells a user that something needs them. The worker and the client exchange messages (one with an image) and see each other's without
 * reloading, with 既読; the unread badge of the bottom navigation and the room list; the contact filter
 * before 仮払い; the お知らせ list after a delivery, and the same notice as the LINE push the local
 * stand-in recorded; a permanent link to a room opened by a user who still has to verify and onboard.
 *
 * Seed: functions/src/local/seedE2e.ts (Ue2e-rooms-*, Ue2e-filter-*, Ue2e-link-*; one contract and an
 * empty room per pair). The steps of the paid pair are consecutive `it`s: each picks up where the one
 * before left it.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, reloadUntil, settle, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';
import { verificationCode } from './support/inbox';
import { E2E } from './support/servers';

const CLIENT = { userId: 'Ue2e-rooms-client', displayName: '岡本 ミモザ' };
const WORKER = { userId: 'Ue2e-rooms-worker', displayName: '小川 さくら' };
const PAID = { id: 'e2e-rooms-contract-paid', title: 'ヘアサロン ミモザ 春のヘアカタログ撮影' };

const FILTER_CLIENT = { userId: 'Ue2e-filter-client', displayName: '石田 ルナ' };
const FILTER = { id: 'e2e-rooms-contract-filter', title: 'ネイルサロン ルナ 新作デザイン撮影' };

const LINK_CLIENT = { userId: 'Ue2e-link-client', displayName: '藤田 みどり' };
const LINK = { id: 'e2e-rooms-contract-link', title: 'まつげサロン ミント 店内撮影' };

const WORKER_HELLO = 'はじめまして、小川です。\n撮影当日の流れについて、事前に確認させてください。';
const CLIENT_REPLY = 'よろしくお願いします！店内の雰囲気はこの写真のような感じです。';
const CLIENT_LATER = ['明日の撮影は10時からでお願いします。', 'モデルさんは2名の予定です。'];
const PHONE_MESSAGE = '電話番号は090-1234-5678です';
const FILTER_OK = '撮影日の候補をいくつか教えていただけますか？';
const DELIVERY = '春のヘアカタログ12スタイル分の写真を納品いたします。\nご確認をお願いいたします。';

/** common/src/rooms.ts roomMessages.contactBlocked. */
const CONTACT_BLOCKED =
  '仮払いの前は、電話番号・メールアドレス・LINE ID・他サービスのURLを送ることはできません。やり取りはアプリ内でお願いします';
/** The bottom navigation's badge poll (web/src/features/rooms/nav.ts BADGE_POLL_MS). */
const BADGE_POLL_MS = 30_000;

const clientRoom = (id: string) => webUrl(`/client/messages/${id}`);
const clientContract = (id: string) => webUrl(`/client/project-managements/${id}`);
const workerContract = (id: string) => webUrl(`/worker/project-managements/${id}`);
const apiUrl = (path: string) => `http://127.0.0.1:${E2E.apiPort}${path}`;

afterAll(closeBrowser);

async function checkLayout(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

/** A small photo-like PNG (a salon's counter and lamps, no text) to attach. */
async function salonPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#F6E7D8"/><stop offset="1" stop-color="#E2C6A8"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#wall)"/>
    <rect x="80" y="120" width="200" height="260" rx="100" fill="#FFFFFF" stroke="#B7791F" stroke-width="10"/>
    <rect x="520" y="120" width="200" height="260" rx="100" fill="#FFFFFF" stroke="#B7791F" stroke-width="10"/>
    <circle cx="400" cy="90" r="36" fill="#F6AD55"/>
    <rect x="0" y="430" width="800" height="170" fill="#8C5A3C"/>
    <rect x="330" y="300" width="140" height="130" rx="20" fill="#2C7A7B"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'メッセージ' });
const sendButton = (page: Page) => page.getByTestId('composer').getByRole('button', { name: '送信' });
const own = (page: Page, text: string) => page.getByTestId('own-message').filter({ hasText: text });
const incoming = (page: Page, text: string) => page.getByTestId('other-message').filter({ hasText: text });

/** Types into the composer and sends; waits for the message as the send answered it. */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await sendButton(page).click();
  await own(page, text.split('\n')[0]).waitFor();
  await expect(composer(page).inputValue()).resolves.toBe('');
}

/** The room is open: its header names the other party, and the messages have loaded. */
async function roomOpen(page: Page, otherName: string) {
  await page.getByTestId('room').getByRole('heading', { name: otherName, exact: true }).waitFor();
  // The log is empty (0px tall) in a room without messages: attached, not visible.
  await page.getByRole('log', { name: 'メッセージ' }).waitFor({ state: 'attached' });
}

/** The <img> has loaded its data (an object URL of the authorised fetch), not only been rendered. */
async function imageLoaded(page: Page, img: Locator) {
  await img.waitFor();
  await page.waitForFunction(
    (el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
  );
}

/** The nav's メッセージ tab: its badge's number ('' when there is none). */
/** The メッセージ tab's unread badge (マイページ has its own, for お知らせ). */
const navBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: /^メッセージ/ })
    .getByTestId('nav-unread');

describe('a room of a paid contract', () => {
  it('the worker and the client exchange messages and an image without reloading; 既読 on both sides', async () => {
    const worker = await phone(WORKER);
    const client = await phone(CLIENT);
    const w = worker.page;
    const c = client.page;

    // The client finds the new room in メッセージ (no message yet) and opens it.
    await c.goto(webUrl('/client/messages'));
    await c.getByRole('heading', { name: 'メッセージ', exact: true }).waitFor();
    const card = c.getByTestId('room-card').filter({ hasText: PAID.title });
    await card.getByTestId('room-last').getByText('まだメッセージはありません').waitFor();
    await expect(card.getByTestId('room-name').innerText()).resolves.toBe('小川 さくら');
    await c.getByRole('link', { name: '進行中' }).waitFor();
    await checkLayout(c);
    await shot(c, '11-rooms-client-list-empty');
    await card.getByRole('link').click();
    await c.waitForURL(`**/client/messages/${PAID.id}`);
    await roomOpen(c, '小川 さくら');
    await c.getByText('まだメッセージはありません。').waitFor();

    // The worker comes from the contract page's 「メッセージを送る」.
    await w.goto(workerContract(PAID.id));
    await w.getByRole('link', { name: 'メッセージを送る' }).click();
    await w.waitForURL(`**/worker/messages/${PAID.id}`);
    await roomOpen(w, 'ヘアサロン ミモザ');
    await expect(w.getByTestId('room-title').innerText()).resolves.toBe(PAID.title);
    const bar = w.getByTestId('contract-bar');
    await bar.getByText('作業中', { exact: true }).waitFor();
    await expect(bar.getByTestId('contract-hint').innerText()).resolves.toBe('作業が終わったら納品してください');
    await bar.getByRole('link', { name: '契約を見る' }).waitFor();
    // Paid: no contact note; the bottom tab bar gives way to the composer.
    await expect(w.getByTestId('contact-note').count()).resolves.toBe(0);
    await expect(w.getByRole('navigation', { name: 'メインメニュー' }).count()).resolves.toBe(0);
    await checkLayout(w);
    await shot(w, '11-rooms-worker-room-empty');

    // The worker writes (two lines); the client's open room shows it by its poll, no reload.
    await composer(w).fill(WORKER_HELLO);
    await shot(w, '11-rooms-worker-typing');
    await sendButton(w).click();
    await own(w, 'はじめまして、小川です。').waitFor();
    await incoming(c, 'はじめまして、小川です。').waitFor();
    await expect(incoming(c, 'はじめまして、小川です。').getByTestId('message-text').innerText()).resolves.toBe(WORKER_HELLO);
    await c.getByTestId('day-separator').first().waitFor();
    await checkLayout(c);
    await shot(c, '11-rooms-client-received');

    // The client saw it at the bottom of the room: 既読 under the worker's message on the worker's side.
    await own(w, 'はじめまして、小川です。').getByTestId('read-mark').getByText('既読').waitFor();
    await shot(w, '11-rooms-worker-read');

    // The client replies with a photo and a line: the preview first, then both in one message.
    const photo = await salonPhoto();
    await c.getByTestId('attach-input').setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: photo });
    await imageLoaded(c, c.getByTestId('attachments').getByRole('img', { name: '添付する画像 1' }));
    await c.getByRole('button', { name: '画像 1 を外す' }).waitFor();
    await composer(c).fill(CLIENT_REPLY);
    await checkLayout(c);
    await shot(c, '11-rooms-client-attach');
    await sendButton(c).click();
    const reply = own(c, CLIENT_REPLY);
    await reply.waitFor();
    await imageLoaded(c, reply.getByRole('img', { name: '添付画像' }));
    await expect(c.getByTestId('attachments').count()).resolves.toBe(0);
    await checkLayout(c);
    await shot(c, '11-rooms-client-sent-image');

    // The worker's room shows the reply and its thumbnail without a reload.
    const received = incoming(w, CLIENT_REPLY);
    await received.waitFor();
    await imageLoaded(w, received.getByRole('img', { name: '添付画像' }));
    await checkLayout(w);
    await shot(w, '11-rooms-worker-reply');

    // Full size in a viewer; closed again with 閉じる.
    await received.getByRole('button', { name: '画像を拡大' }).click();
    const viewer = w.getByRole('dialog');
    await imageLoaded(w, viewer.getByRole('img', { name: '添付画像（拡大）' }));
    const full = await viewer
      .getByRole('img', { name: '添付画像（拡大）' })
      .evaluate((el) => [(el as HTMLImageElement).naturalWidth, (el as HTMLImageElement).naturalHeight]);
    expect(full[0]).toBeGreaterThan(300);
    // Measured once the dialog's opening zoom has finished.
    await settle(w);
    await expectTapTargets(w, '[role="dialog"] button');
    await shot(w, '11-rooms-worker-image-full');
    await viewer.getByRole('button', { name: '閉じる' }).click();
    await viewer.waitFor({ state: 'detached' });

    // And the client's reply is 既読 on the client's side.
    await reply.getByTestId('read-mark').getByText('既読').waitFor();
    await worker.context.close();
    await client.context.close();
  });

  it('the unread badge and the room list count what arrived while the room was closed; opening it clears them', async () => {
    const worker = await phone(WORKER);
    const client = await phone(CLIENT);
    const w = worker.page;
    const c = client.page;
    // The badge polls every 30 s: the worker's clock is moved on instead of waited for.
    await worker.context.clock.install();

    await w.goto(webUrl('/worker/mypage'));
    await w.getByRole('heading', { name: 'マイページ', exact: true }).waitFor();
    await w.getByRole('link', { name: 'メッセージ', exact: true }).waitFor();
    await expect(navBadge(w).count()).resolves.toBe(0);

    await c.goto(clientRoom(PAID.id));
    await roomOpen(c, '小川 さくら');
    await send(c, CLIENT_LATER[0]);

    // Within one poll the tab shows 1, without a reload.
    await w.clock.fastForward(BADGE_POLL_MS);
    await navBadge(w).getByText('1', { exact: true }).waitFor();
    await w.getByRole('link', { name: 'メッセージ（未読1件）' }).waitFor();
    await checkLayout(w);
    await shot(w, '11-rooms-worker-badge');

    // The list: the room's last message in bold and its count.
    await w.getByRole('link', { name: 'メッセージ（未読1件）' }).click();
    await w.waitForURL('**/worker/messages');
    const card = w.getByTestId('room-card').filter({ hasText: PAID.title });
    await card.getByTestId('room-last').getByText(CLIENT_LATER[0]).waitFor();
    await expect(card.getByTestId('room-unread').innerText()).resolves.toMatch(/^1/);

    // Another message while the list is open: the badge's next poll, then the list follow it.
    await send(c, CLIENT_LATER[1]);
    await w.clock.fastForward(BADGE_POLL_MS);
    await navBadge(w).getByText('2', { exact: true }).waitFor();
    await card.getByTestId('room-last').getByText(CLIENT_LATER[1]).waitFor();
    await expect(card.getByTestId('room-unread').innerText()).resolves.toMatch(/^2/);
    await checkLayout(w);
    await shot(w, '11-rooms-worker-list-unread');

    // Opening the room reads them: the list and the badge follow.
    await card.getByRole('link').click();
    await roomOpen(w, 'ヘアサロン ミモザ');
    await incoming(w, CLIENT_LATER[1]).waitFor();
    await imageLoaded(w, incoming(w, CLIENT_REPLY).getByRole('img', { name: '添付画像' }));
    await shot(w, '11-rooms-worker-room-unread-opened');
    await own(c, CLIENT_LATER[1]).getByTestId('read-mark').waitFor();
    await w.getByTestId('room').getByRole('link', { name: '戻る' }).click();
    await w.waitForURL('**/worker/messages');
    await card.getByTestId('room-last').getByText(CLIENT_LATER[1]).waitFor();
    await card.getByTestId('room-unread').waitFor({ state: 'detached' });
    await navBadge(w).waitFor({ state: 'detached' });
    await w.getByRole('link', { name: 'メッセージ', exact: true }).waitFor();
    await checkLayout(w);
    await shot(w, '11-rooms-worker-list-read');
    await worker.context.close();
    await client.context.close();
  });
});

describe('the contact filter before 仮払い', () => {
  it('refuses a phone number with the reason and keeps the text; a normal message goes through', async () => {
    const { page, context } = await phone(FILTER_CLIENT);
    await page.goto(clientContract(FILTER.id));
    await page.getByRole('heading', { name: FILTER.title }).waitFor();
    await page.getByRole('link', { name: 'メッセージを送る' }).click();
    await page.waitForURL(`**/client/messages/${FILTER.id}`);
    await roomOpen(page, '井上 だいき');
    const bar = page.getByTestId('contract-bar');
    await bar.getByText('仮払い待ち', { exact: true }).waitFor();
    await expect(bar.getByTestId('contract-hint').innerText()).resolves.toBe('仮払いをお願いします');
    await page.getByTestId('contact-note').getByText('仮払い前は連絡先の交換はできません').waitFor();
    await checkLayout(page);
    await shot(page, '11-rooms-filter-room');

    await composer(page).fill(PHONE_MESSAGE);
    await sendButton(page).click();
    await expect(page.getByRole('alert').getByTestId('send-error').innerText()).resolves.toBe(CONTACT_BLOCKED);
    await expect(composer(page).inputValue()).resolves.toBe(PHONE_MESSAGE);
    await expect(page.getByTestId('own-message').count()).resolves.toBe(0);
    await checkLayout(page);
    await shot(page, '11-rooms-filter-refused');

    await composer(page).fill(FILTER_OK);
    await sendButton(page).click();
    await own(page, FILTER_OK).waitFor();
    await expect(page.getByTestId('send-error').count()).resolves.toBe(0);
    await expect(page.getByTestId('own-message').count()).resolves.toBe(1);
    await checkLayout(page);
    await shot(page, '11-rooms-filter-sent');
    await context.close();
  });
});

describe('notices', () => {
  it('a delivery is listed in the client’s お知らせ, opens its screen, is marked read, and was pushed to LINE', async () => {
    const worker = await phone(WORKER);
    const client = await phone(CLIENT);
    const w = worker.page;
    const c = client.page;

    // The worker delivers the paid contract.
    await w.goto(workerContract(PAID.id));
    await w.getByLabel('納品メッセージ').fill(DELIVERY);
    await w.getByTestId('deliver-form').getByRole('button', { name: '納品する' }).click();
    await w.getByRole('alertdialog').getByRole('button', { name: '納品する' }).click();
    await toast(w, '納品しました');

    // The client's お知らせ, from マイページ: the delivery on top, unread; the worker's first message too.
    await c.goto(webUrl('/client/mypage'));
    await c.getByRole('navigation', { name: 'マイページメニュー' }).getByRole('link', { name: 'お知らせ' }).click();
    await c.waitForURL('**/client/mypage/notice');
    await c.getByRole('heading', { name: 'お知らせ', exact: true }).waitFor();
    const notices = c.getByTestId('notice');
    const delivered = notices.filter({ hasText: '納品されました。内容をご確認ください' });
    const message = notices.filter({ hasText: '新しいメッセージ' });
    await delivered.waitFor();
    await expect(notices.first().innerText()).resolves.toContain('納品されました。内容をご確認ください');
    await expect(delivered.innerText()).resolves.toContain(`「${PAID.title}」`);
    await expect(delivered.getAttribute('data-unread')).resolves.toBe('true');
    await delivered.getByTestId('unread-dot').waitFor();
    await expect(message.innerText()).resolves.toContain('小川 さくら: はじめまして、小川です。');
    await expect(message.getAttribute('data-unread')).resolves.toBe('true');
    await expect(message.getByRole('link').getAttribute('href')).resolves.toBe(`/client/messages/${PAID.id}`);
    await expect(c.getByRole('button', { name: 'すべて既読にする' }).isEnabled()).resolves.toBe(true);
    await checkLayout(c);
    await shot(c, '11-rooms-client-notices');

    // Tapping the delivery opens the contract, 納品済み; back in the list it is read.
    await delivered.getByRole('link').click();
    await c.waitForURL(`**/client/project-managements/${PAID.id}`);
    await c.getByTestId('contract-status').getByText('納品済み・検収待ち', { exact: true }).waitFor();
    await c.goBack();
    await c.waitForURL('**/client/mypage/notice');
    await delivered.waitFor();
    await expect(delivered.getAttribute('data-unread')).resolves.toBeNull();
    await expect(delivered.getByTestId('unread-dot').count()).resolves.toBe(0);

    // 「すべて既読にする」 clears the marks left (the message's).
    await expect(message.getAttribute('data-unread')).resolves.toBe('true');
    await c.getByRole('button', { name: 'すべて既読にする' }).click();
    await c.getByTestId('unread-dot').first().waitFor({ state: 'detached' });
    await expect(c.locator('[data-testid="notice"][data-unread]').count()).resolves.toBe(0);
    await expect(c.getByRole('button', { name: 'すべて既読にする' }).isDisabled()).resolves.toBe(true);
    // Read from the server again, not only the optimistic marks.
    await c.reload();
    await delivered.waitFor();
    await expect(c.getByTestId('unread-dot').count()).resolves.toBe(0);
    await checkLayout(c);
    await shot(c, '11-rooms-client-notices-read');

    // The message notice opens the room, where the delivery is now a system message.
    await message.getByRole('link').click();
    await c.waitForURL(`**/client/messages/${PAID.id}`);
    await roomOpen(c, '小川 さくら');
    await c
      .getByTestId('system-message')
      .filter({ hasText: '受注者が納品しました。内容をご確認のうえ、検収または修正の依頼をしてください。' })
      .waitFor();
    await expect(c.getByTestId('contract-hint').innerText()).resolves.toBe('納品物を確認して検収してください');
    await checkLayout(c);
    await shot(c, '11-rooms-client-room-delivered');

    // The same notice as the LINE push the local stand-in recorded (the dispatcher runs every 2 s).
    await c.goto(apiUrl(`/_local/line/pushes?user=${CLIENT.userId}`));
    const push = () => c.locator('.bubble').filter({ hasText: '納品されました。内容をご確認ください' });
    await reloadUntil(c, push);
    await expect(push().innerText()).resolves.toContain(`「${PAID.title}」`);
    const button = push().getByRole('link', { name: '納品内容を確認する' });
    await expect(button.getAttribute('href')).resolves.toContain(`/client/project-managements/${PAID.id}`);
    await push().evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expectNoHorizontalOverflow(c);
    await expectTapTargets(c, 'a.button');
    await shot(c, '11-rooms-line-push');

    // Its button opens the contract in the app.
    await button.click();
    await c.waitForURL((url) => url.pathname === `/client/project-managements/${PAID.id}`);
    await c.getByTestId('contract-status').getByText('納品済み・検収待ち', { exact: true }).waitFor();
    await worker.context.close();
    await client.context.close();
  });
});

describe('a permanent link to a room', () => {
  it('a logged-out user who has to verify and onboard first ends in the room', async () => {
    const { page, context } = await phone(LINK_CLIENT);
    // How https://liff.line.me/<liffId>/client/messages/<id> arrives at the endpoint.
    await page.goto(webUrl(`/?liff.state=${encodeURIComponent(`/client/messages/${LINK.id}`)}`));

    // Gate 1: the salon verification, at the link's address.
    await page.getByRole('heading', { name: 'サロンマーケットの認証フォーム' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/client/messages/${LINK.id}`);
    await expectNoHorizontalOverflow(page);
    await shot(page, '11-rooms-link-verification');
    await page.getByLabel('メールアドレス').fill('eyelash.mint@example.jp');
    await page.getByLabel('会社名').fill('まつげサロン ミント');
    const since = new Date();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '認証コードを入力' }).waitFor();
    await page.getByLabel('認証コード（6桁）').fill(await verificationCode('eyelash.mint@example.jp', since));
    await Promise.all([page.waitForURL('**/client/products'), page.getByRole('button', { name: '認証する' }).click()]);

    // Gate 2: the setup, then the client's registration.
    await page.getByRole('heading', { name: '初期設定を進めます' }).waitFor();
    await toast(page, 'お客様情報を認証しました');
    await dismissToasts(page);
    await shot(page, '11-rooms-link-setup');
    await page.getByRole('button', { name: '発注者側' }).click();
    await page.getByRole('heading', { name: 'プロフィール登録（1/3）' }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^フリーランス$/ })
      .click();
    await page.getByLabel('名前').fill('藤田 みどり');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('heading', { name: '自己紹介（2/2）' }).waitFor();
    await page.getByLabel('自己紹介').fill('まつげサロン ミントのオーナーです。');
    await page.getByRole('button', { name: '完了' }).click();
    await page.getByRole('heading', { name: '登録が完了しました' }).waitFor();
    await shot(page, '11-rooms-link-registered');

    // Leaving the completion screen continues to the link: the room.
    await page.getByRole('button', { name: 'マイページを見る' }).click();
    await page.waitForURL(`**/client/messages/${LINK.id}`);
    await roomOpen(page, '松本 ゆい');
    await expect(page.getByTestId('room-title').innerText()).resolves.toBe(LINK.title);
    await page.getByText('まだメッセージはありません。').waitFor();
    await checkLayout(page);
    await shot(page, '11-rooms-link-room');

    // Opened again later, straight to the room (no gate left, nothing remembered).
    await page.goto(webUrl(`/?liff.state=${encodeURIComponent(`/client/messages/${LINK.id}`)}`));
    await page.waitForURL(`**/client/messages/${LINK.id}`);
    await roomOpen(page, '松本 ゆい');
    await context.close();
  });
});
