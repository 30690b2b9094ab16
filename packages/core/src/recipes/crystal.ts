import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crystal = defineRecipe({
  id: 'crystal',
  family: 'field',
  look: 'large angular crystal facets with sharp edges',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: {
      label: 'Cuts',
      min: 3,
      max: 12,
      step: 1,
      default: 10,
      hint: 'Straight cleavage lines across the card',
    },
    uP1: {
      label: 'Facet turn',
      min: 0,
      max: 3,
      step: 0.05,
      default: 0.5,
      hint: 'Spread, in radians, of the facets\u2019 groove directions: more = facets flash at more different tilts',
    },
    uP2: {
      label: 'Edge glint',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.7,
      hint: 'Sharpness and brightness of the bevelled cuts',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Large crystal facets: straight cuts split the face, and each facet is a patch of grating with
// its own groove turn and pitch, so whole facets light in their own colour at their own tilt and
// go out at others. The cuts are mirror bevels that glint only when the lamp reaches them.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT) * uScale;
  // Straight cuts across the face; the side of every cut a point lies on names its facet.
  float id = 1.0;
  float edge = 8.0;
  vec2 cutNormal = vec2(0.0, 1.0);
  for (int i = 0; i < 12; i++) {
    float k = float(i);
    if (k < uP0) {
      float a = PI * hash21(vec2(k, 3.1));
      vec2 n = vec2(cos(a), sin(a));
      vec2 through = (hash22(vec2(k, 5.3)) - 0.5) * vec2(0.9, 0.9 * CARD_ASPECT);
      float side = dot(q - through, n);
      id = id * 2.0 + step(0.0, side);
      if (abs(side) < edge) {
        edge = abs(side);
        cutNormal = n;
      }
    }
  }
  vec2 key = vec2(id * 0.013, 1.7);
  float seed = hash21(key);
  float a = 1.3 + uP1 * (hash21(key + 4.1) - 0.5) + 0.01 * uTime;
  vec3 facet = (0.9 + 0.1 * hash21(key + 2.2)) * foilDiffraction(vec2(cos(a), sin(a)), 1.25 * (0.97 + 0.06 * seed), 0.016);
  float bevel = (1.0 - smoothstep(0.002, 0.002 + 0.012 * (1.0 - uP2 * 0.8), edge)) * uP2;
  vec3 glint = bevel > 0.0 ? foilGlint(cutNormal * (0.3 * seed - 0.15) + vec2(0.0, 0.1), 0.05) : vec3(0.0);
  return 2.6 * facet + bevel * glint;
}
`,
});
