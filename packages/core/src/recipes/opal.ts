import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const opal = defineRecipe({
  id: 'opal',
  family: 'pearl',
  look: 'opalescent patches of pastel colour drifting with tilt',
  // A soft full-face pearl foil: a little art gate so dark art picks up a faint sheen.
  defaults: { ...FAMILIES.pearl.constants, uSheen: 1.6, uArtGate: 0.3 },
  familyOverrides: {
    uSheen:
      'at the family 1.2 the added light caps near 0.3 and the visibility measurement (docs/VISIBILITY.md) stays under the floor for any pattern; no printing is assigned this recipe yet, so the check is against the sample cards',
  },
  params: {
    uP0: {
      label: 'Patch size',
      min: 0.5,
      max: 8,
      step: 0.1,
      default: 3,
      hint: 'Patches across the card width',
    },
    uP1: {
      label: 'Pastel',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.7,
      hint: 'How much colour the milky base carries',
    },
    uP2: {
      label: 'Play of colour',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.3,
      hint: 'How fast patches change colour with tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 warp = vec2(fnoise(q * 0.7 + 3.1), fnoise(q * 0.7 + vec2(8.4, 1.2)));
  float patchId = fnoise(q + warp * 1.8 + tilt * 0.25 + 0.01 * uTime);
  // Play of colour: each patch's hue races through the ramp as the card tilts.
  float play = patchId * 4.0 + dot(tilt, vec2(0.8, 0.6)) * uP2;
  float flashV = smoothstep(0.2, 1.0, 0.5 + 0.5 * cos(TAU * (patchId * 2.5 + dot(tilt, vec2(-0.5, 0.9)) * uP2 * 0.7)));
  vec3 tint = mix(vec3(1.0), hueRamp(play), uP1 * (0.55 + 0.45 * flashV));
  return tint * (0.5 + 0.45 * flashV);
}
`,
});
