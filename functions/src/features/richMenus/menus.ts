/**
 * The two rich menus (docs/product/notifications.md#rich-menus) as data: four buttons each, opening the
 * side's main screens through the LIFF permanent link, and the image that draws them (an SVG rendered to
 * PNG by the script). The paths are the web's routes (common/src/paths.ts).
 */
import type { messagingApi } from '@line/bot-sdk';
import type { UserType } from '@common/options';
import { CLIENT, WORKER, type PagePath } from '@common/paths';

/** LINE's compact rich menu size (the bar stays small above the chat). */
export const MENU_SIZE = { width: 2500, height: 843 } as const;

export interface MenuButton {
  label: string;
  path: PagePath;
}

export const MENU_BUTTONS: Record<UserType, MenuButton[]> = {
  client: [
    { label: '掲載案件', path: CLIENT.jobs },
    { label: '案件管理', path: CLIENT.contracts },
    { label: 'メッセージ', path: CLIENT.messages },
    { label: 'マイページ', path: CLIENT.mypage },
  ],
  worker: [
    { label: '案件をさがす', path: WORKER.jobs },
    { label: '案件管理', path: WORKER.contracts },
    { label: 'メッセージ', path: WORKER.messages },
    { label: 'マイページ', path: WORKER.mypage },
  ],
};

const SIDE_NAME: Record<UserType, string> = { client: '発注者メニュー', worker: '受注者メニュー' };
const SIDE_COLOUR: Record<UserType, string> = { client: '#ea580c', worker: '#0d9488' };

/** The Messaging API request for one side's menu; buttons open `${liffUrl}${path}`. */
export function richMenuRequest(side: UserType, liffUrl: string): messagingApi.RichMenuRequest {
  const buttons = MENU_BUTTONS[side];
  const width = Math.floor(MENU_SIZE.width / buttons.length);
  return {
    size: { ...MENU_SIZE },
    selected: true,
    name: `salonworks-${side}`,
    chatBarText: SIDE_NAME[side],
    areas: buttons.map((b, i) => ({
      bounds: {
        x: i * width,
        y: 0,
        width: i === buttons.length - 1 ? MENU_SIZE.width - i * width : width,
        height: MENU_SIZE.height,
      },
      action: { type: 'uri', label: b.label, uri: `${liffUrl.replace(/\/+$/, '')}${b.path}` },
    })),
  };
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The menu's picture: one cell per button, its label large, in the side's colour (needs a CJK font to render). */
export function richMenuSvg(side: UserType): string {
  const buttons = MENU_BUTTONS[side];
  const w = MENU_SIZE.width / buttons.length;
  // One size for every label, large but inside its cell: 80 % of the width over the longest label.
  const size = Math.min(110, Math.floor((w * 0.8) / Math.max(...buttons.map((b) => [...b.label].length))));
  const cells = buttons
    .map((b, i) => {
      const x = i * w;
      return [
        `<rect x="${x}" y="0" width="${w}" height="${MENU_SIZE.height}" fill="${i % 2 ? '#ffffff' : '#f8fafc'}"/>`,
        i ? `<line x1="${x}" y1="120" x2="${x}" y2="${MENU_SIZE.height - 120}" stroke="#e2e8f0" stroke-width="6"/>` : '',
        `<text x="${x + w / 2}" y="${MENU_SIZE.height / 2 + size / 3}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${SIDE_COLOUR[side]}" font-family="Noto Sans CJK JP, Noto Sans JP, sans-serif">${escapeXml(b.label)}</text>`,
      ].join('');
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MENU_SIZE.width}" height="${MENU_SIZE.height}">${cells}<rect x="0" y="0" width="${MENU_SIZE.width}" height="16" fill="${SIDE_COLOUR[side]}"/></svg>`;
}
