import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const tinsel = defineRecipe({
  id: 'tinsel',
  family: 'flash',
  look: 'tiny scattered glints, each lit only in a narrow tilt range',
  // A holo-window foil: the dark art box is where the tinsel sheet shows, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.7, uSpecular: 0.15 },
  params: {
    uP0: { label: 'Glints across', min: 16, max: 90, step: 1, default: 36 },
    uP1: {
      label: 'Strip length',
      min: 0.1,
      max: 0.9,
      step: 0.01,
      default: 0.5,
      hint: 'Length of each foil strip, as a fraction of its cell',
    },
    uP2: {
      label: 'Tilt window',
      min: 0.08,
      max: 0.6,
      step: 0.01,
      default: 0.36,
      hint: 'How wide a tilt range lights one glint',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.4 + 0.2 * hash22(cell));
  float seed = hash21(cell + 11.3);
  float ang = PI * seed;
  vec2 axis = vec2(cos(ang), sin(ang));
  float along = dot(f, axis);
  float across = dot(f, vec2(-axis.y, axis.x));
  float strip = (1.0 - smoothstep(0.6 * uP1, 1.0 * uP1, abs(along))) * (1.0 - smoothstep(0.16, 0.3, abs(across)));
  // Each strip faces its own direction within the pointer's reach: it flashes near-white only
  // while the tilt sits near that facing, and is dark otherwise.
  vec2 facing = (hash22(cell + 5.1) * 2.0 - 1.0) * 0.6;
  vec2 miss = tilt + 0.01 * vec2(sin(0.3 * uTime), cos(0.23 * uTime)) - facing;
  float lit = exp(-dot(miss, miss) / (uP2 * uP2));
  vec3 glint = mix(vec3(1.0), hueRamp(seed + 0.5 * dot(tilt, vec2(0.6, 0.4))), 0.3);
  float haze = 0.06 * (0.5 + 0.5 * cos(TAU * (dot(uv, vec2(0.7, 1.1)) + 0.6 * dot(tilt, vec2(1.0, 0.8)))));
  return glint * min(2.5 * strip * lit, 1.0) + hueRamp(uv.x + uv.y + 0.5 * tilt.x) * haze;
}
`,
});
