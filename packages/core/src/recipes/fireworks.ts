import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const fireworks = defineRecipe({
  id: 'fireworks',
  family: 'flash',
  look: 'radial bursts of short streaks scattered over the sheet',
  // A holo-window foil: bursts light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.75 },
  params: {
    uP0: { label: 'Bursts across', min: 1.5, max: 8, step: 0.1, default: 3.8 },
    uP1: { label: 'Streaks per burst', min: 6, max: 28, step: 1, default: 16 },
    uP2: { label: 'Streak width', min: 0.004, max: 0.04, step: 0.001, default: 0.027 },
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
  if (hash21(cell + 30.1) < 1.0 - uP3) return vec3(0.0);
  float seed = hash21(cell + 7.3);
  vec2 f = p - cell - (0.45 + 0.1 * hash22(cell));
  float reach = 0.36 + 0.12 * hash21(cell + 12.9);
  float r = length(f) + 1e-5;
  float a = atan(f.y, f.x + 1e-5);
  float n = floor(uP1);
  float sector = a * n / TAU + seed * 7.0;
  float k = floor(sector + 0.5);
  float rayLen = reach * (0.75 + 0.25 * hash21(cell + vec2(mod(k, n), 3.1)));
  float start = 0.25 * rayLen;
  float offAxis = abs(sector - k) * TAU / n * r;
  float streak = (1.0 - smoothstep(1.2 * uP2, 2.6 * uP2, offAxis))
               * smoothstep(start - 0.02, start + 0.01, r)
               * (1.0 - smoothstep(rayLen - 0.03, rayLen, r));
  if (streak <= 0.0) return vec3(0.0);
  // A burst is a radial grating (a sunburst, T = normalize(p - centre)) embossed only along its
  // streaks, with its own pitch. A streak lights while its order reaches the eye, so at one tilt
  // only the streaks pointing along the lamp's reflection burn, in colours that run outward, and
  // the lit pair swings round the burst as the card turns.
  float rayAng = (k - seed * 7.0) * TAU / n;
  float pitch = mix(0.8, 1.25, hash21(cell + 21.7));
  vec3 glow = foilDiffraction(vec2(cos(rayAng), sin(rayAng)), pitch, 0.032);
  return min(5.0 * glow, 1.0) * streak;
}
`,
});
