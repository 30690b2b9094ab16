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
    uP1: { label: 'Softness', min: 0.5, max: 4, step: 0.1, default: 1.6 },
    uP2: UNUSED,
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP1 * uScale;
  float drift = fnoise(q + tilt * 0.7 + 0.01 * uTime);
  float glow = 0.55 + 0.45 * cos(TAU * (drift + 0.35 * dot(tilt, vec2(0.8, 0.6))));
  // Nacre: a soft body under a sheen that gathers where the glow peaks and slides with tilt.
  float peak = glow * glow;
  vec3 tint = mix(vec3(1.0), hueRamp(drift + 0.3 * tilt.x), uP0);
  return tint * (0.3 + 0.7 * peak);
}
`,
});
