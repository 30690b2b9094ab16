import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const honeycomb = defineRecipe({
  id: 'honeycomb',
  family: 'field',
  look: 'a dense hexagonal cell field with bright cell walls',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Cells across', min: 6, max: 60, step: 1, default: 22 },
    uP1: { label: 'Wall width', min: 0.01, max: 0.2, step: 0.005, default: 0.07 },
    uP2: {
      label: 'Cell colour',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.5,
      hint: 'How much each cell differs in hue from its neighbours',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Cells at one low luma, walls brighter; each cell a facet tipped its own way, flashing whole.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  const vec2 LATTICE = vec2(1.0, 1.7320508);
  vec2 a = mod(p, LATTICE) - 0.5 * LATTICE;
  vec2 b = mod(p - 0.5 * LATTICE, LATTICE) - 0.5 * LATTICE;
  vec2 g = dot(a, a) < dot(b, b) ? a : b;
  vec2 id = floor((p - g) * 2.0 + 0.5);
  vec2 ag = abs(g);
  float hex = max(dot(ag, vec2(0.5, 0.8660254)), ag.x);
  float wall = smoothstep(0.5 - uP1, 0.5 - uP1 * 0.75, hex);
  float seed = hash21(id + 6.1);
  float t = dot(uv, vec2(0.4, 0.7)) + seed * uP2 + dot(tilt, vec2(0.8, 0.6)) * 0.7;
  vec3 col = hueRamp(t);
  vec3 base = mix(col, mix(hueRamp(t + 0.5), vec3(1.0), 0.5), wall);
  vec2 tipped = vec2(0.31 * uv.x - 0.25, 0.15 + 0.42 * uv.y) + hash22(id) * 0.2;
  return base + 0.3 + 0.06 * seed + 0.36 * wall - luma(base)
    + 2.4 * foilGlint(tipped, 0.07) * col * (1.0 - wall)
    + foilGlint(tipped + g * 0.5, 0.1) * wall;
}
`,
});
