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
