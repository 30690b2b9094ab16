import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const lineHolo = defineRecipe({
  id: 'line-holo',
  family: 'line',
  look: 'fine horizontal lines, the whole spectrum rolling through with vertical tilt',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: {
      label: 'Lines across',
      min: 20,
      max: 140,
      step: 1,
      default: 56,
      hint: 'Lines per card width (the card is taller than wide)',
    },
    uP1: { label: 'Spectra down the card', min: 0.3, max: 4, step: 0.05, default: 1.4 },
    uP2: {
      label: 'Roll',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.6,
      hint: 'How far the spectrum rolls per unit of vertical tilt',
    },
    uP3: { label: 'Line width', min: 0.15, max: 0.8, step: 0.01, default: 0.42 },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float y = uv.y * CARD_ASPECT * uP0 * uScale;
  float off = abs(fract(y) - 0.5);
  float lines = 1.0 - smoothstep(0.5 * uP3 - 0.1, 0.5 * uP3 + 0.1, off);
  float hue = uv.y * uP1 + uP2 * tilt.y + 0.15 * tilt.x + 0.01 * uTime;
  float level = 0.72 + 0.28 * cos(TAU * (0.6 * uv.x - 0.5 * tilt.x));
  return hueRamp(hue) * lines * level;
}
`,
});
