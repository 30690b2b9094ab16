import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const sequin = defineRecipe({
  id: 'sequin',
  family: 'flash',
  look: 'sparse round sequins that flip from dark to bright with tilt',
  // A holo-window foil: the sequins sit in the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6, uSpecular: 0.15 },
  params: {
    uP0: { label: 'Sequins across', min: 5, max: 26, step: 1, default: 12 },
    uP1: {
      label: 'Sequin radius',
      min: 0.15,
      max: 0.48,
      step: 0.01,
      default: 0.33,
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
  vec2 f = p - cell - 0.42 - 0.16 * hash22(cell);
  float seed = hash21(cell + 4.4);
  float present = step(0.42, hash21(cell + 27.5));
  float d = length(f) - uP1;
  float disc = 1.0 - smoothstep(-0.03, 0.0, d);
  float hole = smoothstep(0.04, 0.06, length(f));
  // Each sequin hangs at its own angle: lit only near that tilt.
  vec2 normal = normalize(hash22(cell + 9.1) - 0.49);
  float flip = 1.0 - smoothstep(0.2, 0.2 + uP2, abs(dot(tilt, normal) - 0.8 * (seed - 0.5)));
  vec2 q = f / uP1 + 0.4 * normal;
  vec3 colour = hueRamp(seed + 0.25 * dot(tilt, vec2(0.8, 0.6)));
  // Off: dull metal. On: its own hue and the lamp's spot.
  vec3 lit = disc * (0.07 * colour + hole * flip * ((1.8 - 0.5 * dot(q, normal)) * colour * colour + 0.5 * exp(-6.0 * dot(q, q))));
  float haze = 0.04 * (0.5 + 0.5 * cos(TAU * (uv.x * 0.9 + uv.y * 0.6 - 0.6 * tilt.x)));
  return present * lit + hueRamp(uv.x - 0.4 * tilt.y) * haze;
}
`,
});
