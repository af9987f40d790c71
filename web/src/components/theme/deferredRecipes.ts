/**
 * The recipes of the components that no first screen renders (dialogs, tabs, toasts, …), one for
 * each key of deferredRecipeKeys.ts: a chunk of their own, loaded after the first screen and
 * registered by system.ts. A component that needs one of them before they have loaded waits for
 * them (system.ts).
 */
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { radioCardSlotRecipe } from '@chakra-theme/recipes/radio-card';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { timelineSlotRecipe } from '@chakra-theme/recipes/timeline';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import type { RecipeDefinition, SlotRecipeDefinition } from '@chakra-ui/react';
import type { DeferredRecipeKey, DeferredSlotRecipeKey } from './deferredRecipeKeys';

export const recipes: Record<DeferredRecipeKey, RecipeDefinition> = {
  checkmark: checkmarkRecipe,
  icon: iconRecipe,
  inputAddon: inputAddonRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
};

export const slotRecipes: Record<DeferredSlotRecipeKey, SlotRecipeDefinition> = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
  tabs: tabsSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
};
