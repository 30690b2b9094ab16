import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

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

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += 0.5 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float present = step(1.0 - uP2, hash21(cell + 14.2));
  float d = hexStampSd(f, uP1 * 0.8660254);
  float inside = present * (1.0 - smoothstep(-0.01, 0.01, d));
  float bevel = inside * (1.0 - smoothstep(0.0, uP3, -d));
  // Six flat bevel sides: the outward normal is the edge pair that is nearest.
  vec2 a = abs(f);
  vec2 outward = dot(a, vec2(0.8660254, 0.5)) > a.y ? vec2(0.8660254, 0.5) : vec2(0.0, 1.0);
  outward *= sign(f + 1e-6);
  vec2 key = tilt / max(length(tilt), 0.25);
  float facet = max(dot(-outward, key), 0.0);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float sweep = 0.5 + 0.5 * cos(TAU * (1.0 * dot(c, vec2(0.6, 0.8)) + dot(tilt, vec2(0.6, -0.9))));
  float top = (inside - bevel) * (0.38 + 0.45 * sweep);
  float sheet = (1.0 - inside) * (0.1 + 0.14 * sweep);
  vec3 colour = hueRamp(0.5 * dot(c, vec2(0.9, 0.4)) + 0.2 * hash21(cell + 2.0) - 0.35 * tilt.x);
  return colour * (sheet + top + bevel * facet * 1.1);
}
`,
});
