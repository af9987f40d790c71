/**
 * The Chakra recipes of components that no first screen renders (docs/performance.md), by key: the one list.
 * system.ts answers for these keys before their chunk has loaded (it suspends the component until it
 * has); deferredRecipes.ts, that chunk, gives a recipe for each (its Record types hold it to exactly
 * this list). Moving a recipe here or back into chakraTheme.ts is an edit of this list and of the
 * import in deferredRecipes.ts or chakraTheme.ts.
 */
export const DEFERRED_RECIPES = ['checkmark', 'icon', 'inputAddon', 'radiomark', 'separator'] as const;
export const DEFERRED_SLOT_RECIPES = [
  'checkbox',
  'dataList',
  'dialog',
  'fieldset',
  'list',
  'nativeSelect',
  'radioCard',
  'tabs',
  'timeline',
  'toast',
] as const;
export type DeferredRecipeKey = (typeof DEFERRED_RECIPES)[number];
export type DeferredSlotRecipeKey = (typeof DEFERRED_SLOT_RECIPES)[number];
