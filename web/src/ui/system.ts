/** Chakra system: Japanese type, the client and worker colours (SPEC 2.1). */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const CLIENT_PALETTE = 'orange';
export const WORKER_PALETTE = 'teal';

export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      'html, body': {
        fontFamily:
          '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", Meiryo, system-ui, sans-serif',
        lineHeight: '1.7',
        textSizeAdjust: '100%',
        bg: 'bg.subtle',
      },
    },
    theme: {
      tokens: {
        fonts: {
          heading: { value: '"Hiragino Sans", "Noto Sans JP", system-ui, sans-serif' },
          body: { value: '"Hiragino Sans", "Noto Sans JP", system-ui, sans-serif' },
        },
      },
    },
  }),
);

export function paletteForPath(pathname: string): string {
  if (pathname.startsWith('/worker')) return WORKER_PALETTE;
  if (pathname.startsWith('/client')) return CLIENT_PALETTE;
  return 'gray';
}
