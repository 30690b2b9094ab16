import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const diamondStamp = defineRecipe({
  id: 'diamond-stamp',
  family: 'stamp',
  look: 'embossed diamonds that catch light on one facet at a time',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Diamonds across', min: 3, max: 16, step: 0.5, default: 7 },
    uP1: {
      label: 'Diamond size',
      min: 0.2,
      max: 0.5,
      step: 0.01,
      default: 0.3,
      hint: 'Half-width, as a fraction of the spacing',
    },
    uP2: { label: 'Diamond height', min: 0.8, max: 2, step: 0.05, default: 1.35, hint: 'Height over width' },
    uP3: {
      label: 'Facet focus',
      min: 0.5,
      max: 0.95,
      step: 0.01,
      default: 0.8,
      hint: 'How narrowly a facet must face the tilt to light',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += 0.5 * mod(floor(q.y / uP2), 2.0);
  q.y /= uP2;
  vec2 cell = floor(q);
  vec2 f = (q - cell - 0.5) * vec2(1.0, uP2);
  float w = uP1;
  float h = uP1 * uP2;
  // Rhombus |x|/w + |y|/h <= 1, scaled to a true distance along its edge normal.
  float d = (abs(f.x) / w + abs(f.y) / h - 1.0) * w * h / sqrt(w * w + h * h);
  float inside = 1.0 - smoothstep(-0.01, 0.01, d);
  // A four-sided pyramid: each quadrant is one facet, lit only while the tilt points at it.
  vec2 normal = normalize(vec2(sign(f.x + 1e-6) / w, sign(f.y + 1e-6) / h));
  float turn = 0.5 * (hash21(cell + 6.6) - 0.5);
  vec2 dir = tilt / max(length(tilt), 0.15);
  dir = vec2(cos(turn) * dir.x - sin(turn) * dir.y, sin(turn) * dir.x + cos(turn) * dir.y);
  float strength = smoothstep(0.05, 0.35, length(tilt));
  float facet = smoothstep(uP3, uP3 + 0.1, dot(normal, dir)) * strength;
  float ridge = inside * (1.0 - smoothstep(0.0, 0.015, min(abs(f.x), abs(f.y))));
  float rim = inside * (1.0 - smoothstep(0.0, 0.03, -d));
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float sweep = 0.5 + 0.5 * cos(TAU * (1.2 * dot(c, vec2(0.8, 0.6)) - dot(tilt, vec2(0.8, 0.8))));
  float body = inside * (0.16 + 0.1 * sweep + 0.9 * facet + 0.15 * ridge + 0.3 * rim);
  float sheet = (1.0 - inside) * (0.1 + 0.14 * sweep);
  vec3 colour = hueRamp(0.5 * dot(c, vec2(0.6, 0.8)) + 0.25 * inside * dot(normal, vec2(0.7, 0.7)) + 0.3 * tilt.x);
  return colour * (sheet + body);
}
`,
});
