import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const stellar = defineRecipe({
  id: 'stellar',
  family: 'field',
  look: 'a dense starburst of facets radiating from the centre',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Rays', min: 12, max: 120, step: 1, default: 48 },
    uP1: { label: 'Rings', min: 1, max: 16, step: 0.5, default: 6, hint: 'Facet breaks along each ray' },
    uP2: {
      label: 'Facet scatter',
      min: 0,
      max: 2,
      step: 0.05,
      default: 1.0,
      hint: 'How much each facet turns its grooves and changes its pitch from its neighbours',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A sunburst grating: each facet's grooves run round the centre, so it disperses along its own
// ray. A ray lights when it points along the lamp's half-way direction, so the lit rays swing
// round the burst as the card tips. Each facet (a sector of one ring) turns its grooves and
// changes its pitch a little, so lit rays break into facets of different colour, not dark seams.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, 0.55)) * vec2(1.0, CARD_ASPECT) * uScale;
  float r = length(q);
  float rays = floor(uP0 + 0.5);
  float around = atan(q.y, q.x) / TAU + 0.5;
  float sector = floor(around * rays);
  float ring = floor(r * uP1 + hash21(vec2(sector, 2.2)) * 0.8);
  vec2 seed = hash22(vec2(sector, ring) + 0.9) - 0.5;
  float a = around * TAU - PI + seed.x * uP2 * 0.2;
  vec2 dir = vec2(cos(a), sin(a));
  float pitch = 1.3 + seed.y * uP2 * 0.12;
  return 3.0 * foilDiffraction(dir, pitch, 0.02);
}
`,
});
