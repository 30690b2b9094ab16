import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const verticalSheen = defineRecipe({
  id: 'vertical-sheen',
  family: 'line',
  look: 'broad vertical bands that sweep sideways with horizontal tilt, the one nearest the lamp lit',
  // A reverse-holo sheet: art gate off by physics (the scan's dark ink is ink, not foil). The bars
  // send the lamp's mirror light into their grating orders and crown flashes, so the shared glare
  // is 0.06, not 0.25: near the mirror angle the lit bars show through it, not a milky haze.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0, uSpecular: 0.06 },
  params: {
    uP0: {
      label: 'Bands across',
      min: 2,
      max: 16,
      step: 0.5,
      default: 6,
      hint: 'How many bands span the card width',
    },
    uP1: { label: 'Band sharpness', min: 0.5, max: 8, step: 0.1, default: 2.5 },
    uP2: {
      label: 'Sweep',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.4,
      hint: 'How far the bands travel per unit of tilt',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // The shipped bars: thick bands of one grating, sliding with horizontal tilt, dark foil between.
  // Under the room's light every bar glows in the shared rainbow (at three quarters of the
  // shipped strength). Each bar is a strip of horizontal grooves, its pitch its own (1.15-1.7 um,
  // golden-ratio spread), so the lamp's first order reaches the eye in an upright column through
  // the lamp's reflection: the bar nearest it lights brightest, in the grating's own colour, which
  // rolls with vertical tilt, and as the card turns the column passes over the bars in turn. Each
  // bar's crown is curved across it (+-0.05) and tipped its own way, so near the mirror angle,
  // where the grooves send no colour, the bars under the reflection flash in their own hue. The
  // lamp's light replaces the room's glow where it is strong, so a lit bar stays saturated; every
  // bar ends at a dark gap (the band is 0 where one bar's grating gives way to the next).
  float x = uv.x * uP0 * uScale - tilt.x * uP2 + 0.02 * uTime;
  float band = pow(0.5 + 0.5 * cos(TAU * x), uP1);
  float n = floor(x + 0.5);
  vec3 room = hueRamp(0.18 * x + 0.35 * uv.y + 0.25 * tilt.y);
  float pitch = 1.15 * pow(1.5, fract(n * 0.618034 + 0.2));
  vec3 grating = foilDiffraction(vec2(0.0, 1.0), pitch, 0.02);
  vec3 hv = gLightTS + gViewTS;
  vec2 q = hv.xy / max(hv.z, 1e-4); // the 0.7: a bar's flash runs along it
  float crown = 0.03 * (fract(n * 0.754878 + 0.3) - 0.5) + 0.1 * (x - n);
  float flash = luma(foilGlint(vec2(crown, 0.7 * q.y), 0.02));
  vec3 lamp = 3.0 * grating + (1.5 * flash) * room;
  float caught = clamp(1.5 * max(lamp.r, max(lamp.g, lamp.b)), 0.0, 1.0);
  return band * mix(0.75 * room, lamp, caught);
}
`,
});
