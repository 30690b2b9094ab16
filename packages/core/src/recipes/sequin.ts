import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const sequin = defineRecipe({
  id: 'sequin',
  family: 'flash',
  look: 'sparse round sequins that flip from dark to bright with tilt',
  // A holo-window foil: the sequins sit in the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Sequins across', min: 5, max: 26, step: 1, default: 12 },
    uP1: {
      label: 'Sequin radius',
      min: 0.15,
      max: 0.48,
      step: 0.01,
      default: 0.3,
      hint: 'Radius as a fraction of the spacing',
    },
    uP2: {
      label: 'Flip sharpness',
      min: 0.02,
      max: 0.5,
      step: 0.01,
      default: 0.1,
      hint: 'Tilt it takes to flip one sequin',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  p.x += 0.5 * mod(floor(p.y), 2.0);
  vec2 cell = floor(p);
  vec2 f = p - cell - 0.5;
  float seed = hash21(cell + 4.4);
  float present = step(0.35, hash21(cell + 27.5));
  float d = length(f) - uP1;
  float disc = 1.0 - smoothstep(-0.03, 0.0, d);
  float hole = smoothstep(0.04, 0.06, length(f));
  // Each sequin hangs at its own angle: it flips on as the tilt crosses its threshold.
  vec2 normal = normalize(hash22(cell + 9.1) * 2.0 - 1.0 + 0.001);
  float flip = smoothstep(-uP2, uP2, dot(tilt, normal) + 0.7 * (seed - 0.5));
  float dish = 0.75 + 0.25 * dot(f / max(uP1, 0.01), -normal);
  float rim = 0.18 * exp(-d * d / 0.0006);
  vec3 colour = hueRamp(seed + 0.25 * dot(tilt, vec2(0.8, 0.6)));
  float lit = present * (disc * hole * flip * dish + rim);
  float haze = 0.04 * (0.5 + 0.5 * cos(TAU * (uv.x * 0.9 + uv.y * 0.6 - 0.6 * tilt.x)));
  return colour * min(lit, 1.0) + hueRamp(uv.x - 0.4 * tilt.y) * haze;
}
`,
});
