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
      hint: 'Sharper colour: patches change colour and turn off with less tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float n1 = fnoise(q + 3.1);
  float n2 = fnoise(q * 0.7 + vec2(8.4, 1.2));
  // Opal's play of colour is diffraction from packed silica spheres: each patch is a grating whose
  // direction and spacing drift smoothly over the card (two noises, no cell borders). A patch
  // flashes its colour only while its order reaches the eye, so patches trade colour and go milky
  // as the card turns; a wide lobe keeps the colours soft. Play of colour narrows the lobe.
  float ang = 0.5 * PI + 2.4 * (n1 - 0.5);
  float pitch = mix(0.85, 1.45, n2);
  vec3 play = foilDiffraction(vec2(cos(ang), sin(ang)), pitch, 0.05 / (0.5 + uP2));
  // A milky body the lamp lights evenly a little, and pastel mixing toward white.
  vec3 flashV = min(5.0 * play, vec3(1.0));
  vec3 pastel = mix(vec3(luma(flashV)), flashV, uP1);
  return 0.14 + 0.86 * pastel;
}
`,
});
