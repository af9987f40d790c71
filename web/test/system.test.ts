/** Every Chakra component the app imports finds its recipe in our slimmed system (src/components/theme/system.ts). */
import { defaultConfig } from '@chakra-ui/react';
import { join } from 'node:path';
import { system } from '../src/components/theme/system';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { usedRecipeKeys } = require('../tools/chakraRecipes.cjs') as { usedRecipeKeys: (dir: string) => string[] };

const known = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);

it('registers the recipe of every Chakra component used in web/src', () => {
  const needed = usedRecipeKeys(join(__dirname, '..', 'src')).filter((k) => known.has(k));
  expect(needed.length).toBeGreaterThan(10);
  expect(needed.filter((k) => !system.hasRecipe(k))).toEqual([]);
});

it('leaves out recipes nothing uses', () => {
  // The point of the slim theme: the accordion, for one, is not used and must not be bundled.
  expect(system.hasRecipe('accordion')).toBe(false);
  expect(system.hasRecipe('button')).toBe(true);
});

it('loads a recipe for exactly the deferred keys (listed once, in deferredRecipeKeys.ts)', async () => {
  const { recipes, slotRecipes } = await import('../src/components/theme/deferredRecipes');
  const { DEFERRED_RECIPES, DEFERRED_SLOT_RECIPES } = await import('../src/components/theme/deferredRecipeKeys');
  expect(Object.keys(recipes).sort()).toEqual([...DEFERRED_RECIPES].sort());
  expect(Object.keys(slotRecipes).sort()).toEqual([...DEFERRED_SLOT_RECIPES].sort());
  // None of them is in the base theme as well (it would be bundled twice).
  const { themeConfig } = await import('../src/components/theme/chakraTheme');
  const base = [...Object.keys(themeConfig.theme?.recipes ?? {}), ...Object.keys(themeConfig.theme?.slotRecipes ?? {})];
  expect(
    base.filter(
      (k) => (DEFERRED_RECIPES as readonly string[]).includes(k) || (DEFERRED_SLOT_RECIPES as readonly string[]).includes(k),
    ),
  ).toEqual([]);
});
