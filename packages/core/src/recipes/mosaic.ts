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
    uP2: {
      label: 'Grout bevel',
      min: 0,
      max: 0.15,
      step: 0.005,
      default: 0.05,
      hint: 'Width of the bevelled seams that glint when the lamp reaches them',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Tiles of embossed grating, each laid with its grooves turned a little from its neighbours' and
// its own pitch: at one tilt a cluster of tiles lights, each a flat colour of its own, and the
// cluster travels as the card turns. The grout is a narrow bevel, a mirror tipped across the
// seam, so it adds a glint when the lamp reaches its slope and never draws a dark line.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  // Rows slip sideways by a random amount so the tiling never reads as a grid.
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
  float a = 1.2 + 0.15 * (hash21(id + 8.3) - 0.5) + 0.01 * uTime;
  vec3 tile = (0.9 + 0.1 * hash21(id + 4.4)) * foilDiffraction(vec2(cos(a), sin(a)), 1.25 * (0.97 + 0.06 * seed), 0.025);
  // Distance to the nearest tile side, in tile units, and the side's outward normal.
  vec2 g = f - 0.5;
  vec2 side = abs(g.x) > abs(g.y) ? vec2(sign(g.x), 0.0) : vec2(0.0, sign(g.y));
  float edge = (0.5 - max(abs(g.x), abs(g.y))) * size;
  float bevel = uP2 > 0.0 ? 1.0 - smoothstep(0.0, uP2, edge) : 0.0;
  vec3 glint = bevel > 0.0 ? foilGlint(side * 0.2 + vec2(0.0, 0.12), 0.05) : vec3(0.0);
  return 2.6 * tile + 0.8 * bevel * glint;
}
`,
});
