import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const starlight = defineRecipe({
  id: 'starlight',
  family: 'flash',
  look: 'sparse star points that twinkle on and off as the card tilts',
  // A holo window: the dark printed art box is where the foil is, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.8 },
  params: {
    uP0: { label: 'Stars across', min: 6, max: 60, step: 1, default: 22 },
    uP1: { label: 'Star size', min: 0.05, max: 0.45, step: 0.01, default: 0.22 },
    uP2: {
      label: 'Twinkle rate',
      min: 0.2,
      max: 4,
      step: 0.05,
      default: 1.6,
      hint: 'Tilt needed to turn a star on and off',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.2 + 0.6 * hash22(cell));
  float seed = hash21(cell + 3.7);
  float lit = smoothstep(0.6, 0.95, 0.5 + 0.5 * cos(TAU * (seed + dot(tilt, vec2(0.9, 0.7)) * uP2)));
  float core = 1.0 - smoothstep(0.0, uP1 * 0.35, length(f));
  float rays = max(1.0 - abs(f.x) / (uP1 * 0.08), 0.0) * max(1.0 - abs(f.y) / uP1, 0.0)
             + max(1.0 - abs(f.y) / (uP1 * 0.08), 0.0) * max(1.0 - abs(f.x) / uP1, 0.0);
  float star = clamp(core + 0.8 * rays, 0.0, 1.0) * lit * step(0.35, seed);
  float haze = 0.06 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.5 + tilt.x * 0.8)));
  return hueRamp(seed + 0.4 * tilt.x) * star + hueRamp(uv.y + tilt.y * 0.5) * haze;
}
`,
});
