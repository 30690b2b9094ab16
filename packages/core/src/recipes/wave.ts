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
      label: 'Flow',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.9,
      hint: 'How far the waves travel per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float swell = uP1 * (0.3 * sin(TAU * 0.75 * q.x + tilt.x * 2.2 + 1.3)
                     + 0.12 * sin(TAU * 1.7 * q.x - 2.1 * q.y + tilt.y * 1.8 + 0.02 * uTime));
  float w = (q.y + swell) * uP0;
  float t = w * 0.5 + dot(tilt, vec2(0.4, 0.9)) * uP2;
  float crest = 0.5 + 0.5 * cos(TAU * (w - dot(tilt, vec2(0.3, 0.8)) * uP2));
  float gloss = pow(crest, 6.0);
  return mix(hueRamp(t) * (0.68 + 0.27 * crest), vec3(1.0), 0.3 * gloss);
}
`,
});
