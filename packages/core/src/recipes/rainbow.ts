import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const rainbow = defineRecipe({
  id: 'rainbow',
  family: 'field',
  look: 'a smooth full-face rainbow flowing diagonally with tilt',
  // Full-face foil: the art gate lets it show through dark art, as a real full foil does.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: {
      label: 'Bands',
      min: 0.5,
      max: 6,
      step: 0.1,
      default: 1.6,
      hint: 'Rainbow repeats along the diagonal',
    },
    uP1: {
      label: 'Flow',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.9,
      hint: 'How far the rainbow flows per unit of tilt',
    },
    uP2: { label: 'Cloudiness', min: 0, max: 1, step: 0.05, default: 0.35 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  float t = dot(q, vec2(0.6, 0.8)) * uP0 * uScale + dot(tilt, vec2(0.7, 0.5)) * uP1;
  float cloud = fnoise(q * 3.0 * uScale + tilt * 0.4);
  float level = 0.75 - uP2 * 0.5 + uP2 * cloud;
  return hueRamp(t + 0.15 * cloud) * level;
}
`,
});
