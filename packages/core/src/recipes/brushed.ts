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
    uP1: {
      label: 'Highlight width',
      min: 0.01,
      max: 0.2,
      step: 0.005,
      default: 0.03,
      hint: 'Sideways width of the stretched highlight (slope)',
    },
    uP2: {
      label: 'Brush angle',
      min: 0,
      max: 0.6,
      step: 0.01,
      default: 0.35,
      hint: 'How far the scratches tilt the surface: how long the highlight stretches',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  // Brushing scratches run along x: each fine row is a groove wall of its own slope, stretched
  // hard along x. The streaks are that slope variation, seen only where the light is.
  float n = 0.6 * vnoise(vec2(q.x * uP0 * 0.02, q.y * uP0))
          + 0.4 * vnoise(vec2(q.x * uP0 * 0.04 + 3.0, q.y * uP0 * 2.3)) - 0.5;
  // Across the scratches the surface holds every slope up to the brush angle, so the facet
  // that best faces the half vector lights: narrow in x, long in y, a highlight stretched
  // across the brush direction that slides sideways with tilt.
  vec3 s = gLightTS + gViewTS;
  float hy = s.y / max(s.z, 1e-4);
  vec2 facet = vec2(0.04 * n, clamp(hy, -uP2, uP2) + 0.1 * n);
  vec3 bar = foilGlint(facet, uP1);
  return vec3(0.4) + 1.8 * bar;
}
`,
});
