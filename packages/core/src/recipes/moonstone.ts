import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const moonstone = defineRecipe({
  id: 'moonstone',
  family: 'pearl',
  look: 'a milky blue-white glow band',
  // A soft full-face pearl foil: a little art gate so dark art picks up a faint glow.
  // The look is blue-white adularescence, so the ramp starts at blue and stays narrow.
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3, uHueShift: 0.5, uHueSpread: 0.3 },
  familyOverrides: {
    uSheen:
      'at the family 1.2 the added light caps near 0.3 and the visibility measurement (docs/VISIBILITY.md) stays under the floor for any pattern; no printing is assigned this recipe yet, so the check is against the sample cards',
  },
  params: {
    uP0: { label: 'Band width', min: 0.05, max: 0.8, step: 0.01, default: 0.26 },
    uP1: {
      label: 'Glide',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.9,
      hint: 'How far the glow band travels per unit of tilt',
    },
    uP2: {
      label: 'Milkiness',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.55,
      hint: 'How white the body is outside the band',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  float cloud = fnoise(q * 2.5 * uScale + 7.0 + tilt * 0.5 + 0.01 * uTime);
  // The band lies across the card and glides over it as the card tilts.
  float along = dot(q, vec2(0.28, 0.96)) + 0.12 * (cloud - 0.5);
  float centre = dot(tilt, vec2(0.35, 0.95)) * uP1 * 0.6;
  float x = (along - centre) / uP0;
  float glow = exp(-x * x);
  vec3 blue = hueRamp(0.5 + 0.6 * x * glow + 0.4 * cloud + 0.3 * tilt.x);
  vec3 milk = mix(blue, vec3(1.0), uP2) * (0.7 + 0.2 * cloud);
  vec3 band = min(blue * 0.65 + 0.5, 1.0);
  return mix(milk, band, glow);
}
`,
});
