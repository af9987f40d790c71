/**
 * The per-side rich menus (docs/product/notifications.md#rich-menus): their definition, and the
 * link at the end of both onboardings.
 */
import { logger } from 'firebase-functions/logger';
import { LocalLine } from '../src/adapters/line/local';
import { MENU_BUTTONS, MENU_SIZE, richMenuRequest, richMenuSvg } from '../src/features/richMenus/menus';
import { createTestApp, describeApi, type TestApp } from './support/harness';

const LIFF = 'https://liff.line.me/2000000000-salonwks';

describe('rich menu definitions', () => {
  it.each(['client', 'worker'] as const)(
    '%s: four buttons covering the menu, each opening the side through the LIFF link',
    (side) => {
      const menu = richMenuRequest(side, `${LIFF}/`);
      expect(menu.size).toEqual(MENU_SIZE);
      const areas = menu.areas ?? [];
      expect(areas.map((a) => (a.action as { uri: string }).uri)).toEqual(MENU_BUTTONS[side].map((b) => `${LIFF}${b.path}`));
      expect(areas.every((a) => (a.action as { uri: string }).uri.startsWith(`${LIFF}/${side}/`))).toBe(true);
      // Side by side with no gap or overlap, over the full width and height.
      const bounds = areas.map((a) => ({ x: 0, y: 0, width: 0, height: 0, ...a.bounds }));
      expect(bounds.reduce((x, b) => (b.x === x ? x + b.width : NaN), 0)).toBe(MENU_SIZE.width);
      expect(bounds.every((b) => b.y === 0 && b.height === MENU_SIZE.height)).toBe(true);
      // LINE's limits: a chat bar text of at most 14 characters, action labels of at most 20.
      expect([...(menu.chatBarText ?? '')].length).toBeLessThanOrEqual(14);
      expect(areas.every((a) => [...((a.action as { label?: string }).label ?? '')].length <= 20)).toBe(true);
    },
  );

  it('draws every label of the side, escaped, at the menu size', () => {
    const svg = richMenuSvg('worker');
    expect(svg).toContain(`width="${MENU_SIZE.width}" height="${MENU_SIZE.height}"`);
    for (const b of MENU_BUTTONS.worker) expect(svg).toContain(`>${b.label}</text>`);
  });
});

describeApi('rich menus linked when onboarding ends', () => {
  let t: TestApp;
  let line: LocalLine;
  beforeAll(async () => {
    t = await createTestApp();
    line = t.deps.line as LocalLine;
  });
  afterAll(() => t.close());

  const client = { classify: 'individual', name: '山田 花子', detail: 'サロンを経営しています。' };
  const worker = {
    name: '佐藤 光',
    sex: 'female',
    birthYear: 1992,
    birthMonth: 2,
    birthDate: 29,
    classify: 'individual',
    occupation: 'カメラマン',
    skills: [],
    detail: 'サロン撮影が得意です。',
  };
  const linksOf = (uid: string) => line.richMenuLinks.filter((l) => l.userId === uid).map((l) => l.richMenuId);

  it("links the client's menu once, when the client profile first sets the side", async () => {
    const alice = await t.signIn({ isActive: true });
    await alice.put('/liff/profiles/client', client).expect(200);
    expect(linksOf(alice.uid)).toEqual([t.config.notify.richMenuClient]);
    // Editing the profile later does not link again.
    await alice.put('/liff/profiles/client', { ...client, name: '山田 花子（編集）' }).expect(200);
    expect(linksOf(alice.uid)).toHaveLength(1);
  });

  it("links the worker's menu when the worker wizard ends", async () => {
    const bob = await t.signIn({ isActive: true, isWorker: true });
    await bob.put('/liff/profiles/worker', worker).expect(200);
    expect(linksOf(bob.uid)).toEqual([t.config.notify.richMenuWorker]);
  });

  it('a LINE failure does not fail the onboarding', async () => {
    const carol = await t.signIn({ isActive: true });
    const spy = jest.spyOn(line, 'linkRichMenu').mockRejectedValueOnce(new Error('LINE is down'));
    const err = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
    await carol.put('/liff/profiles/client', client).expect(200);
    expect((await carol.doc())?.type).toBe('client');
    expect(err).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'WARNING', message: `rich menu not linked for ${carol.uid}` }),
    );
    spy.mockRestore();
    err.mockRestore();
  });
});
