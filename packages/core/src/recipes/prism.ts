import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const prism = defineRecipe({
  id: 'prism',
  family: 'field',
  look: 'triangular prism facets splitting the spectrum',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Facets across', min: 2, max: 24, step: 0.5, default: 7 },
    uP1: {
      label: 'Dispersion',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How much spectrum each facet spreads across itself',
    },
    uP2: { label: 'Edge glint', min: 0, max: 1, step: 0.05, default: 0.5 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  // Skew to a triangular lattice: each unit rhombus splits into two triangles.
  vec2 s = vec2(p.x - p.y * 0.5773503, p.y * 1.1547005);
  vec2 cell = floor(s);
  vec2 f = s - cell;
  float upper = step(1.0, f.x + f.y);
  vec2 id = cell * 2.0 + vec2(upper, 0.0);
  float seed = hash21(id + 3.3);
  float a = TAU * hash21(id + 7.9);
  vec2 axis = vec2(cos(a), sin(a));
  float facing = dot(tilt, axis);
  // Inside a facet the spectrum is spread along its own axis, and the spread slides with tilt.
  float across = dot(f - 0.5, axis);
  vec3 col = hueRamp(seed + across * uP1 + facing * 0.9);
  float lit = 0.5 + 0.5 * cos(TAU * (seed * 2.0 + facing * 0.8));
  float edge = min(min(f.x, f.y), abs(1.0 - f.x - f.y) * 0.7071);
  float glint = (1.0 - smoothstep(0.0, 0.05, edge)) * uP2;
  return mix(col * (0.64 + 0.32 * lit), vec3(1.0), glint * (0.4 + 0.6 * lit));
}
`,
});
