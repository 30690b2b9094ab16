import { FAMILIES } from '../families.js';
import { FACET_FLASH } from './light-shaping.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const starlight = defineRecipe({
  id: 'starlight',
  family: 'flash',
  look: 'small stars at many depths that slide apart and flash one by one as the card tilts',
  // A holo window: the dark printed art box is where the foil is, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.8, uSpecular: 0.08 },
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
  glsl: /* glsl */ `${FACET_FLASH}
// One layer of stars, each in its own cell. 'depth' is how far under the surface the layer
// seems to lie: a deeper layer slides further against the view as the card turns (parallax)
// and its stars are softer, so the sheet reads as stars at many depths.
// Each star is lit two ways: the shipped twinkle (a facing within the pointer's reach) and a
// facet that glints where the lamp's reflection falls, so near the mirror angle stars still
// flash with white cores instead of going dark.
vec3 starLayer(vec2 uv, float across, float size, float depth, float salt, vec2 tilt) {
  vec2 slide = depth * gViewTS.xy / max(gViewTS.z, 0.2);
  vec2 p = (uv * vec2(1.0, CARD_ASPECT) - slide) * across;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.3 + 0.4 * hash22(cell + salt));
  float seed = hash21(cell + 3.7 + salt);
  vec2 facing = (hash22(cell + 8.3 + salt) * 2.0 - 1.0) * 0.6;
  vec2 miss = tilt - facing;
  float twinkle = exp(-dot(miss, miss) * 4.0 * uP2 * uP2);
  float glint = facetFlash(hash22(cell + 21.1 + salt) - 0.5, 1.2, 0.05, 1.0);
  float lit = max(twinkle, glint);
  float s = size * (0.6 + 0.8 * hash21(cell + 5.9 + salt));
  float soft = 1.0 + max(depth, 0.0) / 0.01;
  float r = length(f);
  // A far star's blur spreads its light, but stays inside its cell (no square edges).
  float core = (1.0 - smoothstep(0.5 * s / soft, min((1.2 + 0.4 * soft) * s, 0.3), r));
  // Rays only on the near stars: a far star is too blurred to show them.
  float rayW = s * 0.2 * soft;
  float rays = (max(1.0 - abs(f.x) / rayW, 0.0) * max(1.0 - abs(f.y) / (3.2 * s), 0.0)
              + max(1.0 - abs(f.y) / rayW, 0.0) * max(1.0 - abs(f.x) / (3.2 * s), 0.0)) / soft;
  float star = clamp(core + rays, 0.0, 1.0);
  // A flash runs to white at its peak, as real foil does; a resting star keeps its tint.
  vec3 colour = mix(hueRamp(seed + 0.4 * tilt.x), vec3(1.0), 0.35 + 0.5 * smoothstep(0.5, 1.0, glint));
  return colour * min(2.8 * star * lit, 1.0) / mix(1.0, soft, 0.5);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  float across = uP0 * uScale;
  vec3 mid = starLayer(uv, across, uP1, 0.0, 0.0, tilt);
  vec3 near = starLayer(uv, across * 0.45, uP1 * 0.8, -0.004, 40.0, tilt);
  vec3 far = starLayer(uv, across * 1.8, uP1 * 1.1, 0.02, 80.0, tilt);
  float haze = 0.06 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.5 + tilt.x * 0.8)));
  vec3 stars = max(max(mid, near), far);
  return stars + hueRamp(uv.y + tilt.y * 0.5) * haze;
}
`,
});
