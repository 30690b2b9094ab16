import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const pixel = defineRecipe({
  id: 'pixel',
  family: 'field',
  look: 'a fine grid of square facets, each a flat colour stepping with tilt',
  // A full-face / window foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Pixels across', min: 8, max: 80, step: 1, default: 30 },
    uP1: {
      label: 'Colour steps',
      min: 3,
      max: 24,
      step: 1,
      default: 8,
      hint: 'How many distinct gratings the pixels are drawn from',
    },
    uP2: {
      label: 'Scatter',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.08,
      hint: 'How far the gratings\u2019 grooves turn apart: more = pixels flash more on their own',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A dot-matrix hologram: every square pixel is a patch of grating drawn from a small palette of
// groove turns and pitches, so each pixel is one flat colour and it steps to another, or goes
// out, as the card turns. The palette is centred on one direction, so at one tilt a broad
// patch of pixels lights in mixed colours rather than a fine on/off checkerboard.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float across = uP0 * uScale;
  vec2 cell = floor(uv * vec2(1.0, CARD_ASPECT) * across);
  float steps = floor(uP1 + 0.5);
  float k = floor(hash21(cell + 0.5) * steps) / max(steps - 1.0, 1.0);
  float a = 1.3 + uP2 * 1.4 * (k - 0.5) + 0.01 * uTime;
  float pitch = 1.25 * (0.97 + 0.06 * fract(k * 2.618 + 0.3));
  return 2.6 * (0.9 + 0.1 * fract(k * 1.618)) * foilDiffraction(vec2(cos(a), sin(a)), pitch, 0.02);
}
`,
});
