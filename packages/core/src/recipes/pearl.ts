import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const pearl = defineRecipe({
  id: 'pearl',
  family: 'pearl',
  look: 'a soft pastel sheen, low contrast',
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3, uHueSpread: 0.6 },
  familyOverrides: {
    uSheen:
      'at the family 1.2 the added light caps near 0.3 and the visibility measurement (docs/VISIBILITY.md) stays under the floor for any pattern; the XY and Celebrations holo classes that use this recipe (packages/data/foils.json) are subtle foils, but they must still read at a pointer tilt on the sample cards',
  },
  params: {
    uP0: {
      label: 'Pastel',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.8,
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
  vec2 p = uv - 0.5;
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP1 * uScale;
  float n1 = fnoise(q);
  float n2 = fnoise(q * 1.3 + 5.2);
  // Nacre is a shallow, gently rippled bowl of mirror under a thin film. The half vector's slope
  // drifts over a flat card by about (-0.31, -0.42) per card width and height and by (0.29, 0.30)
  // per unit of tilt; the bowl leaves half that drift across the card and one and a half times it
  // along, so one soft sheen band spans the width and the tilt carries it over the whole face.
  // The ripples tilt each region a little, which bends the band's edges softly.
  vec2 facet = vec2(-0.165 * p.x, 0.17 + 0.03 * p.y) + 0.05 * (vec2(n1, n2) - 0.5);
  float sheen = luma(foilGlint(facet, 0.09));
  // Thin film: each channel's reflectance is a cosine in film thickness over the angle, which is
  // what hueRamp is; the ripples thicken and thin the film and the lamp's offset from the band's
  // centre is the angle, so the band is a run of pastel hues (a soft rainbow beam) and each place
  // passes through several of them as the band slides over it. Pastel keeps the tints light (at
  // full white the law's headroom over bright print lifts almost nothing); uSat 0 is silver.
  vec3 s = gLightTS + gViewTS;
  vec2 off = s.xy / max(s.z, 1e-3) - facet;
  float film = 1.2 * (n1 + 0.5 * n2) + 12.0 * off.y + 4.0 * off.x;
  vec3 tint = mix(vec3(1.0), hueRamp(film), uP0);
  return min(tint * (0.12 + 3.0 * sheen), vec3(1.0));
}
`,
});
