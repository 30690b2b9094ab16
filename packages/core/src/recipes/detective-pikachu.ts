import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const detectivePikachu = defineRecipe({
  id: 'detective-pikachu',
  family: 'flash',
  look: 'a soft light beam sweeping with tilt, multiplied by the photograph itself',
  // A holo window over film stills: the beam belongs in the art box, so the art gate is on. The
  // glare is half the usual: the beam is this foil's light, and a broad glare over the still
  // would light most of the window at once.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6, uSpecular: 0.12 },
  params: {
    uP0: {
      label: 'Beam width',
      min: 0.05,
      max: 0.45,
      step: 0.01,
      default: 0.07,
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
    uP3: {
      label: 'Beam room',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 1,
      hint: "How much of each colour channel's room to white the beam may fill",
    },
  },
  samplesFace: {
    reason:
      'The foil is the film still lit from within: the beam is multiplied by the photograph, so the light has to read the scan.',
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec3 photo = texture2D(uFace, uv).rgb;
  // The beam pivots on the middle of the film still (the upper part of the card), not the card's
  // centre, so over a pointer's sweep it crosses the still instead of leaving it at one side.
  vec2 q = (uv - vec2(0.5, 0.7)) * vec2(1.0, CARD_ASPECT);
  float ang = 0.6 + 0.25 * tilt.y;
  float across = (dot(q, vec2(cos(ang), sin(ang))) - uP1 * tilt.x) / uScale;
  // A film light has a hot core inside a wide soft spill: the spill (2.2 widths, a quarter as
  // bright) is what makes the beam read as light falling on the still, not a painted stripe.
  float core = exp(-across * across / (uP0 * uP0));
  float spill = exp(-across * across / (4.84 * uP0 * uP0));
  float beam = core + 0.25 * spill;
  float fringe = mix(1.0, 1.0 - core, uP2);
  vec3 tint = mix(vec3(1.0), hueRamp(3.0 * across + 0.2 * tilt.y), fringe * 0.6);
  // The beam is the still lit harder, so it is the photograph's own colour; but MAIN scales all
  // of a pixel's light by its fullest channel, and on a saturated sky (violet: red and blue near
  // full) a photo-coloured beam would be cut to a tenth. Capping each channel at a share of its
  // own room instead lets the beam lift the channels that have room, as an overexposed print does.
  // That fill adds colour the still does not have, so silver light (uSat 0) keeps the photo's hue.
  vec3 lit = 1.4 * beam * photo * tint;
  return mix(min(lit, vec3(1.0)), min(lit, min(vec3(1.0), uP3 * (1.0 - photo))), uSat);
}
`,
});
