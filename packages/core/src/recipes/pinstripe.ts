import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const pinstripe = defineRecipe({
  id: 'pinstripe',
  family: 'line',
  look: 'fine parallel diagonal lines, rainbow shifting along them',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: {
      label: 'Lines across',
      min: 15,
      max: 120,
      step: 1,
      default: 48,
      hint: 'Embossed lines per card width',
    },
    uP1: {
      label: 'Line contrast',
      min: 0,
      max: 0.2,
      step: 0.005,
      default: 0.035,
      hint: 'How much the groove pitch differs from line to line: more splits the band into coloured lines',
    },
    uP2: {
      label: 'Groove pitch',
      min: 0.8,
      max: 1.8,
      step: 0.05,
      default: 1.2,
      hint: "Micrometres; a coarser pitch moves the rainbow further from the lamp's reflection",
    },
    uP3: {
      label: 'Band width',
      min: 0.01,
      max: 0.05,
      step: 0.001,
      default: 0.03,
      hint: 'Lobe width of the grating: wider lights a broader, paler band',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Grooves run along the diagonal lines, so the grating disperses across them: the order that
  // reaches the eye is a diagonal band through the lamp's reflection whose rainbow runs along
  // the lines and shifts as the card tilts. Each embossed line has a slightly different pitch
  // from its neighbours, so inside the band the lines read as neighbouring colours; outside it
  // every line is off together and the foil dims evenly.
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 across = vec2(-0.7071, 0.7071);
  float pitch = uP2 * (1.0 + uP1 * cos(TAU * dot(q, across) * uP0));
  return 3.5 * foilDiffraction(across, pitch, uP3);
}
`,
});
