import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const sunburst = defineRecipe({
  id: 'sunburst',
  family: 'line',
  look: 'rays from a point off-card, rotating slightly with tilt',
  // A holo-window foil: rays light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.7 },
  params: {
    uP0: {
      label: 'Rays',
      min: 8,
      max: 80,
      step: 1,
      default: 34,
      hint: 'Rays per half turn around the source',
    },
    uP1: {
      label: 'Ray contrast',
      min: 0,
      max: 0.2,
      step: 0.005,
      default: 0.015,
      hint: 'How much the groove pitch differs from ray to ray: more shows the rays as colours',
    },
    uP2: {
      label: 'Groove pitch',
      min: 0.8,
      max: 1.8,
      step: 0.05,
      default: 1.2,
      hint: "Micrometres; a coarser pitch moves the rainbow further from the lamp's reflection",
    },
    uP3: {
      label: 'Band width',
      min: 0.01,
      max: 0.05,
      step: 0.001,
      default: 0.03,
      hint: 'Lobe width of the grating: wider lights a broader, paler streak',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  // Circular grooves round a source above the top-left corner, as on a disc: the grating
  // disperses along T = normalize(p - centre), so the order that reaches the eye is the ray
  // through the centre and the lamp's reflection, a rainbow streak that swings round the
  // source as the card tilts. Rays are sectors whose pitch steps from one to the next, so they
  // read as colour inside the lit streak and the rest of the burst dims evenly.
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  vec2 d = q - vec2(-0.18, CARD_ASPECT + 0.3);
  float phase = atan(d.y, d.x) / PI * uP0 * uScale;
  float pitch = uP2 * (1.0 + uP1 * cos(TAU * phase));
  return 3.5 * foilDiffraction(d, pitch, uP3);
}
`,
});
