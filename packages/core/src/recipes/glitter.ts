import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const glitter = defineRecipe({
  id: 'glitter',
  family: 'flash',
  look: 'dense but tiny glints, each a single fleck of spectrum',
  // A full-face glitter foil, as on full-art printings: the art gate lets it show through dark art.
  // A softer glare than the default, so the flecks, not one broad highlight, carry the light.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6, uSpecular: 0.15 },
  params: {
    uP0: { label: 'Flecks across', min: 40, max: 180, step: 1, default: 96 },
    uP1: { label: 'Fleck size', min: 0.1, max: 0.45, step: 0.01, default: 0.26 },
    uP2: {
      label: 'Sparkle rate',
      min: 0.5,
      max: 4,
      step: 0.05,
      default: 2.6,
      hint: 'Tilt needed to change a fleck',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.3 + 0.4 * hash22(cell));
  float seed = hash21(cell + 1.7);
  float fleck = 1.0 - smoothstep(0.5 * uP1, 1.3 * uP1, length(f));
  // Each fleck is a tiny tilted grating: as the tilt moves it blinks and walks through the
  // spectrum; and a tiny mirror, which flashes white-hot only where it faces the lamp.
  vec2 normal = hash22(cell + 7.7) * 2.0 - 1.0;
  float swing = dot(tilt, normal) * uP2;
  float lit = pow(0.5 + 0.5 * cos(TAU * (seed + swing)), 6.0);
  vec3 colour = hueRamp(seed * 0.5 + 0.6 * swing);
  vec3 flash = foilGlint(0.45 * normal, 0.035);
  float haze = 0.05 * (0.5 + 0.5 * cos(TAU * (uv.x * 0.5 + uv.y * 0.8 + 0.6 * dot(tilt, vec2(0.9, 0.6)))));
  return fleck * (colour * min(3.0 * lit, 1.0) + 4.0 * flash) + hueRamp(uv.x + uv.y - 0.5 * tilt.y) * haze;
}
`,
});
