import type { FoilRecipe } from '../recipe/types.js';
import { rainbow } from './rainbow.js';

/** Field family (duty over ~45%), in catalogue order. */
export const FIELD_RECIPES: readonly FoilRecipe[] = [rainbow];
