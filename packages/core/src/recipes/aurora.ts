import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const aurora = defineRecipe({
  id: 'aurora',
  family: 'field',
  look: 'soft vertical curtains drifting with tilt',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Curtains across', min: 1, max: 10, step: 0.5, default: 3 },
    uP1: {
      label: 'Sway',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How much the curtains ripple down the card',
    },
    uP2: {
      label: 'Swing',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.3,
      hint: 'How far the grooves turn from curtain to curtain: more swing, more distinct curtains',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A sun-pillar sheet: one grating with near-horizontal grooves (dispersion up the card), so the
// lamp lays a rainbow band across the face that climbs as the card tips. Its groove direction
// swings slowly from side to side, so within the band the curtains whose grooves face the lamp
// light brightest, and tilting sideways hands the light from curtain to curtain. Each curtain
// also has its own groove pitch, so its stretch of the band sits higher or lower and shows
// another colour: curtains read as colour and a stepped band edge, never as dark lines.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float sway = uP1 * (0.35 * fnoise(vec2(q.x * 1.2, q.y * 0.7) + 2.0)
                    + 0.12 * sin(q.y * 3.0 + 0.02 * uTime));
  float x = q.x * uP0 + sway * uP0 * 0.5;
  float swing = uP2 * 0.45 * sin(TAU * x);
  vec2 dir = vec2(sin(swing), cos(swing));
  float pitch = 1.38 + 0.05 * cos(TAU * x);
  return 3.0 * foilDiffraction(dir, pitch, 0.02);
}
`,
});
