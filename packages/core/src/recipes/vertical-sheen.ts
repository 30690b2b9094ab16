import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const verticalSheen = defineRecipe({
  id: 'vertical-sheen',
  family: 'line',
  look: 'broad vertical bands that sweep sideways with horizontal tilt',
  // A reverse-holo sheet: art gate off by physics (the scan's dark ink is ink, not foil).
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: {
      label: 'Bands across',
      min: 2,
      max: 16,
      step: 0.5,
      default: 6,
      hint: 'How many bands span the card width',
    },
    uP1: { label: 'Band sharpness', min: 0.5, max: 8, step: 0.1, default: 2.5 },
    uP2: {
      label: 'Sweep',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.4,
      hint: 'How far the bands travel per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float x = uv.x * uP0 * uScale - tilt.x * uP2 + 0.02 * uTime;
  float band = pow(0.5 + 0.5 * cos(TAU * x), uP1);
  float hue = 0.18 * x + 0.35 * uv.y + 0.25 * tilt.y;
  return hueRamp(hue) * band;
}
`,
});
