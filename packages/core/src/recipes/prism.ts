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
      label: 'Facet turn',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.12,
      hint: 'How far, in radians, each facet\u2019s dispersion axis turns from its neighbours\u2019',
    },
    uP2: { label: 'Edge glint', min: 0, max: 1, step: 0.05, default: 0.5 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Triangular facets of grating: each triangle disperses along its own axis, turned from the
// sheet's by one of three steps (the triangle's symmetry), with its own pitch, so neighbouring
// facets split the lamp into different colours and hand the light between them as the card
// turns. Facet edges are thin mirror bevels that glint only when the lamp reaches their slope.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  // Skew to a triangular lattice: each unit rhombus splits into two triangles.
  vec2 s = vec2(p.x - p.y * 0.5773503, p.y * 1.1547005);
  vec2 cell = floor(s);
  vec2 f = s - cell;
  float upper = step(1.0, f.x + f.y);
  vec2 id = cell * 2.0 + vec2(upper, 0.0);
  float seed = hash21(id + 3.3);
  float turn = floor(hash21(id + 7.9) * 3.0) - 1.0;
  float a = 1.3 + uP1 * 0.5 * turn + 0.01 * uTime;
  vec3 col = (0.9 + 0.1 * hash21(id + 4.4)) * foilDiffraction(vec2(cos(a), sin(a)), 1.25 * (0.97 + 0.06 * seed), 0.025);
  float edge = min(min(f.x, f.y), abs(1.0 - f.x - f.y) * 0.7071);
  float bevel = (1.0 - smoothstep(0.0, 0.05, edge)) * uP2;
  vec3 glint = bevel > 0.0 ? foilGlint(vec2(0.3 * seed - 0.15, 0.35 * hash21(id + 1.1) - 0.05), 0.05) : vec3(0.0);
  return 2.6 * col + bevel * glint;
}
`,
});
