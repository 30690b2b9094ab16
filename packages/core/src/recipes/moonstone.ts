import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const moonstone = defineRecipe({
  id: 'moonstone',
  family: 'pearl',
  look: 'a milky blue-white glow band',
  // A soft full-face pearl foil: a little art gate so dark art picks up a faint glow.
  // The look is blue-white adularescence: the ramp is the cool half of the wheel, azure at the
  // band's core and sea-green at its fringe (azure lifts warm print, the green fringe magenta).
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3, uHueShift: 0.3, uHueSpread: 0.5 },
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
      hint: 'Card heights the glow band travels per unit of tilt',
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
  vec2 p = uv - 0.5;
  float cloud = fnoise(p * vec2(1.0, CARD_ASPECT) * 2.5 * uScale + 7.0);
  // Adularescence as a bent mirror. Over a flat card the half vector's slope drifts by about
  // (-0.31, -0.42) per card width and height and by (0.29, 0.30) per unit of tilt. Along the card
  // the bend leaves 0.30 / Glide of the drift, so the band's centre sits Glide card heights from
  // the middle per unit of tilt and sweeps the face over the tilt range; across it leaves a
  // little (0.09), so the band spans the width and its brightest part rolls sideways with the
  // tilt. The cloud wobbles the band's edge softly.
  float bendY = 0.3 / max(uP1, 0.1) - 0.42;
  vec2 facet = vec2(-0.22 * p.x, 0.17 + bendY * p.y) + 0.06 * (cloud - 0.5);
  float glow = min(3.0 * luma(foilGlint(facet, 0.3 * uP0)), 1.0);
  // The glow's hue follows how far the lamp is from the band's centre (the scattering angle):
  // azure in the core, cooling to sea-green at the fringe, so each place passes both as the band
  // crosses it. Milkiness whitens the faint body outside the band.
  vec3 s = gLightTS + gViewTS;
  vec2 off = s.xy / max(s.z, 1e-3) - facet;
  vec3 hue = hueRamp(0.62 + 0.2 * (cloud - 0.5) - 3.5 * length(off));
  vec3 body = 0.15 * mix(hue, vec3(1.0), uP2);
  return mix(body, min(mix(hue, vec3(1.0), 0.1) * 1.3, 1.0), glow);
}
`,
});
