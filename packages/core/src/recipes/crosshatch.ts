import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const crosshatch = defineRecipe({
  id: 'crosshatch',
  family: 'line',
  look: 'two line sets crossing at an angle, each lit at its own tilt',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: {
      label: 'Lines across',
      min: 8,
      max: 70,
      step: 1,
      default: 26,
      hint: 'Embossed lines per card width, each set',
    },
    uP1: {
      label: 'Crossing angle',
      min: 20,
      max: 90,
      step: 1,
      default: 60,
      hint: 'Degrees between the two line sets',
    },
    uP2: {
      label: 'Line contrast',
      min: 0,
      max: 0.2,
      step: 0.005,
      default: 0.05,
      hint: 'How much the groove pitch differs from line to line within a set',
    },
    uP3: {
      label: 'Band width',
      min: 0.01,
      max: 0.05,
      step: 0.001,
      default: 0.028,
      hint: 'Lobe width of each grating: wider lights broader, paler bands',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Two gratings embossed over each other, grooves along each line set. Each sends its order to
  // the eye in its own band through the lamp's reflection, across its own lines, so the two
  // bands cross and each travels with the tilt that leans across its lines. The lines of a set
  // differ a little in pitch, so they show as colour inside that set's band and vanish with it.
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float h = radians(0.5 * uP1);
  vec2 na = vec2(cos(h), sin(h));
  vec2 nb = vec2(cos(h), -sin(h));
  float pa = DIFF_PITCH * (1.0 + uP2 * cos(TAU * dot(q, na) * uP0));
  float pb = DIFF_PITCH * (1.0 + uP2 * cos(TAU * dot(q, nb) * uP0));
  return 2.5 * (foilDiffraction(na, pa, uP3) + foilDiffraction(nb, pb, uP3));
}
`,
});
