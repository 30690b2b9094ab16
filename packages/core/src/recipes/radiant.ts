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
      label: 'Bar contrast',
      min: 0,
      max: 0.6,
      step: 0.02,
      default: 0.3,
      hint: 'How much brighter each bar lights in its own diagonal than in the crossing one',
    },
    uP2: {
      label: 'Spread',
      min: 0.01,
      max: 0.06,
      step: 0.002,
      default: 0.035,
      hint: 'Lobe width: wider lights broader, softer, paler bands',
    },
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
// Two embossed bar sets at opposite diagonals, each a grating whose grooves run along its bars.
// Each set lights its own rainbow band where the lamp's reflection lines up with its dispersion
// axis, so the two bands cross in an X that slides as the card tilts. The bars weight the two
// sets and step the pitch, never to zero: the lattice shows as brighter, shifted-colour
// diamonds inside the lit bands, and where both are off the foil dims evenly.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float a = q.x + q.y / uP3;
  float b = q.x - q.y / uP3;
  float barA = 0.5 + 0.5 * cos(TAU * a);
  float barB = 0.5 + 0.5 * cos(TAU * b);
  vec2 axisA = vec2(1.0, 1.0 / uP3);
  vec2 axisB = vec2(1.0, -1.0 / uP3);
  vec3 lightA = foilDiffraction(axisA, DIFF_PITCH * (1.0 + 0.06 * (barB - 0.5)), uP2);
  vec3 lightB = foilDiffraction(axisB, DIFF_PITCH * (1.0 - 0.06 * (barA - 0.5)), uP2);
  return 2.6 * (lightA * (1.0 - uP1 * (1.0 - barA)) + lightB * (1.0 - uP1 * (1.0 - barB)));
}
`,
});
