import type { FoilRecipe } from '../recipe/types.js';

/** Stamp family (a sheet with sparse stamps), in catalogue order. */
export const STAMP_RECIPES: readonly FoilRecipe[] = [];
