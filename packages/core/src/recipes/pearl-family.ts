import type { FoilRecipe } from '../recipe/types.js';
import { moonstone } from './moonstone.js';
import { opal } from './opal.js';
import { pearl } from './pearl.js';

/** Pearl family, in catalogue order. */
export const PEARL_RECIPES: readonly FoilRecipe[] = [pearl, opal, moonstone];
