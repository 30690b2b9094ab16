import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const radiant = defineRecipe({
  id: 'radiant',
  family: 'line',
  look: 'criss-cross diagonal bands forming a lattice of diamonds',
  // A full-face textured foil: the art gate lets it show through dark art, as a full foil does.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Diamonds across', min: 2, max: 18, step: 0.5, default: 6 },
    uP1: {
      label: 'Sweep',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the bands travel per unit of tilt',
    },
    uP2: { label: 'Band sharpness', min: 1, max: 10, step: 0.5, default: 3 },
    uP3: {
      label: 'Diamond height',
      min: 0.5,
      max: 2,
      step: 0.05,
      default: 1.3,
      hint: 'Aspect of each diamond; 1 is square',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float a = q.x + q.y / uP3;
  float b = q.x - q.y / uP3;
  // The two band sets sweep in opposite diagonal senses, so the diamonds shimmer as they cross.
  float bandA = pow(0.5 + 0.5 * cos(TAU * (a - uP1 * (tilt.x + 0.6 * tilt.y))), uP2);
  float bandB = pow(0.5 + 0.5 * cos(TAU * (b - uP1 * (tilt.x - 0.6 * tilt.y))), uP2);
  vec3 ca = hueRamp(0.06 * a + 0.35 * tilt.y);
  vec3 cb = hueRamp(0.06 * b + 0.5 - 0.35 * tilt.x);
  return min(0.75 * (ca * bandA + cb * bandB), vec3(1.0));
}
`,
});
