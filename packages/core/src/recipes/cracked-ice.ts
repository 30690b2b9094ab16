import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crackedIce = defineRecipe({
  id: 'cracked-ice',
  family: 'field',
  look: 'shattered facets (cellular), each facet its own hue, lit by tilt',
  // Cracked ice is a holo-window and full-face foil: dark art means foil, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uDepth: 0.25, uArtGate: 0.7 },
  familyOverrides: {
    uDepth:
      'the gaps between its bright elements dim the scan in stripes or cells at the family depth (dark structure); this depth dims them evenly enough to read as foil that is off',
  },
  params: {
    uP0: { label: 'Facets across', min: 3, max: 30, step: 0.5, default: 11 },
    uP1: {
      label: 'Flash rate',
      min: 0.2,
      max: 3,
      step: 0.05,
      default: 1.1,
      hint: 'Tilt needed to swing a facet from dim to bright',
    },
    uP2: { label: 'Crack brightness', min: 0, max: 1, step: 0.05, default: 0.6 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  float f1 = 8.0;
  float f2 = 8.0;
  vec2 id = cell;
  vec2 site = cell;
  for (int j = 0; j < 3; j++) {
    for (int i = 0; i < 3; i++) {
      vec2 n = cell + vec2(float(i) - 1.0, float(j) - 1.0);
      vec2 pt = n + hash22(n);
      float d = length(p - pt);
      // 0-or-1 weights, not ifs: SwiftShader pays for both sides of a per-pixel branch.
      float nearest = float(d < f1);
      float second = (1.0 - nearest) * float(d < f2);
      f2 = nearest * f1 + second * d + (1.0 - nearest - second) * f2;
      f1 = nearest * d + (1.0 - nearest) * f1;
      id = nearest * n + (1.0 - nearest) * id;
      site = nearest * pt + (1.0 - nearest) * site;
    }
  }
  // Each facet is a flat shard tipped its own way: it flashes when the tilt lines up with it.
  vec2 normal = hash22(id + 5.7) * 2.0 - 1.0;
  float seed = hash21(id + 1.3);
  float facing = dot(tilt, normal);
  float lit = 0.5 + 0.5 * cos(TAU * (seed + facing * uP1));
  float grad = 0.12 * dot(p - site, normal);
  vec3 col = hueRamp(seed * 1.6 + facing * 0.6) * (0.62 + 0.3 * lit + grad);
  float crack = 1.0 - smoothstep(0.0, 0.07, f2 - f1);
  return mix(col, vec3(1.0), crack * uP2 * (0.5 + 0.5 * lit));
}
`,
});
