import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const silk = defineRecipe({
  id: 'silk',
  family: 'field',
  look: 'fine woven threads with an anisotropic sheen',
  // A full-face textured foil: dark art is foil here, so the art gate is on, softly.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: { label: 'Threads across', min: 16, max: 160, step: 1, default: 56 },
    uP1: {
      label: 'Sheen width',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 0.45,
      hint: 'Breadth of the sheen band of each thread set (how rough the threads scatter)',
    },
    uP2: {
      label: 'Shot colour',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.5,
      hint: 'Pitch difference between warp and weft, so how far apart their colours sit',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Two thread sets of grating: the warp (running up) has grooves along its threads, so it
// disperses across the card; the weft disperses up it. The lamp lights each set in its own band,
// which gives the anisotropic sheen: a column from the warp, a row from the weft, crossing where
// both shine. The 2/2 twill only sets which set is on top, as a share of the light, and each
// thread's pitch wanders a little (slubs): the weave shows as colour inside the sheen.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  float warpUp = step(mod(cell.x + cell.y, 4.0), 1.5);
  float slubWarp = hash21(vec2(cell.x, 3.0)) - 0.5;
  float slubWeft = hash21(vec2(cell.y, 2.0)) - 0.5;
  float spread = 0.01 + 0.03 * uP1;
  vec3 warp = foilDiffraction(vec2(1.0, 0.0), 1.45 + 0.04 * slubWarp, spread);
  vec3 weft = foilDiffraction(vec2(0.0, 1.0), 1.45 - 0.12 * uP2 + 0.04 * slubWeft, spread);
  float share = 0.5 + 0.2 * (warpUp - 0.5);
  return 3.5 * (share * warp + (1.0 - share) * weft);
}
`,
});
