import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const sequin = defineRecipe({
  id: 'sequin',
  family: 'flash',
  look: 'sparse round sequins that flip from dark to bright with tilt',
  // A holo-window foil: the sequins sit in the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Sequins across', min: 5, max: 26, step: 1, default: 12 },
    uP1: {
      label: 'Sequin radius',
      min: 0.15,
      max: 0.48,
      step: 0.01,
      default: 0.4,
      hint: 'Radius as a fraction of the spacing',
    },
    uP2: {
      label: 'Flip sharpness',
      min: 0.02,
      max: 0.5,
      step: 0.01,
      default: 0.1,
      hint: 'Tilt it takes to flip one sequin (the width of its mirror glint)',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  p.x += 0.5 * mod(floor(p.y), 2.0);
  vec2 cell = floor(p);
  if (hash21(cell + 27.5) < 0.15) return vec3(0.0);
  vec2 f = p - cell - 0.5;
  float disc = 1.0 - smoothstep(-0.03, 0.0, length(f) - uP1);
  if (disc <= 0.0) return vec3(0.0);
  float hole = smoothstep(0.04, 0.06, length(f));
  // Each sequin is a flat mirror disc hanging at its own angle (slope drawn per cell, clustered,
  // leaning toward the lamp above the viewer within what a sweep reaches). The half vector barely
  // changes across one disc, so the whole disc flips on together as the tilt crosses its angle.
  vec2 facet = (hash22(cell + 9.1) + hash22(cell + 3.3) - 1.0) * vec2(0.2, 0.14) + vec2(0.0, 0.38);
  float g = min(8.0 * luma(foilGlint(facet, 0.6 * uP2)), 1.0);
  // A coloured sequin tints the lamp; at the top of the flip the lamp's own white shows through.
  vec3 colour = mix(hueRamp(hash21(cell + 4.4)), vec3(1.0), 0.5 * g * g);
  return colour * g * disc * hole;
}
`,
});
