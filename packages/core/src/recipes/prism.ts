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
  // Bright seams, no dark facet; each rhombus of the skewed lattice is two facets.
  vec2 s = vec2(p.x - p.y * 0.5773503, p.y * 1.1547005);
  vec2 cell = floor(s);
  vec2 f = s - cell;
  vec2 id = cell * 2.0 + vec2(step(1.0, f.x + f.y), 0.0);
  float seed = hash21(id + 3.3);
  float a = TAU * hash21(id + 7.9);
  vec2 axis = vec2(cos(a), sin(a));
  vec2 tipped = hash22(id) * vec2(0.66, 0.8) - vec2(0.33, 0.22);
  vec3 h = gLightTS + gViewTS;
  float across = seed + dot(f - 0.5, axis) * uP1;
  vec3 col = hueRamp(across + dot(tilt, axis) * 0.9);
  float edge = min(min(f.x, f.y), abs(1.0 - f.x - f.y) * 0.7071);
  float seam = (1.0 - smoothstep(0.01, 0.04, edge)) * uP2;
  vec3 base = mix(col, vec3(1.0), 0.7 * seam);
  return base + 0.26 + 0.14 * seed + 0.4 * seam - luma(base)
    + 3.0 * foilGlint(tipped, 0.08) * hueRamp(across + 8.0 * dot(h.xy / max(h.z, 1e-3) - tipped, axis));
}
`,
});
