import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const pearl = defineRecipe({
  id: 'pearl',
  family: 'pearl',
  look: 'a soft pastel sheen, low contrast',
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3, uHueSpread: 0.6 },
  familyOverrides: {
    uSheen:
      'at the family 1.2 the added light caps near 0.3 and the visibility measurement (docs/VISIBILITY.md) stays under the floor for any pattern; no printing is assigned this recipe yet, so the check is against the sample cards',
  },
  params: {
    uP0: {
      label: 'Pastel',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.4,
      hint: 'How much colour the white sheen carries',
    },
    uP1: {
      label: 'Ripples',
      min: 0.5,
      max: 4,
      step: 0.1,
      default: 1.6,
      hint: 'Nacre ripples across the card: fewer is a softer, broader sheen',
    },
    uP2: UNUSED,
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP1 * uScale;
  float n1 = fnoise(q);
  float n2 = fnoise(q * 1.3 + 5.2);
  // Nacre is a gently rippled mirror under a thin film. The ripples give each region its own
  // slope, so a broad soft glint (foilGlint, wide) drifts over the face as the card tilts and
  // most of it is lit at some tilt; slopes centre on what the lamp above the viewer reaches.
  vec2 facet = vec2(0.0, 0.17) + (vec2(n1, n2) - 0.5) * vec2(0.7, 0.7);
  float sheen = luma(foilGlint(facet, 0.15));
  // Thin film: each channel's reflectance is a cosine in film thickness times the cosine of the
  // angle, which is what hueRamp is; the film thickens and thins with the ripples. Pastel keeps
  // it near white, and uSat 0 (in hueRamp) makes it silver.
  float film = 1.5 * (n1 + 0.5 * n2) * (2.0 - gViewTS.z) + 0.8 * sheen;
  vec3 tint = mix(vec3(1.0), hueRamp(film), uP0);
  return min(tint * (0.12 + 4.0 * sheen), vec3(1.0));
}
`,
});
