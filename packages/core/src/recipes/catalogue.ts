import type { FoilRecipe } from '../recipe/types.js';
import { FLASH_RECIPES } from './flash.js';
import { LINE_RECIPES } from './line.js';
import { STAMP_RECIPES } from './stamp.js';
import { FIELD_RECIPES } from './field.js';
import { PEARL_RECIPES } from './pearl-family.js';
import { METAL_RECIPES } from './metal.js';

/** Every shipped recipe, family by family. Adding a recipe = one file + one line in its family list. */
export const RECIPE_LIST: readonly FoilRecipe[] = [
  ...FLASH_RECIPES,
  ...LINE_RECIPES,
  ...STAMP_RECIPES,
  ...FIELD_RECIPES,
  ...PEARL_RECIPES,
  ...METAL_RECIPES,
];
