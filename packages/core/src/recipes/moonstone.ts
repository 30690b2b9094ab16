import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const moonstone = defineRecipe({
  id: 'moonstone',
  family: 'pearl',
  look: 'a milky blue-white glow band',
  // A soft full-face pearl foil: a little art gate so dark art picks up a faint glow.
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3, uHueShift: 0.5, uHueSpread: 0.3 },
  familyOverrides: {
    uSheen:
      'at the family 1.2 the added light caps near 0.3 and the visibility measurement (docs/VISIBILITY.md) stays under the floor for any pattern; no printing is assigned this recipe yet, so the check is against the sample cards',
  },
  params: {
    uP0: { label: 'Band width', min: 0.05, max: 0.8, step: 0.01, default: 0.26 },
    uP1: {
      label: 'Glide',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.9,
      hint: 'How far the glow band travels per unit of tilt',
    },
    uP2: {
      label: 'Milkiness',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.55,
      hint: 'How white the body is outside the band',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Adularescence: a bent mirror's soft sheen glides over the face with tilt, azure to
// blue-violet across it (never green), milky outside it.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv - 0.5;
  float cloud = fnoise(p * vec2(1.0, CARD_ASPECT) * 2.5 * uScale + 7.0);
  vec2 facet = vec2(-0.2 * p.x, 0.17 + (0.3 / max(uP1, 0.1) - 0.42) * p.y) + 0.06 * (cloud - 0.5);
  float glow = min(5.0 * luma(foilGlint(facet, 1.5 * uP0)), 1.0);
  vec3 s = gLightTS + gViewTS;
  vec2 off = s.xy / max(s.z, 1e-3) - facet;
  vec3 blue = hueRamp(clamp(0.43 + 0.3 * (cloud - 0.5) + 2.0 * off.y, 0.0, 0.85));
  return mix(0.15 * mix(blue, vec3(1.0), uP2), min(blue * 1.3, 1.0), glow);
}
`,
});
