import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const mirror = defineRecipe({
  id: 'mirror',
  family: 'metal',
  look: 'a flat mirror foil whose brightness follows the view angle',
  // A mirror sheet: dark scan areas are ink, not foil, so no art gate.
  defaults: { ...FAMILIES.metal.constants, uArtGate: 0, uSat: 0.35, uGrain: 0.3 },
  params: {
    uP0: {
      label: 'Reflection width',
      min: 0.1,
      max: 1.5,
      step: 0.01,
      default: 0.5,
      hint: 'How wide a range of angles catches the light',
    },
    uP1: { label: 'Rainbow edge', min: 0, max: 1, step: 0.05, default: 0.3 },
    uP2: UNUSED,
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Angle between the eye and the mirror's reflected key light: brightest when they line up.
  float angle = length(gViewTS.xy - vec2(0.0, 0.12) + 0.02 * (uv - 0.5));
  float level = 0.15 + 1.3 * exp(-pow(angle / (uP0 * 0.35), 2.0));
  vec3 colour = mix(vec3(1.0), hueRamp(angle * 3.0 + uv.y * 0.4), uP1);
  return colour * level;
}
`,
});
