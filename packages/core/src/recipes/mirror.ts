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
    uP1: {
      label: 'Rainbow edge',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.3,
      hint: "A faint diffraction fringe from the sheet's residual microstructure",
    },
    uP2: UNUSED,
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // A flat mirror has one facet, the card's own normal. The lamp and the eye are near, so the
  // half vector points along the normal at one place on the face only, and that place (the
  // lamp's reflection) travels across the card as it tilts. The sheet's roughness sets its size.
  vec3 light = vec3(0.4) + 1.6 * foilGlint(vec2(0.0), uP0 * 0.14);
  // Embossing leaves a weak, wide grating on mirror foil: a pale fringe that follows the reflection.
  if (uP1 > 0.0) light += uP1 * 0.8 * foilDiffraction(vec2(0.0, 1.0), DIFF_PITCH, 0.06);
  return light;
}
`,
});
