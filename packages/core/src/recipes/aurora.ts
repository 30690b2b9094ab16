import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { FACET_GRATING } from './light-shaping.js';

export const aurora = defineRecipe({
  id: 'aurora',
  family: 'field',
  look: 'soft vertical curtains drifting with tilt, the pillars facing the lamp lit in rainbow',
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
    uP3: {
      label: 'Pillar light',
      min: 0,
      max: 2,
      step: 0.05,
      default: 1,
      hint: 'How brightly a pillar lights when its facets face the lamp',
    },
  },
  glsl: /* glsl */ `
${FACET_GRATING}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float sway = uP1 * (0.35 * fnoise(vec2(q.x * 1.2, q.y * 0.7) + 2.0)
                    + 0.12 * sin(q.y * 3.0 + tilt.y * 2.0 + 0.02 * uTime));
  float x = q.x * uP0 + sway * uP0 * 0.5 - tilt.x * uP2 * 1.3;
  float curtain = pow(0.5 + 0.5 * cos(TAU * x), 1.6);
  float rays = 0.5 + 0.5 * cos(TAU * (x * 5.0 + 0.3 * fnoise(vec2(x * 2.0, q.y * 0.4))));
  float glow = curtain * (0.75 + 0.25 * rays);
  float hue = q.y * 0.6 + x * 0.08 + glow * 0.25 + dot(tilt, vec2(0.3, 0.9)) * 0.6;
  vec3 paint = mix(hueRamp(hue) * (0.58 + 0.42 * glow), vec3(1.0), 0.15 * glow * rays);
  // The light: each curtain is a gently curved strip of foil, its facets turning sideways across
  // it (+-0.175 in slope) about a tip of its own (+-0.1), carrying horizontal grooves (1.2-1.8 um).
  // Where a strip's facets face the lamp sideways its grating sends a rainbow up the pillar (a
  // sun pillar: the colour climbs with vertical tilt), and near the mirror height its facets
  // glint in the curtain's hue. So the pillars nearest the lamp's reflection light, the bright
  // stretch slides across each curtain as the card turns, and the zero order lights the third tilt.
  float n = floor(x + 0.5);
  float tip = 0.1 * (2.0 * hash21(vec2(n, 3.7)) - 1.0) + 0.35 * (x - n);
  float pitch = 1.2 * pow(1.5, hash21(vec2(n, 8.3)));
  vec3 hv = gLightTS + gViewTS;
  vec2 hs = hv.xy / max(hv.z, 1e-4);
  vec3 bow = facetGrating(vec2(0.0, 1.0), pitch, vec2(tip, 0.0));
  vec3 sheen = foilGlint(vec2(tip, 0.85 * hs.y), 0.04) * hueRamp(hue);
  vec3 lit = uP3 * curtain * (2.5 * bow + 1.5 * sheen);
  float cover = clamp(2.0 * luma(lit), 0.0, 1.0);
  // The painted curtains stay as the colour floor, a little under the shipped strength where a
  // pillar is off and above it where it is lit, kept in hue (no channel past 1, so no white wash).
  vec3 c = paint * (0.72 + 0.5 * cover) + 0.9 * lit;
  return c / max(1.0, max(c.r, max(c.g, c.b)));
}
`,
});
