import type { FoilRecipe } from '../recipe/types.js';
import { starStamp } from './star-stamp.js';
import { leafStamp } from './leaf-stamp.js';
import { blockStamp } from './block-stamp.js';
import { hexStamp } from './hex-stamp.js';
import { diamondStamp } from './diamond-stamp.js';
import { glyphEmblem } from './glyph-emblem.js';

/** Stamp family (a sheet with sparse stamps), in catalogue order. */
export const STAMP_RECIPES: readonly FoilRecipe[] = [
  starStamp,
  leafStamp,
  blockStamp,
  hexStamp,
  diamondStamp,
  glyphEmblem,
];
