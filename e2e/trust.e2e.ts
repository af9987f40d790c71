/**
 * Trust between a salon and a photographer (docs/product/reviews.md, docs/product/portfolio.md,
 * docs/product/screens.md#my-page) at 375x667: the photographer builds a portfolio with photographs and
 * the salon sees it from the applicant list; a delivered contract is accepted (検収), both parties
 * review each other, each then reads the other's review, and the photographer's average changes on her
 * profile; and every my-page link of both sides opens a real screen.
 *
 * Seed: functions/src/local/seedE2e.ts (Ue2e-trust-*: a delivered contract, an open job with her
 * application). The steps are consecutive `it`s: each picks up where the one before left it.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { dismissToasts, expectNoHorizontalOverflow, expectTapTargets, settle, toast } from './support/checks';
import { closeBrowser, phone, shot, webUrl } from './support/browser';

const CLIENT = { userId: 'Ue2e-trust-client', displayName: '西村 ノエル' };
const WORKER = { userId: 'Ue2e-trust-worker', displayName: '高橋 ひかり' };
const JOB = { id: 'e2e-trust-open-job', title: 'ヘアサロン ノエル 冬のヘアカタログ撮影' };
const CONTRACT = { id: 'e2e-trust-contract', title: 'ヘアサロン ノエル 秋のスタイル撮影' };
const SALON_NAME = 'ヘアサロン ノエル';

const CLIENT_REVIEW = '仕上がりがとても自然で、スタッフにも好評でした。撮影当日の段取りも丁寧で安心してお任せできました。';
const WORKER_REVIEW = '事前の打ち合わせで撮りたいイメージを具体的に共有していただき、とても撮影しやすい現場でした。';

/** The JST month of now as the review list writes it: 2026年11月. */
const thisMonth = () => {
  const [y, m] = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7).split('-');
  return `${y}年${Number(m)}月`;
};

/** A confirm dialog has finished closing (its fade-out would blur the screenshot). */
const dialogClosed = (page: Page) => page.getByRole('alertdialog').waitFor({ state: 'detached' });

/** Chooses the stars, writes the comment and sends the review form. */
async function review(page: Page, stars: number, comment: string, screenshot: string) {
  await page.getByRole('form', { name: '評価' }).waitFor();
  await page.getByRole('radio', { name: `星${stars}` }).click();
  await page.getByLabel('コメント').fill(comment);
  await expect(page.getByRole('radio', { name: `星${stars}` }).getAttribute('aria-checked')).resolves.toBe('true');
  await checkLayout(page);
  await shot(page, screenshot);
  await page.getByRole('button', { name: '評価を送信する' }).click();
  await toast(page, '評価を送信しました');
  await dismissToasts(page);
}

afterAll(closeBrowser);

async function checkLayout(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page);
}

