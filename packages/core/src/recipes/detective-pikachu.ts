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
      hint: 'Width of the beam, in card widths',
    },
    uP1: {
      label: 'Sweep',
      min: 0,
      max: 1.5,
      step: 0.05,
      default: 0.6,
      hint: 'How far the beam travels per unit of tilt',
    },
    uP2: {
      label: 'Colour fringe',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.25,
      hint: 'Rainbow tint at the beam edges',
    },
    uP3: UNUSED,
  },
  samplesFace: {
    reason:
      'The foil is the film still lit from within: the beam is multiplied by the photograph, so the light has to read the scan.',
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec3 photo = texture2D(uFace, uv).rgb;
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  float ang = 0.6 + 0.25 * tilt.y;
  float across = (dot(q, vec2(cos(ang), sin(ang))) - uP1 * tilt.x) / uScale;
  float beam = exp(-across * across / (uP0 * uP0));
  float fringe = mix(1.0, 1.0 - beam, uP2);
  vec3 tint = mix(vec3(1.0), hueRamp(3.0 * across + 0.2 * tilt.y), fringe * 0.6);
  return min(1.4 * beam * photo * tint, vec3(1.0));
}
`,
});
