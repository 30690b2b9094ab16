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
      label: 'Flash rate',
      min: 0.2,
      max: 3,
      step: 0.05,
      default: 1.2,
      hint: 'Tilt needed to swing a facet from dim to bright',
    },
    uP2: { label: 'Edge sharpness', min: 0, max: 1, step: 0.05, default: 0.7 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT) * uScale;
  // Straight cuts across the face; the side of every cut a point lies on names its facet.
  float id = 1.0;
  float edge = 8.0;
  for (int i = 0; i < 12; i++) {
    float k = float(i);
    if (k < uP0) {
      float a = PI * hash21(vec2(k, 3.1));
      vec2 n = vec2(cos(a), sin(a));
      vec2 through = (hash22(vec2(k, 5.3)) - 0.5) * vec2(0.9, 0.9 * CARD_ASPECT);
      float side = dot(q - through, n);
      id = id * 2.0 + step(0.0, side);
      edge = min(edge, abs(side));
    }
  }
  vec2 key = vec2(id * 0.013, 1.7);
  float seed = hash21(key);
  vec2 normal = hash22(key + 4.1) * 2.0 - 1.0;
  float facing = dot(tilt, normal);
  float lit = pow(0.5 + 0.5 * cos(TAU * (seed + facing * uP1)), 1.5);
  vec3 col = hueRamp(seed * 1.2 + facing * 0.45 + dot(q, normal) * 0.4);
  col *= 0.72 + 0.3 * lit + 0.1 * dot(q, normal);
  float line = (1.0 - smoothstep(0.002, 0.002 + 0.012 * (1.0 - uP2 * 0.8), edge)) * uP2;
  return mix(col + 0.08, vec3(1.0), line * 0.85);
}
`,
});
