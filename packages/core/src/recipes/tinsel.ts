import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const tinsel = defineRecipe({
  id: 'tinsel',
  family: 'flash',
  look: 'tiny scattered glints, each lit only in a narrow tilt range',
  // A holo-window foil: the dark art box is where the tinsel sheet shows, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Glints across', min: 16, max: 90, step: 1, default: 36 },
    uP1: {
      label: 'Strip length',
      min: 0.1,
      max: 0.9,
      step: 0.01,
      default: 0.7,
      hint: 'Length of each foil strip, as a fraction of its cell',
    },
    uP2: {
      label: 'Tilt window',
      min: 0.08,
      max: 0.6,
      step: 0.01,
      default: 0.36,
      hint: 'How wide a tilt range lights one glint',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.4 + 0.2 * hash22(cell));
  float seed = hash21(cell + 11.3);
  float ang = PI * seed;
  vec2 axis = vec2(cos(ang), sin(ang));
  float along = dot(f, axis);
  float across = dot(f, vec2(-axis.y, axis.x));
  float strip = (1.0 - smoothstep(0.6 * uP1, 1.0 * uP1, abs(along))) * (1.0 - smoothstep(0.22, 0.36, abs(across)));
  if (strip <= 0.0) return vec3(0.0);
  // Each strip is a flat mirror lying askew in the lacquer, its slope drawn per cell (two hashes
  // summed, so clustered). It flashes when the half vector has that slope and is off otherwise;
  // the glint width is the strip's flatness, so a narrow one lights over a narrow tilt range.
  // Slopes lean toward the lamp above the viewer, within what a sweep reaches (half-vector slope
  // y about -0.2..0.5): a strip lying flat would flash only inside the glare, where it is lost.
  vec2 facet = (hash22(cell + 5.1) + hash22(cell + 17.9) - 1.0) * vec2(0.2, 0.14) + vec2(0.0, 0.38);
  vec3 glint = foilGlint(facet, 0.09 * uP2);
  // Tinsel is bare aluminium: the flash is the lamp's own colour, barely tinted.
  vec3 tint = mix(vec3(1.0), hueRamp(seed), 0.2);
  return min(8.0 * glint * strip, vec3(1.0)) * tint;
}
`,
});
