import type { FoilRecipe } from '../recipe/types.js';
import { verticalSheen } from './vertical-sheen.js';
import { pinstripe } from './pinstripe.js';
import { crosshatch } from './crosshatch.js';
import { waterWeb } from './water-web.js';
import { swirl } from './swirl.js';
import { lineHolo } from './line-holo.js';
import { sunburst } from './sunburst.js';
import { ripple } from './ripple.js';
import { lightning } from './lightning.js';
import { radiant } from './radiant.js';

/** Line family (duty ~20-45%), in catalogue order. */
export const LINE_RECIPES: readonly FoilRecipe[] = [
  verticalSheen,
  pinstripe,
  crosshatch,
  waterWeb,
  swirl,
  lineHolo,
  sunburst,
  ripple,
  lightning,
  radiant,
];
