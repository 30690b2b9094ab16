import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const brushed = defineRecipe({
  id: 'brushed',
  family: 'metal',
  look: 'brushed metal with fine anisotropic streaks',
  // A metal sheet under printed ink: dark scan areas are ink, not foil, so no art gate.
  // Brushed metal is near-silver: low saturation is the look, not a styling choice.
  defaults: { ...FAMILIES.metal.constants, uArtGate: 0, uSat: 0.15, uGrain: 0.6 },
  params: {
    uP0: {
      label: 'Streak density',
      min: 40,
      max: 600,
      step: 10,
      default: 240,
      hint: 'Fine streaks across the brushing direction',
    },
    uP1: { label: 'Highlight width', min: 0.05, max: 0.8, step: 0.01, default: 0.22 },
    uP2: {
      label: 'Sweep',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.3,
      hint: 'How far the highlight travels with tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  // Horizontal brushing: noise stretched hard along x gives the fine streaks.
  float streak = 0.6 * vnoise(vec2(q.x * uP0 * 0.02, q.y * uP0))
               + 0.4 * vnoise(vec2(q.x * uP0 * 0.04 + 3.0, q.y * uP0 * 2.3));
  // The highlight of a brushed surface stretches across the brush direction: a vertical bar
  // that slides sideways with horizontal tilt.
  float x = uv.x - 0.5 - (gViewTS.x * 2.5 + tilt.x * 0.25) * uP2;
  float y = uv.y - 0.55 - (gViewTS.y * 2.5 + tilt.y * 0.25) * uP2;
  float bar = exp(-pow(x / uP1, 2.0)) * (0.6 + 0.4 * exp(-y * y * 2.0));
  float level = 0.25 + 1.1 * bar * (0.75 + 0.5 * streak) + 0.3 * (streak - 0.5);
  return hueRamp(uv.y * 0.6 + x) * max(level, 0.0) / 0.72;
}
`,
});
