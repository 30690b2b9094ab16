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
      hint: 'How much each cell turns its grooves and changes its pitch from its neighbours',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Hexagonal cells of grating, each with its own small turn of the grooves and its own pitch, so
// the lamp's band crosses the honeycomb as a mosaic of cell colours. The walls are a rougher
// grating (a wider lobe), so they stay lit a little beyond the cells around them: the net glows
// at the band's edges and adds light, never a dark line.
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
  vec2 seed = hash22(id + 6.1) - 0.5;
  float turn = seed.x * uP2 * 0.15;
  float pitch = 1.38 + seed.y * uP2 * 0.05;
  vec3 cell = 2.5 * foilDiffraction(vec2(sin(turn), cos(turn)), pitch, 0.02);
  if (wall <= 0.0) return cell;
  vec3 net = 2.5 * foilDiffraction(vec2(0.0, 1.0), 1.38, 0.035);
  return max(cell, net * wall);
}
`,
});
