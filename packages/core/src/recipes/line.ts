import type { FoilRecipe } from '../recipe/types.js';
import { verticalSheen } from './vertical-sheen.js';

/** Line family (duty ~20-45%), in catalogue order. */
export const LINE_RECIPES: readonly FoilRecipe[] = [verticalSheen];