/** Photographs as a phone would send them: JPEGs of a few colours, 1600x1200, one with a gradient band. */
async function photographs(n: number, offset = 0) {
  const colours = ['#9C4221', '#285E61', '#553C9A', '#975A16', '#2A4365'];
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const band = Buffer.from(
        `<svg width="1600" height="1200"><rect x="0" y="800" width="1600" height="400" fill="#F7FAFC" opacity="0.6"/></svg>`,
      );
      return {
        name: `IMG_${2001 + offset + i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 1600, height: 1200, channels: 3, background: colours[(offset + i) % colours.length] },
        })
          .composite([{ input: band }])
          .jpeg()
          .toBuffer(),
      };
    }),
  );
}

describe('the portfolio', () => {
  it('a photographer adds two works with photographs; the salon sees them from the applicant list', async () => {
    const { page: w } = await phone(WORKER);
    await w.goto(webUrl('/worker/mypage/edit/portfolio'));
    await w.getByTestId('portfolio-count').waitFor();
    await shot(w, '33-portfolio-empty');

    const works = [
      { title: '秋のボブスタイル撮影', photos: await photographs(3) },
      { title: 'ショートスタイル 店内撮影', photos: await photographs(2, 3) },
    ];
    for (const work of works) {
      await w.getByRole('link', { name: '作品を追加' }).click();
      await w.getByRole('form', { name: '作品を追加' }).waitFor();
      await w.getByTestId('work-photo-input').setInputFiles(work.photos);
      // Each photograph is re-encoded on the server; its preview comes back as a thumbnail.
      await w
        .getByTestId('work-photo')
        .nth(work.photos.length - 1)
        .waitFor();
      await w.getByTestId('upload-progress').waitFor({ state: 'detached', timeout: 30000 });
      await w.getByLabel('タイトル').fill(work.title);
      await w.getByLabel('説明（任意）').fill('自然光でのスタイル撮影。レタッチまで担当しました。');
      if (work === works[0]) {
        await checkLayout(w);
        await shot(w, '33-portfolio-work-editor');
      }
      await w.getByRole('button', { name: '保存' }).click();
      await toast(w, '作品を追加しました');
      await w.getByRole('heading', { name: 'ポートフォリオ' }).waitFor();
      await dismissToasts(w);
    }
    // A new work goes first; she can reorder them.
    const newestFirst = [...works].reverse();
    await expect(w.getByTestId('portfolio-work-title').allInnerTexts()).resolves.toEqual(newestFirst.map((x) => x.title));
    await expect(w.getByTestId('portfolio-count').innerText()).resolves.toBe('2/20件');
    await checkLayout(w);
    await shot(w, '33-portfolio-editor-two-works');

    // The salon opens the applicant list of its open job, then her profile.
    const { page: c } = await phone(CLIENT);
    await c.goto(webUrl(`/client/products/${JOB.id}/application`));
    await c.getByText(WORKER.displayName).first().click();
    await c.waitForURL(/\/client\/search\/workers\/Ue2e-trust-worker/);
    const grid = c.getByTestId('portfolio-grid');
    await grid.waitFor();
    await grid.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // One cover per work, in her order.
    await expect(grid.locator('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).resolves.toEqual(
      newestFirst.map((x) => `${x.title}（写真${x.photos.length}枚）を開く`),
    );
    await checkLayout(c);
    await shot(c, '33-portfolio-on-profile');

    // Full size, and a swipe to the next photograph.
    await grid.locator('button').first().click();
    const viewer = c.getByTestId('portfolio-viewer');
    await viewer.waitFor();
    // The viewer goes through every photograph of every work: 2 + 3.
    await expect(viewer.getByTestId('viewer-position').innerText()).resolves.toBe('1 / 5');
    await viewer.getByText(newestFirst[0].title).first().waitFor();
    await settle(c);
    await shot(c, '33-portfolio-viewer');
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height / 2;
    await swipeLeft(c, y);
    await viewer.getByTestId('viewer-position').getByText('2 / 5').waitFor();
  });
});

/** A horizontal swipe from right to left across the middle of the screen, as a finger would. */
async function swipeLeft(page: Page, y: number) {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', 300);
  for (const x of [260, 200, 140, 90]) await touch('touchMove', x);
  await touch('touchEnd');
  await session.detach();
}

describe('my page', () => {
  /** Every link under /{side}/mypage reachable from my page (sub-pages and their own links), each opened. */
  async function walk(side: 'client' | 'worker', user: { userId: string; displayName: string }) {
    const { page } = await phone(user);
    const start = `/${side}/mypage`;
    const seen = new Set<string>([start]);
    const queue = [start];
    const opened: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      await page.goto(webUrl(path));
      await page.getByRole('heading').first().waitFor();
      await settle(page);
      const text = await page.locator('body').innerText();
      expect({ path, notFound: /ページが見つかりません|読み込みに失敗しました/.test(text) }).toEqual({ path, notFound: false });
      opened.push(path);
      await checkLayout(page);
      // Named by the path, a work's or a receipt's id read as "item".
      const name =
        path
          .slice(start.length)
          .replace(/[\w-]{16,}/g, 'item')
          .replaceAll('/', '-') || '-top';
      await shot(page, `33-mypage-${side}${name}`);
      const hrefs = await page.locator(`a[href^="${start}"]`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        const clean = href.split(/[?#]/)[0];
        if (!seen.has(clean)) {
          seen.add(clean);
          queue.push(clean);
        }
      }
    }
    return opened;
  }

  it('every link of the salon’s my page opens a real screen', async () => {
    const opened = await walk('client', CLIENT);
    for (const p of ['info', 'notice', 'account', 'worker-access', 'contact', 'terms', 'policy', 'edit'])
      expect(opened).toContain(`/client/mypage/${p}`);
  });

  it('every link of the photographer’s my page opens a real screen', async () => {
    const opened = await walk('worker', WORKER);
    for (const p of ['reward', 'account', 'info', 'notice', 'contact', 'terms', 'policy', 'edit', 'edit/portfolio'])
      expect(opened).toContain(`/worker/mypage/${p}`);
  });
});

describe('reviews after the deal', () => {
  it('before: the photographer has no review on her profile', async () => {
    const { page: c } = await phone(CLIENT);
    await c.goto(webUrl('/client/search/workers/Ue2e-trust-worker'));
    await expect(c.getByTestId('review-summary').first().innerText()).resolves.toBe('評価はまだありません');
  });

  it('the salon accepts the delivery (検収), is invited to review and reviews first: hers waits for the other', async () => {
    const { page: c } = await phone(CLIENT);
    await c.goto(webUrl(`/client/project-managements/${CONTRACT.id}`));
    await c.getByRole('button', { name: '検収する' }).click();
    const confirm = c.getByRole('alertdialog');
    await confirm.getByText('検収しますか？').waitFor();
    await confirm.getByRole('button', { name: '検収する' }).click();
    await toast(c, '検収しました');
    await dialogClosed(c);
    await dismissToasts(c);

    // The invitation on the contract page, with the window's end.
    const card = c.getByTestId('review-card');
    await card.waitFor();
    await expect(card.getByTestId('review-invitation').innerText()).resolves.toMatch(
      /^高橋 ひかりを評価してください（\d{1,2}月\d{1,2}日まで）$/,
    );
    await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await checkLayout(c);
    await shot(c, '34-review-invitation-contract');

    await card.getByRole('link', { name: '評価する' }).click();
    await c.waitForURL(new RegExp(`/client/project-managements/${CONTRACT.id}/review$`));
    await expect(c.getByTestId('review-contract-title').innerText()).resolves.toBe(CONTRACT.title);
    // Sending without stars says what is missing.
    await c.getByLabel('コメント').fill(CLIENT_REVIEW);
    await c.getByRole('button', { name: '評価を送信する' }).click();
    await c.getByText('評価を選んでください').waitFor();
    await review(c, 5, CLIENT_REVIEW, '34-review-form-client');

    // Hers is kept until the photographer has written hers (double-blind): nothing of the other's shows.
    await expect(c.getByTestId('my-review-state').innerText()).resolves.toBe('相手の評価を待っています');
    await expect(c.getByTestId('my-review').innerText()).resolves.toContain(CLIENT_REVIEW);
    await expect(c.getByTestId('their-review').count()).resolves.toBe(0);
    await checkLayout(c);
    await shot(c, '34-review-sent-waiting');
  });

  it('the photographer is invited in the room, reviews, and reads the salon’s review at once', async () => {
    const { page: w } = await phone(WORKER);
    await w.goto(webUrl(`/worker/messages/${CONTRACT.id}`));
    const banner = w.getByTestId('review-banner');
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toContain('取引が完了しました。評価をお願いします');
    await expectNoHorizontalOverflow(w);
    await shot(w, '34-review-banner-room');
    await banner.getByRole('link', { name: '評価する' }).click();
    await w.waitForURL(new RegExp(`/worker/project-managements/${CONTRACT.id}/review$`));
    await review(w, 4, WORKER_REVIEW, '34-review-form-worker');

    // The second review reveals both.
    const theirs = w.getByTestId('their-review');
    await theirs.waitFor();
    await expect(theirs.innerText()).resolves.toContain(CLIENT_REVIEW);
    await expect(w.getByTestId('my-review-state').innerText()).resolves.toBe('公開済み');
    await checkLayout(w);
    await shot(w, '34-review-both-visible-worker');

    // The room asks no more.
    await w.goto(webUrl(`/worker/messages/${CONTRACT.id}`));
    await w.getByTestId('room').waitFor();
    await settle(w);
    await expect(w.getByTestId('review-banner').count()).resolves.toBe(0);
  });

  it('the salon reads the photographer’s review, and the averages on both profiles change', async () => {
    const { page: c } = await phone(CLIENT);
    await c.goto(webUrl(`/client/project-managements/${CONTRACT.id}`));
    const card = c.getByTestId('review-card');
    await card.getByTestId('their-review').waitFor();
    await expect(card.getByTestId('their-review').innerText()).resolves.toContain(WORKER_REVIEW);
    await expect(card.getByTestId('my-review-state').innerText()).resolves.toBe('公開済み');
    await card.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await checkLayout(c);
    await shot(c, '34-review-both-visible-client');

    // Her profile as the salon opens it from the applicant list: ★ 5.0（1件）, the review with its job and month.
    await c.goto(webUrl(`/client/products/${JOB.id}/application`));
    await c.getByTestId('review-summary').first().waitFor();
    await expect(c.getByTestId('review-summary').first().getAttribute('aria-label')).resolves.toBe('評価 5.0（1件）');
    await c.getByText(WORKER.displayName).first().click();
    await c.waitForURL(/\/client\/search\/workers\/Ue2e-trust-worker/);
    await expect(c.getByTestId('review-summary').first().getAttribute('aria-label')).resolves.toBe('評価 5.0（1件）');
    const reviews = c.getByTestId('profile-reviews');
    await reviews.getByTestId('review-item').first().waitFor();
    const item = await reviews.getByTestId('review-item').first().innerText();
    expect(item).toContain(CLIENT_REVIEW);
    expect(item).toContain(CONTRACT.title);
    expect(item).toContain(thisMonth());
    await expect(reviews.getByTestId('reviews-summary').innerText()).resolves.toContain('完了した取引 1件');
    await reviews.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await checkLayout(c);
    await shot(c, '34-review-on-worker-profile');

    // The salon's average where the photographer reads it: the salon's open job.
    const { page: w } = await phone(WORKER);
    await w.goto(webUrl(`/worker/projects/${JOB.id}`));
    await w.getByText(SALON_NAME).first().waitFor();
    await expect(w.getByTestId('review-summary').first().getAttribute('aria-label')).resolves.toBe('評価 4.0（1件）');
    const salonReviews = w.getByTestId('profile-reviews');
    await salonReviews.getByTestId('review-item').first().waitFor();
    await expect(salonReviews.getByTestId('review-item').first().innerText()).resolves.toContain(WORKER_REVIEW);
    await salonReviews.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await checkLayout(w);
    await shot(w, '34-review-on-salon-profile');
  });
});
