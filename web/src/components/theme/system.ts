/**
 * Chakra system: Chakra's base preset and default theme (only the recipes the app uses, see
 * chakraTheme.ts), Japanese type, and the client and worker colours (SPEC 2.1).
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { themeConfig } from './chakraTheme';

export const CLIENT_PALETTE = 'orange';
export const WORKER_PALETTE = 'teal';

const font =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, system-ui, sans-serif';

const appConfig = defineConfig({
  globalCss: {
    'html, body': { fontFamily: font, lineHeight: '1.7', textSizeAdjust: '100%', bg: 'bg.subtle' },
  },
  theme: {
    tokens: { fonts: { heading: { value: font }, body: { value: font } } },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig, appConfig));

export function paletteForPath(pathname: string): string {
  if (pathname.startsWith('/worker')) return WORKER_PALETTE;
  if (pathname.startsWith('/client')) return CLIENT_PALETTE;
  return 'gray';
}
