import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { STAMP_LIGHT } from './light-shaping.js';

export const hexStamp = defineRecipe({
  id: 'hex-stamp',
  family: 'stamp',
  look: 'sparse embossed hexagons',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Hexagons across', min: 3, max: 16, step: 0.5, default: 7 },
    uP1: { label: 'Hexagon size', min: 0.15, max: 0.45, step: 0.01, default: 0.32 },
    uP2: {
      label: 'Density',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 0.45,
      hint: 'Share of sites that carry a hexagon',
    },
    uP3: { label: 'Bevel', min: 0.02, max: 0.15, step: 0.005, default: 0.06 },
  },
  glsl: /* glsl */ `
// Hexagon with points left and right: the larger of the three edge-pair distances.
float hexStampSd(vec2 p, float r) {
  p = abs(p);
  return max(dot(p, vec2(0.8660254, 0.5)), p.y) - r;
}

${STAMP_LIGHT}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += 0.5 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float present = step(1.0 - uP2, hash21(cell + 14.2));
  float d = hexStampSd(f, uP1 * 0.8660254);
  float inside = present * (1.0 - smoothstep(-0.015, 0.015, d));
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float h = hash21(cell + 2.0);
  // One grating call: the sheet's band travels with tilt (pitch chirped up the card so it reaches
  // the top); each hexagon's top is turned its own way, so hexagons light whole, one by one.
  vec2 a = abs(f);
  vec2 outward = dot(a, vec2(0.8660254, 0.5)) > a.y ? vec2(0.8660254, 0.5) : vec2(0.0, 1.0);
  outward *= sign(f + 1e-6);
  float bevel = inside * (1.0 - smoothstep(0.7 * uP3, uP3, -d));
  vec2 slope = 0.16 * bevel * outward;
  vec2 grooves = vec2(0.2, 0.98);
  float turn = PI * h;
  vec2 dir = mix(grooves, mix(vec2(cos(turn), sin(turn)), grooves, bevel), inside);
  float pitch = mix(1.0, 1.6, uv.y) * (1.0 + 0.12 * inside);
  // Hexagons a little brighter than the sheet at every tilt; a bevel facing the lamp glints.
  vec3 tint = hueRamp(0.5 * dot(c, vec2(0.9, 0.4)) + 0.25 * h * inside + 0.2);
  tint *= mix(0.05, 0.36, inside) / max(luma(tint), 0.2);
  return stampLight(tint, inside, bevel, dir, pitch, slope, 3.0);
}
`,
});
