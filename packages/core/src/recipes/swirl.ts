import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const swirl = defineRecipe({
  id: 'swirl',
  family: 'line',
  look: 'curved swirling lines around a few centres',
  // A holo-window foil: the swirl lights the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.75 },
  params: {
    uP0: { label: 'Arms', min: 1, max: 8, step: 1, default: 3, hint: 'Spiral arms wound around each centre' },
    uP1: { label: 'Winding', min: 0.5, max: 6, step: 0.1, default: 2.4, hint: 'How tightly the lines wind' },
    uP2: {
      label: 'Flow',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the swirl turns per unit of tilt',
    },
    uP3: { label: 'Line sharpness', min: 1, max: 10, step: 0.5, default: 4 },
  },
  glsl: /* glsl */ `
// One centre's spiral phase. The angle term has an integer multiplier, so crossing the
// atan branch cut shifts the phase by a whole turn and the lines stay continuous.
float swirlPhase(vec2 q, vec2 centre, float spin) {
  vec2 d = q - centre;
  float r = length(d) + 1e-4;
  float a = atan(d.y, d.x + 1e-5);
  return spin * floor(uP0) * a / TAU + uP1 * uScale * log(r + 0.04);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  vec2 c1 = vec2(0.26, 0.42);
  vec2 c2 = vec2(0.76, 0.86);
  vec2 c3 = vec2(0.34, 1.16);
  float phase = swirlPhase(q, c1, 1.0) + swirlPhase(q, c2, -1.0) + swirlPhase(q, c3, 1.0);
  phase += uP2 * dot(tilt, vec2(0.8, 0.6)) + 0.01 * uTime;
  float nearest = min(min(length(q - c1), length(q - c2)), length(q - c3));
  float lines = pow(0.5 + 0.5 * cos(TAU * phase), uP3);
  // Lines crowd towards each eye; fade them into a soft glow there instead of aliasing.
  float eye = smoothstep(0.03, 0.12, nearest);
  float level = mix(0.45, lines, eye);
  // Hue from position, not phase: the phase jumps by whole turns across the atan seams.
  vec3 colour = hueRamp(0.8 * nearest + 0.3 * dot(q, vec2(0.3, 0.5)) + 0.35 * tilt.x - 0.2 * tilt.y);
  return colour * level;
}
`,
});
