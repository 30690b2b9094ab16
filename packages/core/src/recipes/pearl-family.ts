import type { FoilRecipe } from '../recipe/types.js';
import { pearl } from './pearl.js';

/** Pearl family, in catalogue order. */
export const PEARL_RECIPES: readonly FoilRecipe[] = [pearl];
