import type { FoilRecipe } from '../recipe/types.js';
import { brushed } from './brushed.js';
import { gold } from './gold.js';
import { mirror } from './mirror.js';

/** Metal family (mirror only, metalness law), in catalogue order. */
export const METAL_RECIPES: readonly FoilRecipe[] = [mirror, gold, brushed];
