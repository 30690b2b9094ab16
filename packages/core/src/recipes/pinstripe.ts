import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const pinstripe = defineRecipe({
  id: 'pinstripe',
  family: 'line',
  look: 'fine parallel diagonal lines, rainbow shifting along them',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Lines across', min: 15, max: 120, step: 1, default: 48, hint: 'Stripes per card width' },
    uP1: {
      label: 'Line width',
      min: 0.1,
      max: 0.7,
      step: 0.01,
      default: 0.34,
      hint: 'Share of each period the line fills',
    },
    uP2: {
      label: 'Colour travel',
      min: 0,
      max: 2,
      step: 0.05,
      default: 1,
      hint: 'How far the rainbow runs along the lines per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 along = vec2(0.7071, 0.7071);
  float u = dot(q, along);
  float v = dot(q, vec2(-along.y, along.x)) * uP0;
  float off = abs(fract(v) - 0.5);
  float stripe = 1.0 - smoothstep(0.5 * uP1 - 0.1, 0.5 * uP1 + 0.1, off);
  float hue = 1.1 * u + uP2 * dot(tilt, vec2(0.9, 0.6)) + 0.01 * uTime;
  float level = 0.7 + 0.3 * cos(TAU * (0.8 * u - 0.7 * tilt.x + 0.3 * tilt.y));
  return hueRamp(hue) * stripe * level;
}
`,
});
