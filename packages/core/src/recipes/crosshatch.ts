import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crosshatch = defineRecipe({
  id: 'crosshatch',
  family: 'line',
  look: 'two line sets crossing at an angle, each lit at its own tilt',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Lines across', min: 8, max: 70, step: 1, default: 26 },
    uP1: {
      label: 'Crossing angle',
      min: 20,
      max: 90,
      step: 1,
      default: 60,
      hint: 'Degrees between the two line sets',
    },
    uP2: { label: 'Line width', min: 0.08, max: 0.6, step: 0.01, default: 0.28 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
float hatchLines(vec2 q, vec2 normal) {
  float off = abs(fract(dot(q, normal) * uP0) - 0.5);
  return 1.0 - smoothstep(0.5 * uP2 - 0.08, 0.5 * uP2 + 0.08, off);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float h = radians(0.5 * uP1);
  vec2 na = vec2(cos(h), sin(h));
  vec2 nb = vec2(cos(h), -sin(h));
  // Each set is embossed on its own slope: it lights when the tilt leans across its lines.
  float litA = smoothstep(-0.5, 0.6, dot(tilt, vec2(0.8, 0.6)));
  float litB = smoothstep(-0.5, 0.6, dot(tilt, vec2(-0.8, 0.6)));
  float a = hatchLines(q, na) * (0.12 + 0.88 * litA);
  float b = hatchLines(q, nb) * (0.12 + 0.88 * litB);
  vec3 ca = hueRamp(0.9 * dot(q, vec2(-na.y, na.x)) + 0.5 * tilt.y);
  vec3 cb = hueRamp(0.9 * dot(q, vec2(-nb.y, nb.x)) + 0.5 - 0.5 * tilt.x);
  return min(ca * a + cb * b, vec3(1.0));
}
`,
});
