import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const waterWeb = defineRecipe({
  id: 'water-web',
  family: 'line',
  look: 'wavy interlaced lines like light on a pool floor',
  // A holo-window foil: the web lights the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.8 },
  params: {
    uP0: { label: 'Cells across', min: 0.5, max: 4, step: 0.1, default: 1.6, hint: 'Loops per card width' },
    uP1: {
      label: 'Waviness',
      min: 0.2,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the groove direction swings, in half turns: more is more loops',
    },
    uP2: {
      label: 'Spread',
      min: 0.01,
      max: 0.06,
      step: 0.002,
      default: 0.03,
      hint: 'Lobe width: wider lights broader, softer, paler loops',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A master brushed in wavy strokes: the groove direction wanders smoothly over the card. The lamp
// lights the places whose dispersion axis lines up with its reflection, which is a contour of
// that direction field: wavy, looping lines of light that crawl over the art as the card tilts,
// like caustics on a pool floor. A crossing set at a quarter turn lights the contours in
// between. A second noise steps the pitch a little, so the loops change colour along their
// length; nothing here is ever drawn dark.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 drift = 0.01 * vec2(uTime, -0.7 * uTime);
  float psi = 3.14159265 * uP1 * 2.0 * fnoise(q + drift);
  float pitch = DIFF_PITCH * (1.0 + 0.12 * (fnoise(1.7 * q + 5.3) - 0.5));
  vec2 axis = vec2(cos(psi), sin(psi));
  return 2.8 * foilDiffraction(axis, pitch, uP2) + 1.6 * foilDiffraction(vec2(-axis.y, axis.x), pitch, uP2);
}
`,
});
