import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { STAMP_LIGHT } from './light-shaping.js';

export const blockStamp = defineRecipe({
  id: 'block-stamp',
  family: 'stamp',
  look: 'small embossed squares on a staggered grid',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Blocks across', min: 4, max: 24, step: 0.5, default: 10 },
    uP1: {
      label: 'Block size',
      min: 0.12,
      max: 0.42,
      step: 0.01,
      default: 0.24,
      hint: 'Half-width, as a fraction of the spacing',
    },
    uP2: { label: 'Bevel', min: 0.02, max: 0.15, step: 0.005, default: 0.06 },
    uP3: {
      label: 'Stagger',
      min: 0,
      max: 0.5,
      step: 0.05,
      default: 0.5,
      hint: 'Row offset in cells: 0 square grid, 0.5 brick',
    },
  },
  glsl: /* glsl */ `
${STAMP_LIGHT}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += uP3 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float d = sdRoundRect(f, vec2(uP1), 0.02);
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float h = hash21(cell + 3.7);
  // One grating call: the sheet's band travels with tilt (pitch chirped up the card so it reaches
  // the top); each block's top is coarser and turned its own way, so blocks light one by one.
  float turn = 0.3 + inside * 0.6 * (h - 0.5);
  vec2 dir = vec2(-sin(turn), cos(turn));
  float pitch = mix(1.0, 1.6, uv.y) * (1.0 + inside * (0.3 + 0.2 * h));
  vec2 outward = abs(f.x) > abs(f.y) ? vec2(sign(f.x), 0.0) : vec2(0.0, sign(f.y));
  float bevel = inside * (1.0 - smoothstep(0.7 * uP2, uP2, -d));
  vec2 slope = 0.16 * bevel * outward;
  // Blocks a little brighter than the sheet at every tilt; a bevel facing the lamp glints.
  vec3 tint = hueRamp(0.5 * dot(c, vec2(-0.4, 0.9)) + 0.25 * h * inside + 0.2);
  tint *= mix(0.05, 0.36, inside) / max(luma(tint), 0.2);
  return stampLight(tint, inside, bevel, dir, pitch, slope, 3.0);
}
`,
});
