import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const detectivePikachu = defineRecipe({
  id: 'detective-pikachu',
  family: 'flash',
  look: 'a soft light beam sweeping with tilt, multiplied by the photograph itself',
  // A holo window over film stills: the beam belongs in the art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6 },
  params: {
    uP0: {
      label: 'Beam width',
      min: 0.05,
      max: 0.45,
      step: 0.01,
      default: 0.22,
      hint: 'Width of the beam, in card widths (the grating lobe sideways)',
    },
    uP1: {
      label: 'Beam angle',
      min: -1.2,
      max: 1.2,
      step: 0.05,
      default: 0.6,
      hint: 'Direction the beam runs, radians from vertical; it sweeps sideways as the card tilts',
    },
    uP2: {
      label: 'Colour fringe',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.25,
      hint: 'How much of the grating rainbow the white beam keeps',
    },
    uP3: UNUSED,
  },
  samplesFace: {
    reason:
      'The foil is the film still lit from within: the beam is multiplied by the photograph, so the light has to read the scan.',
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // The beam is one linear grating over the window: foilDiffraction lights it only in a strip
  // along the dispersion axis, where the lamp's reflection lies across the grooves, and the strip
  // slides sideways as the card tilts. A fine pitch (0.9 um) needs the steeper reflection of the
  // lower card, so the beam stays out of the glare; a wide lobe makes it soft and pale. The
  // photograph is what lights (the documented exception: this recipe samples the scan).
  float b = uP1;
  vec3 glow = foilDiffraction(vec2(-sin(b), cos(b)), 0.9, 0.035 * uP0);
  vec3 beam = mix(vec3(luma(glow)), glow, uP2);
  vec3 photo = texture2D(uFace, uv).rgb;
  return min(8.0 * beam * photo, vec3(1.0));
}
`,
});
