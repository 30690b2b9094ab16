import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const mirror = defineRecipe({
  id: 'mirror',
  family: 'metal',
  look: 'a smooth mirror foil: a broad glare and soft rainbow halos that sweep across it with tilt, no pattern',
  // A mirror sheet: dark scan areas are ink, not foil, so no art gate. uSat and uGrain are raised
  // so the halos tint the ink and the face turned away reads darker than the glare.
  defaults: { ...FAMILIES.metal.constants, uArtGate: 0, uSat: 0.85, uGrain: 0.6 },
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
      label: 'Rainbow sheen',
      min: 0,
      max: 1.5,
      step: 0.05,
      default: 1.0,
      hint: 'How bright the soft rainbow band is',
    },
    uP2: {
      label: 'Sheen period',
      min: 1.5,
      max: 6,
      step: 0.1,
      default: 2.0,
      hint: 'Grating period in micrometres: longer lights nearer the mirror angle',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec3 h = gLightTS + gViewTS;
  // The lamp's reflection in a smooth sheet, rolled finer across than along: one broad glare near
  // the mirror angle, taller than wide, that crosses the card with the sideways tilt.
  float glare = luma(foilGlint(vec2(-0.8 * h.x / max(h.z, 1e-4), 0.0), uP0 * 0.32));
  // A long-period grating turned every way (a smooth holographic sheet): its two orders are soft
  // rainbow halos round the glare that sweep over the sheet with it. Both ends of each order's
  // spectrum fade out, so a halo has no edge.
  float nm = 1000.0 * uP2 * length(h.xy);
  nm /= nm > 720.0 ? 2.0 : 1.0;
  float soft = smoothstep(390.0, 470.0, nm) * (1.0 - smoothstep(600.0, 710.0, nm));
  vec3 halo = foilDiffraction(h.xy, uP2, 0.012) * soft;
  // Pushed from its grey (uSat 0 keeps it silver), so the halo tints the ink rather than paling it.
  halo = max(mix(vec3(luma(halo)), halo, 2.5), 0.0);
  float level = 0.15 + 1.3 * glare;
  return vec3(level) + 1.5 * uP1 * halo;
}
`,
});
