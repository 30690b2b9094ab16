import type { FoilRecipe } from '../recipe/types.js';
import { starlight } from './starlight.js';

/** Flash family (duty under ~20%), in catalogue order. */
export const FLASH_RECIPES: readonly FoilRecipe[] = [starlight];
