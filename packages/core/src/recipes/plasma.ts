import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const plasma = defineRecipe({
  id: 'plasma',
  family: 'field',
  look: 'turbulent noise field of colour',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: {
      label: 'Turbulence scale',
      min: 0.5,
      max: 8,
      step: 0.1,
      default: 1.8,
      hint: 'How fine the swirls are',
    },
    uP1: {
      label: 'Warp',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.4,
      hint: 'How strongly the field folds into itself',
    },
    uP2: {
      label: 'Swirl',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.55,
      hint: 'How far the grooves turn with the turbulence: more swirl breaks the band into finer veins',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A swirled grating: the groove direction follows a warped noise field, so the band the lamp lays
// across the card breaks into marbled veins, and as the card tips the light runs along the swirls
// to the ones whose grooves now face it. The pitch drifts with the warp, so veins lit at the same
// tilt differ in colour. No colour is painted: where the grooves face away the foil just dims.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float warp = fnoise(q + 0.01 * uTime);
  float n = fnoise(q * 1.7 + vec2(5.2, 1.3) + (warp - 0.5) * uP1 * 3.0);
  float turn = (n - 0.5) * uP2 * 1.6;
  vec2 dir = vec2(sin(turn), cos(turn));
  float pitch = 1.38 + 0.08 * (warp - 0.5);
  return 2.5 * foilDiffraction(dir, pitch, 0.02);
}
`,
});
