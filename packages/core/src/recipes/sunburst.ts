import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const sunburst = defineRecipe({
  id: 'sunburst',
  family: 'line',
  look: 'rays from a point off-card, rotating slightly with tilt',
  // A holo-window foil: rays light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.7 },
  params: {
    uP0: {
      label: 'Rays',
      min: 8,
      max: 80,
      step: 1,
      default: 34,
      hint: 'Rays per half turn around the source',
    },
    uP1: { label: 'Ray sharpness', min: 1, max: 10, step: 0.5, default: 3.5 },
    uP2: {
      label: 'Rotation',
      min: 0,
      max: 0.4,
      step: 0.01,
      default: 0.12,
      hint: 'Radians the burst turns per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // The source sits above the top-left corner; the atan seam points away from the card.
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  vec2 d = q - vec2(-0.18, CARD_ASPECT + 0.3);
  float r = length(d);
  float a = atan(d.y, d.x) + uP2 * dot(tilt, vec2(0.8, -0.6));
  float phase = a / PI * uP0 * uScale;
  float rays = pow(0.5 + 0.5 * cos(TAU * phase), uP1);
  float hue = 0.9 * r + 0.03 * phase + 0.5 * tilt.y - 0.2 * tilt.x;
  float level = 0.8 + 0.2 * cos(TAU * (1.5 * r - 0.6 * tilt.y));
  return hueRamp(hue) * rays * level;
}
`,
});
