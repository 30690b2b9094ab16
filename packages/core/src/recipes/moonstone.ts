import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const moonstone = defineRecipe({
  id: 'moonstone',
  family: 'pearl',
  look: 'a milky blue-white glow band',
  // A soft full-face pearl foil: a little art gate so dark art picks up a faint glow.
  // The look is blue-white adularescence, so the ramp starts at blue and stays narrow.
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
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  float cloud = fnoise(q * 2.5 * uScale + 7.0);
  // Adularescence as a bent mirror: the slope across the card follows the half vector's own drift
  // (about -0.31 per card width), so the whole width lights together as one band; along the card
  // the slope is flat at Glide 1, and bends against or with the drift below or above it, which
  // slows or speeds the band as the card tilts. The cloud wobbles the band's edge softly.
  float bend = 0.3 * (1.0 - 1.0 / max(uP1, 0.3));
  vec2 facet = vec2(-0.31 * q.x, 0.17 - bend * q.y) + 0.06 * (cloud - 0.5);
  float glow = min(3.0 * luma(foilGlint(facet, 0.35 * uP0)), 1.0);
  vec3 blue = hueRamp(0.5 + 0.4 * cloud + 0.3 * glow);
  vec3 milk = mix(blue, vec3(1.0), uP2);
  return mix(0.15 * milk, min(blue * 0.6 + 0.55, 1.0), glow);
}
`,
});
