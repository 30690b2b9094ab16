import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const wave = defineRecipe({
  id: 'wave',
  family: 'field',
  look: 'broad flowing waves of colour',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Waves', min: 0.5, max: 6, step: 0.1, default: 2.2, hint: 'Colour waves down the card' },
    uP1: { label: 'Swell', min: 0, max: 2, step: 0.05, default: 1.0, hint: 'How far each wave bends' },
    uP2: {
      label: 'Colour swing',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.5,
      hint: 'How much the groove pitch changes from crest to trough, so how far apart the colours of one wave sit',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Grooves laid along wave crests: the grating's dispersion axis leans toward the wave's normal
// (a quarter of the way: fully, the band would shatter into slivers), so the band the lamp
// lights bends with each swell, and the pitch rises and falls from crest to trough,
// so neighbouring waves send different colours at the same tilt. Tipping the card moves the band
// through the waves; every colour comes from the grating equation, none from a ramp.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float a = TAU * 0.75 * q.x + 1.3;
  float b = TAU * 1.7 * q.x - 2.1 * q.y + 0.02 * uTime;
  float swell = uP1 * (0.3 * sin(a) + 0.12 * sin(b));
  float slope = uP1 * (0.3 * TAU * 0.75 * cos(a) + 0.12 * TAU * 1.7 * cos(b));
  float w = (q.y + swell) * uP0;
  vec2 dir = vec2(0.25 * slope, 1.0);
  float pitch = 1.38 + uP2 * 0.06 * cos(TAU * w);
  return 3.0 * foilDiffraction(dir, pitch, 0.02);
}
`,
});
