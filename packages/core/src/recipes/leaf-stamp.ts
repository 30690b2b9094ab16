import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const leafStamp = defineRecipe({
  id: 'leaf-stamp',
  family: 'stamp',
  look: 'embossed leaf shapes, rotated per cell',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Leaves across', min: 3, max: 14, step: 0.5, default: 6 },
    uP1: {
      label: 'Leaf length',
      min: 0.2,
      max: 0.48,
      step: 0.01,
      default: 0.38,
      hint: 'Half-length, as a fraction of the spacing',
    },
    uP2: {
      label: 'Leaf width',
      min: 0.2,
      max: 0.7,
      step: 0.01,
      default: 0.4,
      hint: 'Width as a share of the length',
    },
    uP3: { label: 'Bevel', min: 0.02, max: 0.15, step: 0.005, default: 0.04 },
  },
  glsl: /* glsl */ `
// A leaf is the lens where two discs overlap (tips on the y axis), with a bent midrib groove.
float leafStampSd(vec2 p) {
  float halfLen = uP1;
  float halfWide = uP2 * uP1;
  float rad = (halfLen * halfLen + halfWide * halfWide) / (2.0 * halfWide);
  float off = rad - halfWide;
  return max(length(p - vec2(off, 0.0)) - rad, length(p + vec2(off, 0.0)) - rad);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += 0.5 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 g = q - cell - 0.5;
  float ang = TAU * hash21(cell + 3.3);
  vec2 f = vec2(cos(ang) * g.x + sin(ang) * g.y, -sin(ang) * g.x + cos(ang) * g.y);
  float d = leafStampSd(f);
  const float e = 0.01;
  vec2 outwardLocal = vec2(leafStampSd(f + vec2(e, 0.0)) - d, leafStampSd(f + vec2(0.0, e)) - d) / e;
  // Back into card axes, so the lit edge follows the real tilt whatever the leaf's rotation.
  vec2 outward = vec2(cos(ang) * outwardLocal.x - sin(ang) * outwardLocal.y, sin(ang) * outwardLocal.x + cos(ang) * outwardLocal.y);
  float inside = 1.0 - smoothstep(-0.01, 0.01, d);
  float bevel = inside * (1.0 - smoothstep(0.0, uP3, -d));
  float rib = inside * (1.0 - smoothstep(0.008, 0.02, abs(f.x - 0.04 * f.y * f.y / max(uP1, 0.01)))) * step(abs(f.y), 0.85 * uP1);
  vec2 key = tilt / max(length(tilt), 0.25);
  float facet = max(dot(-outward, key), 0.0);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  float sweep = 0.5 + 0.5 * cos(TAU * (1.1 * dot(c, vec2(0.8, 0.6)) - dot(tilt, vec2(0.7, 0.9))));
  float top = (inside - bevel) * (0.3 + 0.45 * sweep) * (1.0 - 0.8 * rib);
  float sheet = (1.0 - inside) * (0.1 + 0.14 * sweep);
  vec3 colour = hueRamp(0.4 * dot(c, vec2(0.8, 0.5)) + 0.15 * hash21(cell) + 0.35 * tilt.y);
  return colour * (sheet + top + bevel * facet * 1.1);
}
`,
});
