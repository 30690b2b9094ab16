import type { FoilRecipe } from '../recipe/types.js';
import { aurora } from './aurora.js';
import { cosmos } from './cosmos.js';
import { crackedIce } from './cracked-ice.js';
import { crystal } from './crystal.js';
import { etched } from './etched.js';
import { galaxy } from './galaxy.js';
import { honeycomb } from './honeycomb.js';
import { mosaic } from './mosaic.js';
import { pixel } from './pixel.js';
import { plasma } from './plasma.js';
import { prism } from './prism.js';
import { rainbow } from './rainbow.js';
import { scales } from './scales.js';
import { silk } from './silk.js';
import { stellar } from './stellar.js';
import { wave } from './wave.js';

/** Field family (duty over ~45%), in catalogue order. */
export const FIELD_RECIPES: readonly FoilRecipe[] = [
  cosmos,
  galaxy,
  crackedIce,
  rainbow,
  pixel,
  mosaic,
  scales,
  honeycomb,
  wave,
  plasma,
  prism,
  aurora,
  etched,
  crystal,
  stellar,
  silk,
];
