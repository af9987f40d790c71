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
      await w.getByTestId('work-photo').nth(work.photos.length - 1).waitFor();
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
      const name = path.slice(start.length).replace(/[\w-]{16,}/g, 'item').replaceAll('/', '-') || '-top';
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
