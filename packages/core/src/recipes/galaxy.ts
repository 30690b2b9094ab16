import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const galaxy = defineRecipe({
  id: 'galaxy',
  family: 'field',
  look: 'a swirl of stars and dust around a core',
  // A holo-window foil: the dark art box is where the foil shows, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Arms', min: 1, max: 6, step: 1, default: 3 },
    uP1: {
      label: 'Twist',
      min: 0,
      max: 6,
      step: 0.1,
      default: 2.6,
      hint: 'How tightly the arms wind around the core',
    },
    uP2: { label: 'Stars across', min: 10, max: 80, step: 1, default: 38 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// A spiral grating round the core: the grooves wind along the arms, so the lamp lights a
// curved stretch of arm that sweeps round the core as the card turns, and the dust lanes are
// arms of another pitch, another colour. The stars are sparse mirror specks, each tipped its
// own way, that glint only when the lamp reaches their slope: they twinkle in turn and only
// ever add light.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, 0.56)) * vec2(1.0, CARD_ASPECT) * uScale;
  float r = length(q) + 0.0001;
  float angle = atan(q.y, q.x);
  float wind = uP1 * log(r + 0.05);
  float dust = fnoise(q * 5.0 + 3.0);
  float arms = 0.5 + 0.5 * cos(floor(uP0 + 0.5) * angle - wind * floor(uP0 + 0.5) + 1.0 * dust);
  // The groove direction leans from radial toward the arm's tangent as the arm winds.
  float lean = atan(uP1 * 0.35) + 0.005 * uTime;
  float a = angle + lean + 0.25 * (dust - 0.5);
  vec3 light = foilDiffraction(vec2(cos(a), sin(a)), 1.15 + 0.15 * arms, 0.025);

  vec2 sp = uv * vec2(1.0, CARD_ASPECT) * uP2 * uScale;
  vec2 cell = floor(sp);
  float seed = hash21(cell + 9.1);
  vec2 f = sp - cell - (0.2 + 0.6 * hash22(cell + 2.3));
  float star = (1.0 - smoothstep(0.0, 0.22, length(f))) * step(0.55, seed);
  vec3 glint = vec3(0.0);
  if (star > 0.0) {
    vec2 facet = vec2(0.7, 0.65) * hash22(cell + 4.7) - vec2(0.35, 0.2);
    glint = star * foilGlint(facet, 0.04);
  }
  return 2.6 * light + 1.5 * glint;
}
`,
});
