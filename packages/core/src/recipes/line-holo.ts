import { FAMILIES } from '../families.js';
import { gratingBandWidth } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const lineHolo = defineRecipe({
  id: 'line-holo',
  family: 'line',
  look: 'fine horizontal lines, the whole spectrum rolling through with vertical tilt',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.3, uArtGate: 0 },
  familyOverrides: {
    uDepth:
      'lit by a grating band that covers a fifth of the face at one tilt, not by lines on at every tilt: at the family 0.45 the off foil reads as a dimmed print; 0.3 is the depth the blind review of issue 23 judged (and preferred)',
  },
  params: {
    uP0: {
      label: 'Lines across',
      min: 20,
      max: 140,
      step: 1,
      default: 56,
      hint: 'Embossed lines per card width (the card is taller than wide)',
    },
    uP1: {
      label: 'Line contrast',
      min: 0,
      max: 0.2,
      step: 0.005,
      default: 0.04,
      hint: 'How much the groove pitch differs from line to line: more splits the band into coloured lines',
    },
    uP2: {
      label: 'Groove pitch',
      min: 0.8,
      max: 1.8,
      step: 0.05,
      default: 1.2,
      hint: 'Micrometres; a coarser pitch lights the spectrum higher up the card',
    },
    uP3: gratingBandWidth(0.034, 'Lobe width of the grating: wider lights a broader, paler band'),
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Horizontal grooves: the first order reaches the eye in a broad upright band through the
  // lamp's reflection, its spectrum ordered down the card, so vertical tilt rolls the whole
  // spectrum through and horizontal tilt slides the band. The fine lines are embossed strips
  // whose pitch steps up and down, so neighbouring lines show neighbouring colours of the same
  // band: the lines are in the colour, never dark gaps, and they vanish with the band.
  float y = uv.y * CARD_ASPECT * uP0 * uScale;
  float pitch = uP2 * (1.0 + uP1 * cos(TAU * y));
  return 3.5 * foilDiffraction(vec2(0.0, 1.0), pitch, uP3);
}
`,
});
