/**
 * Creates the two rich menus (docs/product/notifications.md#rich-menus) on the LINE channel and records
 * their ids:
 *   npm run rich-menus -w functions                 # needs LINE_CHANNEL_ACCESS_TOKEN and LIFF_ID (or LIFF_URL)
 *   npm run rich-menus -w functions -- --dry-run    # only draws the images and prints the requests
 * The images are drawn from SVG with sharp (install fonts-noto-cjk for the Japanese labels) into
 * emulator-data/rich-menus/. The ids are written to functions/.env as RICH_MENU_CLIENT_ID and
 * RICH_MENU_WORKER_ID (deploy reads it); users are linked to their side's menu when onboarding ends.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messagingApi } from '@line/bot-sdk';
import sharp from 'sharp';
import type { UserType } from '@common/options';
import { loadConfig } from '../config';
import { richMenuRequest, richMenuSvg } from '../features/richMenus/menus';

const SIDES: UserType[] = ['client', 'worker'];
const ENV_KEY: Record<UserType, string> = { client: 'RICH_MENU_CLIENT_ID', worker: 'RICH_MENU_WORKER_ID' };

/** KEY=value lines of functions/.env with `updates` set (other lines kept). */
function withEnv(text: string, updates: Record<string, string>): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !Object.keys(updates).some((k) => l.startsWith(`${k}=`)));
  return [...lines, ...Object.entries(updates).map(([k, v]) => `${k}=${v}`)].join('\n') + '\n';
}

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const config = loadConfig();
  const outDir = join(config.store.dataDir, 'rich-menus');
  mkdirSync(outDir, { recursive: true });
  const images: Record<string, Buffer> = {};
  for (const side of SIDES) {
    images[side] = await sharp(Buffer.from(richMenuSvg(side)))
      .png()
      .toBuffer();
    writeFileSync(join(outDir, `${side}.png`), images[side]);
    console.log(
      `${side}: ${join(outDir, `${side}.png`)}\n${JSON.stringify(richMenuRequest(side, config.notify.liffUrl), null, 2)}`,
    );
  }
  if (dryRun) return;
  const token = process.env.LINE_CHANNEL_ACCESS_TOKEN;
  if (!token) throw new Error('LINE_CHANNEL_ACCESS_TOKEN is required (or pass --dry-run)');
  const api = new messagingApi.MessagingApiClient({ channelAccessToken: token });
  const blob = new messagingApi.MessagingApiBlobClient({ channelAccessToken: token });
  const ids: Record<string, string> = {};
  for (const side of SIDES) {
    const { richMenuId } = await api.createRichMenu(richMenuRequest(side, config.notify.liffUrl));
    await blob.setRichMenuImage(richMenuId, new Blob([new Uint8Array(images[side])], { type: 'image/png' }));
    ids[ENV_KEY[side]] = richMenuId;
    console.log(`${side}: ${richMenuId}`);
  }
  const envFile = resolve(__dirname, '..', '..', '.env');
  writeFileSync(envFile, withEnv(existsSync(envFile) ? readFileSync(envFile, 'utf8') : '', ids));
  console.log(`recorded in ${envFile}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
