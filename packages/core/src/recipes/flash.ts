import type { FoilRecipe } from '../recipe/types.js';
import { starlight } from './starlight.js';
import { tinsel } from './tinsel.js';
import { confetti } from './confetti.js';
import { sequin } from './sequin.js';
import { fireworks } from './fireworks.js';
import { glitter } from './glitter.js';
import { detectivePikachu } from './detective-pikachu.js';

/** Flash family (duty under ~20%), in catalogue order. */
export const FLASH_RECIPES: readonly FoilRecipe[] = [
  starlight,
  tinsel,
  confetti,
  sequin,
  fireworks,
  glitter,
  detectivePikachu,
];
