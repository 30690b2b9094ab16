import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const rainbow = defineRecipe({
  id: 'rainbow',
  family: 'field',
  look: 'a smooth full-face rainbow flowing diagonally with tilt',
  // Full-face foil: the art gate lets it show through dark art, as a real full foil does.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: {
      label: 'Grating pitch',
      min: 0.8,
      max: 1.6,
      step: 0.01,
      default: 1.4,
      hint: 'Micrometres between grooves: coarser brings the rainbow nearer the glare',
    },
    uP1: {
      label: 'Diagonal',
      min: 0,
      max: 90,
      step: 1,
      default: 62,
      hint: 'Degrees from the card\u2019s width to the axis the rainbow spreads along',
    },
    uP2: {
      label: 'Texture',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.6,
      hint: 'Share of the light the etched grain scatters into a rainbow ring round the glare',
    },
    uP3: {
      label: 'Softness',
      min: 0.01,
      max: 0.06,
      step: 0.002,
      default: 0.02,
      hint: 'Width of the lit band: softer is wider and paler',
    },
  },
  glsl: /* glsl */ `
// One embossed grating over the whole face, its grooves across the chosen diagonal: the lamp's
// first order lays a single rainbow along that diagonal, red farthest from the glare, and it
// slides across the card as the card turns. The rainbow rare's etched texture scatters part of
// the light in every direction: grooves of every orientation, whose sum is the isotropic limit,
// a rainbow ring round the lamp's reflection (dir = S keeps every pixel on its own lobe).
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float grain = fnoise(q * 7.0 + vec2(3.1, 1.7));
  float a = radians(uP1) + 0.6 * (grain - 0.5) + 0.01 * uTime;
  vec3 band = foilDiffraction(vec2(cos(a), sin(a)), uP0, uP3);
  vec2 s = gLightTS.xy + gViewTS.xy;
  vec3 ring = foilDiffraction(s + vec2(1e-4, 0.0), uP0 * (1.0 + 0.06 * (grain - 0.5)), uP3);
  return 2.4 * ((1.0 - 0.5 * uP2) * band + uP2 * (0.55 + 0.45 * grain) * ring);
}
`,
});
