import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

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
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += uP3 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float d = sdRoundRect(f, vec2(uP1), 0.02);
  float inside = 1.0 - smoothstep(-0.01, 0.01, d);
  float bevel = inside * (1.0 - smoothstep(0.0, uP2, -d));
  // A square's bevel has four flat sides: the one nearest the edge here picks the facet.
  vec2 outward = abs(f.x) > abs(f.y) ? vec2(sign(f.x), 0.0) : vec2(0.0, sign(f.y));
  vec2 key = tilt / max(length(tilt), 0.25);
  float facet = max(dot(-outward, key), 0.0);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float sweep = 0.5 + 0.5 * cos(TAU * (1.3 * dot(c, vec2(-0.6, 0.8)) - dot(tilt, vec2(-0.6, 1.0))));
  float top = (inside - bevel) * (0.3 + 0.45 * sweep);
  float sheet = (1.0 - inside) * (0.1 + 0.14 * sweep);
  vec3 colour = hueRamp(0.5 * dot(c, vec2(-0.4, 0.9)) + 0.3 * tilt.x + 0.3 * tilt.y);
  return colour * (sheet + top + bevel * facet * 1.1);
}
`,
});
