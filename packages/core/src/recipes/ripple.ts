import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const ripple = defineRecipe({
  id: 'ripple',
  family: 'line',
  look: 'concentric rings spreading from the art centre',
  // A holo-window foil centred on the art: the rings belong in the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.2, uArtGate: 0.7 },
  familyOverrides: {
    uDepth:
      'the gaps between its bright elements dim the scan in stripes or cells at the family depth (dark structure); this depth dims them evenly enough to read as foil that is off',
  },
  params: {
    uP0: { label: 'Rings across', min: 3, max: 40, step: 0.5, default: 12, hint: 'Rings per card width' },
    uP1: {
      label: 'Spread',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.2,
      hint: 'How far the rings travel outward per unit of tilt',
    },
    uP2: { label: 'Ring sharpness', min: 1, max: 10, step: 0.5, default: 3 },
    uP3: {
      label: 'Centre height',
      min: 0.2,
      max: 0.9,
      step: 0.01,
      default: 0.66,
      hint: 'Where the art centre sits, from the bottom edge',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, uP3)) * vec2(1.0, CARD_ASPECT);
  float r = length(q);
  float phase = r * uP0 * uScale - uP1 * dot(tilt, vec2(0.6, 0.8)) - 0.006 * uTime;
  float rings = pow(0.5 + 0.5 * cos(TAU * phase), uP2);
  float hue = 1.3 * r + 0.3 * tilt.x - 0.2 * tilt.y;
  float level = 1.0 - 0.35 * smoothstep(0.2, 0.9, r);
  return hueRamp(hue) * rings * level;
}
`,
});
