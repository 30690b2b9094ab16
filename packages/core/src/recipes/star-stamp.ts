import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';
import { STAMP_LIGHT } from './light-shaping.js';

export const starStamp = defineRecipe({
  id: 'star-stamp',
  family: 'stamp',
  look: 'a sheet with embossed star stamps on a regular grid',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Stars across', min: 3, max: 14, step: 0.5, default: 6 },
    uP1: {
      label: 'Star size',
      min: 0.2,
      max: 0.48,
      step: 0.01,
      default: 0.36,
      hint: 'Tip radius, as a fraction of the spacing',
    },
    uP2: {
      label: 'Bevel',
      min: 0.02,
      max: 0.15,
      step: 0.005,
      default: 0.06,
      hint: 'Width of the embossed edge',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Signed distance to a five-point star, tip up: fold into one half-sector, then measure
// against the edge from the tip to the inner vertex (negative inside).
float starStampSd(vec2 p, float outer, float inner) {
  float seg = TAU / 5.0;
  float a = atan(p.x, p.y + 1e-5);
  a = abs(mod(a + 0.5 * seg, seg) - 0.5 * seg);
  vec2 s = length(p) * vec2(sin(a), cos(a));
  vec2 tip = vec2(0.0, outer);
  vec2 e = inner * vec2(sin(0.5 * seg), cos(0.5 * seg)) - tip;
  vec2 w = s - tip;
  float h = clamp(dot(w, e) / dot(e, e), 0.0, 1.0);
  float side = e.x * w.y - e.y * w.x;
  return length(w - e * h) * sign(side);
}

${STAMP_LIGHT}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float d = starStampSd(f, uP1, 0.45 * uP1);
  const float e = 0.01;
  vec2 outward = vec2(starStampSd(f + vec2(e, 0.0), uP1, 0.45 * uP1) - d,
                      starStampSd(f + vec2(0.0, e), uP1, 0.45 * uP1) - d) / e;
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  float h = hash21(cell + 5.3);
  float bevel = inside * (1.0 - smoothstep(0.7 * uP2, uP2, -d));
  vec2 slope = 0.16 * bevel * outward;
  // Each star turned its own way, a little brighter than the silver sheet.
  float turn = 0.8 + PI * h * (inside - bevel);
  float hue = dot(uv, vec2(0.25, 0.56)) + 0.25 * h;
  return turnedStampLight(uv, inside, bevel, slope, turn, hue, 0.36, 3.0);
}
`,
});
