import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const mosaic = defineRecipe({
  id: 'mosaic',
  family: 'field',
  look: 'irregular tiles of varying size and hue',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Tiles across', min: 2, max: 16, step: 0.5, default: 6, hint: 'Size of the largest tiles' },
    uP1: {
      label: 'Split chance',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.6,
      hint: 'How often a tile breaks into smaller ones',
    },
    uP2: { label: 'Grout', min: 0, max: 0.15, step: 0.005, default: 0.05 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  // Bright grout, no dark tile; rows slip so the tiling never reads as a grid.
  p.x += hash21(vec2(floor(p.y), 3.1)) * 0.9;
  vec2 origin = floor(p);
  float size = 1.0;
  if (hash21(origin + 0.7) < uP1) {
    origin += floor((p - origin) * 2.0) * 0.5;
    size = 0.5;
    if (hash21(origin * 3.3 + 1.9) < uP1 * 0.7) {
      origin += floor((p - origin) * 4.0) * 0.25;
      size = 0.25;
    }
  }
  vec2 f = (p - origin) / size;
  vec2 id = origin * 4.0 + size;
  float seed = hash21(id + 2.9);
  vec2 tipped = vec2(0.31 * uv.x - 0.25, 0.15 + 0.42 * uv.y) + hash22(id) * 0.2;
  float edge = min(min(f.x, 1.0 - f.x), min(f.y, 1.0 - f.y)) * size;
  float grout = 1.0 - smoothstep(uP2 * 0.6, uP2 * 0.9, edge);
  vec3 col = hueRamp(seed * 2.3 + dot(tilt, tipped) * 0.8);
  vec3 base = mix(col, hueRamp(seed * 2.3 + 0.5 + dot(tilt, vec2(2.0, 1.4))), grout);
  vec3 h = gLightTS + gViewTS;
  vec3 ramp = hueRamp(seed * 2.3 + 12.0 * dot(h.xy / max(h.z, 1e-3) - tipped, vec2(0.6, 0.8)));
  return base + 0.3 + 0.12 * seed + 0.55 * grout - luma(base)
    + 2.4 * foilGlint(tipped, 0.09) * ramp * (1.0 - grout);
}
`,
});
