import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

/**
 * What `new FoilMaterial()` draws before it is given a recipe (three.js builds clones that way,
 * then copies into them): the scan, plain. Intensity 0 takes MAIN's exact early exit, so the
 * pattern below never runs. Not a catalogue recipe and never registered.
 */
export const plainScanRecipe = defineRecipe({
  id: 'plain-scan',
  family: 'flash',
  look: 'no foil: the scan as printed',
  defaults: { ...FAMILIES.flash.constants, uIntensity: 0 },
  params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  return vec3(0.0);
}
`,
});
