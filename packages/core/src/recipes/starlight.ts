import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const starlight = defineRecipe({
  id: 'starlight',
  family: 'flash',
  look: 'sparse star points that twinkle on and off as the card tilts',
  // A holo window: the dark printed art box is where the foil is, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.8, uSpecular: 0.15 },
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
  vec2 f = p - cell - (0.3 + 0.4 * hash22(cell));
  float seed = hash21(cell + 3.7);
  // Each star is a facet facing its own way within the pointer's reach: it flares to near-white
  // while the tilt sits near that facing and is dark otherwise, so stars trade places as it turns.
  vec2 facing = (hash22(cell + 8.3) * 2.0 - 1.0) * 0.6;
  vec2 miss = tilt - facing;
  float lit = exp(-dot(miss, miss) * 4.0 * uP2 * uP2);
  float size = uP1 * (0.6 + 0.8 * hash21(cell + 5.9));
  float r = length(f);
  float core = 1.0 - smoothstep(0.7 * size, 2.0 * size, r);
  float rays = max(1.0 - abs(f.x) / (size * 0.22), 0.0) * max(1.0 - abs(f.y) / (3.0 * size), 0.0)
             + max(1.0 - abs(f.y) / (size * 0.22), 0.0) * max(1.0 - abs(f.x) / (3.0 * size), 0.0);
  float star = clamp(core + rays, 0.0, 1.0);
  vec3 colour = mix(vec3(1.0), hueRamp(seed + 0.4 * tilt.x), 0.35);
  float haze = 0.06 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.5 + tilt.x * 0.8)));
  return colour * min(2.8 * star * lit, 1.0) + hueRamp(uv.y + tilt.y * 0.5) * haze;
}
`,
});
