import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const silk = defineRecipe({
  id: 'silk',
  family: 'field',
  look: 'fine woven threads with an anisotropic sheen',
  // A full-face textured foil: dark art is foil here, so the art gate is on, softly.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: { label: 'Threads across', min: 16, max: 160, step: 1, default: 56 },
    uP1: {
      label: 'Sheen width',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 0.45,
      hint: 'Breadth of the sheen band along each thread set',
    },
    uP2: {
      label: 'Shot colour',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.5,
      hint: 'Hue difference between warp and weft',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell;
  // A 2/2 twill: the warp (running up) floats over two weft threads, then under two.
  float warpUp = step(mod(cell.x + cell.y, 4.0), 1.5);
  float across = warpUp > 0.5 ? f.x : f.y;
  float along = warpUp > 0.5 ? f.y : f.x;
  float profile = sin(PI * across);
  float dip = 0.75 + 0.25 * sin(PI * along);
  float slub = hash21(vec2(warpUp > 0.5 ? cell.x : cell.y, warpUp + 2.0));
  // Anisotropic sheen: warp threads catch light with horizontal tilt, weft threads with vertical.
  float band = warpUp > 0.5
    ? 0.5 + 0.5 * cos(TAU * (uv.x * 0.7 - tilt.x * 0.9) / uP1)
    : 0.5 + 0.5 * cos(TAU * (uv.y * 0.55 - tilt.y * 0.9) / uP1);
  float sheen = pow(band, 2.0) * profile;
  float t = warpUp > 0.5 ? uv.y * 0.5 + tilt.y * 0.5 : uv.x * 0.5 + tilt.x * 0.5 + uP2;
  vec3 col = hueRamp(t + 0.05 * slub) * (0.45 + 0.2 * profile * dip + 0.4 * sheen);
  return mix(col, vec3(1.0), 0.35 * sheen * sheen);
}
`,
});
