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
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  const vec2 LATTICE = vec2(1.0, 1.7320508);
  vec2 a = mod(p, LATTICE) - 0.5 * LATTICE;
  vec2 b = mod(p - 0.5 * LATTICE, LATTICE) - 0.5 * LATTICE;
  vec2 g = dot(a, a) < dot(b, b) ? a : b;
  vec2 id = floor((p - g) * 2.0 + 0.5);
  // Distance to the hexagon's edge: 0.5 at the wall, 0 at the centre.
  vec2 ag = abs(g);
  float hex = max(dot(ag, vec2(0.5, 0.8660254)), ag.x);
  float wall = smoothstep(0.5 - uP1, 0.5 - uP1 * 0.3, hex);
  float seed = hash21(id + 6.1);
  float bowl = 0.5 + 0.5 * dot(g * 1.6, tilt);
  float t = dot(uv, vec2(0.4, 0.7)) + seed * uP2 + dot(tilt, vec2(0.8, 0.6)) * 0.7;
  vec3 cellCol = hueRamp(t) * (0.6 + 0.22 * bowl);
  float wallLit = 0.75 + 0.25 * cos(TAU * (dot(uv, vec2(0.7, 0.3)) * 1.5 - dot(tilt, vec2(0.7, 0.5))));
  vec3 wallCol = mix(hueRamp(t + 0.5), vec3(1.0), 0.45) * wallLit;
  return mix(cellCol, wallCol, wall);
}
`,
});
