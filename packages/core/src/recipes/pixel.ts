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
// A dot-matrix hologram: each pixel a flat colour stepping with tilt, a bevel a little brighter
// (no dark gap), and a grating patch of its own turn and pitch, so the band lights pixels one by
// one, each in its own flat spectral colour.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float across = uP0 * uScale;
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * across;
  vec2 cell = floor(p);
  vec2 f = p - cell;
  float seed = hash21(cell + 0.5);
  float steps = floor(uP1 + 0.5);
  // The colour is flat per pixel and moves in whole steps as the card tilts.
  float t = dot(cell / across, vec2(0.55, 0.45)) + seed * uP2 + dot(tilt, vec2(0.9, 0.6)) * (0.8 + 0.4 * seed);
  vec3 col = hueRamp(floor(t * steps) / steps);
  float edge = min(min(f.x, 1.0 - f.x), min(f.y, 1.0 - f.y));
  float bevel = 1.0 - smoothstep(0.0, 0.09, edge);
  vec3 base = col + (0.34 + 0.16 * fract(seed * 5.3) + 0.22 * bevel - luma(col));
  // Each pixel is a facet tipped its own way: it flashes whole when it faces the lamp.
  vec2 tipped = (hash22(cell + 3.7) - 0.5) * vec2(0.66, 0.8) + vec2(0.0, 0.18);
  vec3 flash = foilGlint(tipped, 0.07) * mix(col, vec3(1.0), 0.35);
  return base + 1.6 * flash;
}
`,
});
