import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const scales = defineRecipe({
  id: 'scales',
  family: 'field',
  look: 'overlapping fish scales, rim-lit',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Scales across', min: 4, max: 30, step: 0.5, default: 12 },
    uP1: {
      label: 'Rim width',
      min: 0.05,
      max: 0.6,
      step: 0.01,
      default: 0.28,
      hint: 'How much of each scale the bright rim takes',
    },
    uP2: {
      label: 'Rim flash',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.8,
      hint: 'How strongly the rim follows the tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Domed scales over a coloured base, the rim brighter (no dark outline). Grooves fan with the
// dome, so the lamp's band crosses each scale as a gradient, and each rim's part facing the
// lamp flashes: a crescent runs round the scales as the card turns.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  const float RADIUS = 0.62;
  // Rows every half scale, odd rows offset by half; the higher row lies on top, so each
  // scale shows its lower crescent.
  float row0 = floor(p.y * 2.0);
  vec2 centre = vec2(0.0);
  float rowId = row0;
  float found = 0.0;
  for (int k = 0; k < 4; k++) {
    float row = row0 + 2.0 - float(k);
    float shift = 0.5 * mod(row, 2.0);
    vec2 c = vec2(floor(p.x - shift + 0.5) + shift, row * 0.5);
    if (found < 0.5 && length(p - c) < RADIUS) {
      centre = c;
      rowId = row;
      found = 1.0;
    }
  }
  vec2 v = (p - centre) / RADIUS;
  float d = length(v);
  float seed = hash21(vec2(floor(centre.x * 2.0), rowId) + 4.4);
  float rim = smoothstep(1.0 - uP1, 0.97, d);
  vec3 col = hueRamp(seed * 0.35 + rowId * 0.03 + d * 0.35 + dot(tilt, vec2(0.6, 0.8)) * 0.5);
  col = mix(col, vec3(1.0), 0.3 * rim);
  vec3 base = col + (0.34 + 0.08 * seed + 0.26 * rim - luma(col));
  vec2 dir = vec2(0.4 * (seed - 0.5), 1.0) + uP2 * 0.25 * v * (0.4 + 0.6 * rim);
  float pitch = 1.38 + 0.05 * (seed - 0.5) - 0.08 * d * d;
  vec3 band = foilDiffraction(dir, pitch, 0.014);
  vec3 glint = foilGlint(v * 0.3 * uP2 + vec2(0.0, 0.18), 0.07) * rim;
  return base + (0.8 + 1.4 * rim) * band + 1.2 * glint;
}
`,
});
