import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const aurora = defineRecipe({
  id: 'aurora',
  family: 'field',
  look: 'soft vertical curtains drifting with tilt',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Curtains across', min: 1, max: 10, step: 0.5, default: 3.5 },
    uP1: {
      label: 'Sway',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How much the curtains ripple down the card',
    },
    uP2: {
      label: 'Drift',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the curtains drift per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float sway = uP1 * (0.35 * fnoise(vec2(q.x * 1.2, q.y * 0.7) + 2.0)
                    + 0.12 * sin(q.y * 3.0 + tilt.y * 2.0 + 0.02 * uTime));
  float x = q.x * uP0 + sway * uP0 * 0.5 - tilt.x * uP2 * 1.3;
  float curtain = pow(0.5 + 0.5 * cos(TAU * x), 1.6);
  // Fine vertical rays inside each curtain, as in a real aurora's folds.
  float rays = 0.5 + 0.5 * cos(TAU * (x * 5.0 + 0.3 * fnoise(vec2(x * 2.0, q.y * 0.4))));
  float glow = curtain * (0.75 + 0.25 * rays);
  float hue = q.y * 0.6 + x * 0.08 + glow * 0.25 + dot(tilt, vec2(0.3, 0.9)) * 0.6;
  return mix(hueRamp(hue) * (0.58 + 0.42 * glow), vec3(1.0), 0.15 * glow * rays);
}
`,
});
