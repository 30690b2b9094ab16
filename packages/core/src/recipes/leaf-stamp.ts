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
// A leaf is the lens where two discs overlap (tips on the y axis), with a bent midrib.
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
  float ca = cos(ang);
  float sa = sin(ang);
  vec2 f = vec2(ca * g.x + sa * g.y, -sa * g.x + ca * g.y);
  float d = leafStampSd(f);
  const float e = 0.01;
  vec2 outwardLocal = vec2(leafStampSd(f + vec2(e, 0.0)) - d, leafStampSd(f + vec2(0.0, e)) - d) / e;
  // Back into card axes, so the lit edge follows the real tilt whatever the leaf's rotation.
  vec2 outward = vec2(ca * outwardLocal.x - sa * outwardLocal.y, sa * outwardLocal.x + ca * outwardLocal.y);
  float inside = 1.0 - smoothstep(-0.012, 0.012, d);
  float bevel = inside * (1.0 - smoothstep(0.0, uP3, -d));
  float ribX = f.x - 0.04 * f.y * f.y / max(uP1, 0.01);
  float rib = inside * (1.0 - smoothstep(0.008, 0.02, abs(ribX))) * step(abs(f.y), 0.85 * uP1);
  // A roof folded along the midrib: the half facing the tilt is brighter, and they swap.
  vec2 halfNormal = sign(ribX) * vec2(ca, sa);
  vec2 key = tilt / max(length(tilt), 0.25);
  float facing = max(dot(-outward, key), 0.0);
  float roof = max(dot(halfNormal, key), 0.0);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  // Leaves lifted a little above an even sheet at every tilt, never below: no dark vein.
  vec3 tint = hueRamp(0.4 * dot(c, vec2(0.8, 0.5)) + 0.15 * hash21(cell) + 0.2 * tilt.y);
  vec3 print = mix(vec3(0.14), 0.14 * tint, 0.5)
    + tint * (inside * (0.13 + 0.05 * roof) + 0.05 * rib + bevel * facing * 0.12);
  // One grating: the sheet's band travels with tilt; each leaf's grooves turn with the leaf, so
  // leaves light one by one. The bevel flashes where it faces the lamp.
  vec2 sheetGrooves = vec2(0.3, 0.95);
  // Grooves repeat every half turn: pick the leaf's on the sheet's side so the edge blend stays valid.
  vec2 leafGrooves = vec2(ca, sa) * (dot(vec2(ca, sa), sheetGrooves) < 0.0 ? -1.0 : 1.0);
  vec2 grooves = mix(sheetGrooves, leafGrooves, inside);
  float pitch = mix(1.0, 1.6, uv.y);
  vec3 light = (1.4 + 2.6 * inside) * foilDiffraction(grooves, pitch, 0.02);
  light += bevel * 0.9 * foilGlint(0.16 * outward, 0.06);
  return print + light;
}
`,
});
