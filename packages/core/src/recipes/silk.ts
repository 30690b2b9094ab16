import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const silk = defineRecipe({
  id: 'silk',
  family: 'field',
  look: 'fine woven threads with an anisotropic sheen',
  // A full-face textured foil: dark art is foil here, so the art gate is on, softly.
  defaults: { ...FAMILIES.field.constants, uDepth: 0.25, uArtGate: 0.5 },
  familyOverrides: {
    uDepth:
      'the pattern is carried as added light at a low even luma (its structure a sub-threshold lift, the lamp a grating/glint over it); at the family 0.6 that base reads as a dimmed print, so the off foil dims by at most a fifth',
  },
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
// A 2/2 twill: every thread's crown a faint lift in shot colours at one even luma (no dark gap).
// Warp grooves run up, weft across, so the lamp lights a column of warp floats and a row of weft
// floats: the anisotropic sheen; each thread's pitch wanders a little (slubs).
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell;
  float warpUp = step(mod(cell.x + cell.y, 4.0), 1.5);
  float across = warpUp > 0.5 ? f.x : f.y;
  float along = warpUp > 0.5 ? f.y : f.x;
  float crown = sin(PI * across) * (0.75 + 0.25 * sin(PI * along));
  float slubWarp = hash21(vec2(cell.x, 3.0)) - 0.5;
  float slubWeft = hash21(vec2(cell.y, 2.0)) - 0.5;
  float t = warpUp > 0.5 ? uv.y * 0.5 + tilt.y * 0.5 : uv.x * 0.5 + tilt.x * 0.5 + uP2;
  vec3 col = hueRamp(t + 0.1 * (warpUp > 0.5 ? slubWarp : slubWeft));
  vec3 base = col * ((0.07 + 0.3 * crown) / max(luma(col), 0.05));
  // One grating per fragment: the thread on top is the one the lamp sees.
  float spread = 0.012 + 0.04 * uP1;
  vec2 dir = warpUp > 0.5 ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
  float pitch = warpUp > 0.5 ? 1.45 + 0.12 * slubWarp : 1.45 - 0.12 * uP2 + 0.12 * slubWeft;
  return base + 4.2 * foilDiffraction(dir, pitch, spread) * (0.5 + 0.5 * crown);
}
`,
});
