import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const fireworks = defineRecipe({
  id: 'fireworks',
  family: 'flash',
  look: 'radial bursts of short streaks scattered over the sheet',
  // A holo-window foil: bursts light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.75, uSpecular: 0.13 },
  params: {
    uP0: { label: 'Bursts across', min: 1.5, max: 8, step: 0.1, default: 3.8 },
    uP1: { label: 'Streaks per burst', min: 6, max: 28, step: 1, default: 16 },
    uP2: { label: 'Streak width', min: 0.004, max: 0.04, step: 0.001, default: 0.02 },
    uP3: {
      label: 'Density',
      min: 0.2,
      max: 1,
      step: 0.05,
      default: 0.85,
      hint: 'Share of cells that carry a burst',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  float seed = hash21(cell + 7.3);
  float present = step(1.0 - uP3, hash21(cell + 30.1));
  vec2 f = p - cell - (0.45 + 0.1 * hash22(cell));
  float reach = 0.36 + 0.12 * hash21(cell + 12.9);
  float r = length(f) + 1e-5;
  float a = atan(f.y, f.x + 1e-5);
  float n = floor(uP1);
  float sector = a * n / TAU + seed * 7.0;
  float k = floor(sector + 0.5);
  float ray = mod(k, n);
  float rayLen = reach * (0.75 + 0.25 * hash21(cell + vec2(ray, 3.1)));
  float start = 0.25 * rayLen;
  float offAxis = abs(sector - k) * TAU / n * r;
  float streak = (1.0 - smoothstep(1.2 * uP2, 2.6 * uP2, offAxis))
               * smoothstep(start - 0.02, start + 0.01, r)
               * (1.0 - smoothstep(rayLen - 0.03, rayLen, r));
  // The side of each burst that points along the tilt catches the light; it swings as the card moves.
  float rayAng = (k - seed * 7.0) * TAU / n;
  vec2 dir = vec2(cos(rayAng), sin(rayAng));
  float lit = 0.45 + 0.55 * smoothstep(-0.1, 0.7, 1.2 * dot(dir, tilt) + 0.3 * (hash21(cell + vec2(ray, 8.8)) - 0.5));
  float head = exp(-pow((r - mix(start, rayLen, 0.5 + 0.5 * sin(TAU * (seed + 0.4 * tilt.y)))) / 0.06, 2.0));
  float core = 0.6 * exp(-r * r / 0.0012);
  // Streaks turned to the light run to white, as real flash foil does at the top of its glint.
  vec3 colour = mix(hueRamp(seed + 1.2 * r + 0.2 * tilt.x), vec3(1.0), 0.5 * smoothstep(0.7, 1.0, lit));
  float haze = 0.045 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.1 + 0.3 * uv.x + 0.6 * dot(tilt, vec2(0.5, 0.9)))));
  return colour * min(present * (streak * lit * (1.6 + 0.6 * head) + core * lit), 1.0) + hueRamp(uv.y + 0.4 * tilt.x) * haze;
}
`,
});
