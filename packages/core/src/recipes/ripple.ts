import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const ripple = defineRecipe({
  id: 'ripple',
  family: 'line',
  look: 'concentric rings spreading from the art centre',
  // A holo-window foil centred on the art: the rings belong in the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.7 },
  params: {
    uP0: {
      label: 'Rings across',
      min: 3,
      max: 40,
      step: 0.5,
      default: 12,
      hint: 'Pitch zones per card width',
    },
    uP1: {
      label: 'Ring contrast',
      min: 0,
      max: 0.3,
      step: 0.01,
      default: 0.06,
      hint: 'How far the pitch steps between neighbouring rings: more is a stronger colour change',
    },
    uP2: {
      label: 'Spread',
      min: 0.01,
      max: 0.06,
      step: 0.002,
      default: 0.04,
      hint: 'Lobe width: wider lights a broader cross, softer and paler',
    },
    uP3: {
      label: 'Centre height',
      min: 0.2,
      max: 0.9,
      step: 0.01,
      default: 0.66,
      hint: 'Where the art centre sits, from the bottom edge',
    },
  },
  glsl: /* glsl */ `
// A CD-like disc: concentric grooves (dispersion axis radial) cast the rainbow spoke that
// points along the lamp's reflection; a weaker radial-groove set superposed on it lights the
// crossing spoke, so a sweep reaches the sides of the disc too. The rings are pitch zones, so
// they show only as colour steps inside the lit spokes and never as dark circles.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, uP3)) * vec2(1.0, CARD_ASPECT);
  float r = length(q);
  vec2 radial = r > 1e-4 ? q / r : vec2(0.0, 1.0);
  float zone = 0.5 + 0.5 * cos(TAU * r * uP0 * uScale - 0.006 * uTime);
  float pitch = DIFF_PITCH * (1.0 + uP1 * (zone - 0.5));
  vec3 rings = foilDiffraction(radial, pitch, uP2);
  vec3 spokes = foilDiffraction(vec2(-radial.y, radial.x), pitch * 0.92, uP2);
  return 2.6 * rings + 1.8 * spokes;
}
`,
});
