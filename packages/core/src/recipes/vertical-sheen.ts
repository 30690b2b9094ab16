import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const verticalSheen = defineRecipe({
  id: 'vertical-sheen',
  family: 'line',
  look: 'broad vertical bands that sweep sideways with horizontal tilt',
  // A reverse-holo sheet: art gate off by physics (the scan's dark ink is ink, not foil).
  defaults: { ...FAMILIES.line.constants, uArtGate: 0 },
  params: {
    uP0: {
      label: 'Bands across',
      min: 1,
      max: 8,
      step: 0.5,
      default: 2.5,
      hint: 'How many ridges of the embossed relief span the card width',
    },
    uP1: {
      label: 'Band width',
      min: 0.01,
      max: 0.05,
      step: 0.001,
      default: 0.032,
      hint: 'Lobe width of the grating: wider lights a broader, paler band',
    },
    uP2: {
      label: 'Ridge lean',
      min: 0,
      max: 0.2,
      step: 0.005,
      default: 0.08,
      hint: 'Radians each ridge face leans sideways: more splits the light into separate bands',
    },
    uP3: {
      label: 'Groove pitch',
      min: 0.8,
      max: 1.8,
      step: 0.05,
      default: 1.3,
      hint: 'Micrometres; a coarser pitch lights the rainbow higher up the card',
    },
  },
  glsl: /* glsl */ `
// The grating seen on a face of the relief that leans sideways by lean radians: the lamp and
// eye vectors are turned into the face's frame for the helper and put back.
vec3 leanedDiffraction(float lean, vec2 dir, float pitch, float spread) {
  vec3 l = gLightTS;
  vec3 v = gViewTS;
  float c = cos(lean);
  float s = sin(lean);
  gLightTS = vec3(c * l.x - s * l.z, l.y, s * l.x + c * l.z);
  gViewTS = vec3(c * v.x - s * v.z, v.y, s * v.x + c * v.z);
  vec3 light = foilDiffraction(dir, pitch, spread);
  gLightTS = l;
  gViewTS = v;
  return light;
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Horizontal grooves send their first order to the eye along a column where the lamp-eye
  // bisector has no sideways part: horizontal tilt walks it across, vertical tilt rolls the
  // rainbow along it. The sheet is embossed in gentle vertical ridges, so each ridge face leans
  // the column sideways by its own amount: the light splits into upright bands that catch in
  // turn. The relief is smooth, so a band fades out rather than stopping at an edge. The gain
  // lets the band show on a light card; the law clamps it and its knee keeps text readable.
  float lean = uP2 * sin(TAU * uv.x * uP0 * uScale);
  return 4.0 * leanedDiffraction(lean, vec2(0.0, 1.0), uP3, uP1);
}
`,
});
