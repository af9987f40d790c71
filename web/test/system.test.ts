/** Every Chakra component the app imports finds its recipe in our slimmed system (src/ui/system.ts). */
import { defaultConfig } from '@chakra-ui/react';
import { join } from 'node:path';
import { system } from '../src/ui/system';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { usedRecipeKeys } = require('../tools/chakraRecipes.cjs') as { usedRecipeKeys: (dir: string) => string[] };

const known = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);

it('registers the recipe of every Chakra component used in web/src', () => {
  const needed = usedRecipeKeys(join(__dirname, '..', 'src')).filter((k) => known.has(k));
  expect(needed.length).toBeGreaterThan(10);
  const missing = needed.filter((k) => !system.isValidProperty && !(k in (system._config.theme?.recipes ?? {})) && !(k in (system._config.theme?.slotRecipes ?? {})));
  expect(missing).toEqual([]);
});
