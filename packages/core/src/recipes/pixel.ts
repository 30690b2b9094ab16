import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const pixel = defineRecipe({
  id: 'pixel',
  family: 'field',
  look: 'a fine grid of square facets, each a flat colour stepping with tilt',
  // A full-face / window foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Pixels across', min: 8, max: 80, step: 1, default: 30 },
    uP1: {
      label: 'Colour steps',
      min: 3,
      max: 24,
      step: 1,
      default: 8,
      hint: 'How many flat colours a pixel steps through',
    },
    uP2: {
      label: 'Scatter',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.35,
      hint: 'How much neighbouring pixels differ',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float across = uP0 * uScale;
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * across;
  vec2 cell = floor(p);
  vec2 f = p - cell;
  float seed = hash21(cell + 0.5);
  float steps = floor(uP1 + 0.5);
  // The colour is flat per pixel and moves in whole steps as the card tilts.
  float t = dot(cell / across, vec2(0.55, 0.45)) + seed * uP2 + dot(tilt, vec2(0.9, 0.6)) * (0.8 + 0.4 * seed);
  float stepped = floor(t * steps) / steps;
  float flick = floor(fract(seed * 7.0 + dot(tilt, vec2(0.5, 1.0)) * 1.5) * 3.0) / 2.0;
  float edge = min(min(f.x, 1.0 - f.x), min(f.y, 1.0 - f.y));
  float tile = smoothstep(0.0, 0.09, edge);
  return hueRamp(stepped) * (0.45 + tile * (0.37 + 0.18 * flick));
}
`,
});
