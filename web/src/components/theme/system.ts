/**
 * Chakra system: Chakra's base preset and default theme (only the recipes the app uses, see
 * chakraTheme.ts), Japanese type, and the client and worker colours (docs/product/screens.md#layout).
 *
 * The recipes of components that no first screen renders (deferredRecipes.ts, about 5 KB gzipped:
 * dialog, tabs, toast, …; their keys listed once in deferredRecipeKeys.ts) are not in the system's
 * chunk (docs/performance.md). `loadDeferredRecipes()`
 * fetches them: app/Root.tsx once the first screen has painted its data, a few screens earlier (a
 * chunk of their own, web/tools/chunkGroups.ts). Chakra asks the system for a
 * recipe when a component renders (getRecipeFn/getSlotRecipeFn, compiled on first use), so the system
 * answers for those keys too: from the loaded module, or, before it has loaded, by suspending the
 * component until it has, as a lazy page does (its Suspense boundary shows meanwhile; a failed load is
 * thrown as the error). So nothing renders unstyled. A component that a gate screen or the shell
 * renders has its recipe in chakraTheme.ts, else that screen would wait for this chunk.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from './chakraTheme';
import {
  DEFERRED_RECIPES,
  DEFERRED_SLOT_RECIPES,
  type DeferredRecipeKey,
  type DeferredSlotRecipeKey,
} from './deferredRecipeKeys';

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

type Deferred = typeof import('./deferredRecipes');
let loaded: Deferred | null = null;
let loading: Promise<Deferred> | null = null;
let failed: Error | null = null;

function load(): Promise<Deferred> {
  if (!loading) {
    failed = null;
    loading = import('./deferredRecipes').then(
      (m) => (loaded = m),
      (e: unknown) => {
        loading = null;
        failed = e instanceof Error ? e : new Error(String(e));
        throw failed;
      },
    );
  }
  return loading;
}

/**
 * Fetches the recipes of deferredRecipes.ts (once; again after a failure). Call it once the first
 * screen has painted, or with a page's chunk, so that no component has to wait for them.
 */
export function loadDeferredRecipes(): Promise<void> {
  return loaded ? Promise.resolve() : load().then(() => undefined);
}

/** The deferred recipes, for a component that is rendering: suspends it until they have loaded. */
function deferredRecipes(): Deferred {
  if (loaded) return loaded;
  if (failed) throw failed;
  throw load();
}

const isDeferredRecipe = (key: string): key is DeferredRecipeKey => (DEFERRED_RECIPES as readonly string[]).includes(key);
const isDeferredSlotRecipe = (key: string): key is DeferredSlotRecipeKey =>
  (DEFERRED_SLOT_RECIPES as readonly string[]).includes(key);

function withDeferredRecipes(base: SystemContext): SystemContext {
  const recipeFns = new Map<string, unknown>();
  const slotRecipeFns = new Map<string, unknown>();
  const compiled = (cache: Map<string, unknown>, key: string, compile: () => unknown) => {
    if (!cache.has(key)) cache.set(key, compile());
    return cache.get(key);
  };
  return {
    ...base,
    getRecipe: (key, fallback) => (isDeferredRecipe(key) ? deferredRecipes().recipes[key] : base.getRecipe(key, fallback)),
    getSlotRecipe: (key, fallback) =>
      isDeferredSlotRecipe(key) ? deferredRecipes().slotRecipes[key] : base.getSlotRecipe(key, fallback),
    getRecipeFn: (key, fallback) =>
      isDeferredRecipe(key)
        ? compiled(recipeFns, key, () => base.cva(deferredRecipes().recipes[key]))
        : base.getRecipeFn(key, fallback),
    getSlotRecipeFn: (key, fallback) =>
      isDeferredSlotRecipe(key)
        ? compiled(slotRecipeFns, key, () => base.sva(deferredRecipes().slotRecipes[key]))
        : base.getSlotRecipeFn(key, fallback),
    isRecipe: (key) => isDeferredRecipe(key) || base.isRecipe(key),
    isSlotRecipe: (key) => isDeferredSlotRecipe(key) || base.isSlotRecipe(key),
    hasRecipe: (key) => isDeferredRecipe(key) || isDeferredSlotRecipe(key) || base.hasRecipe(key),
  };
}

export const system = withDeferredRecipes(createSystem(mergeConfigs(defaultBaseConfig, themeConfig, appConfig)));

// Tests render synchronously: under Jest the deferred recipes are registered before any test renders.
// (Vite replaces process.env.NODE_ENV, so builds drop this line.)
if (process.env.NODE_ENV === 'test') loadDeferredRecipes().catch(() => undefined);

export function paletteForPath(pathname: string): string {
  if (pathname.startsWith('/worker')) return WORKER_PALETTE;
  if (pathname.startsWith('/client')) return CLIENT_PALETTE;
  return 'gray';
}
