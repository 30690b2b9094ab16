import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const cosmos = defineRecipe({
  id: 'cosmos',
  family: 'field',
  look: 'nebula clouds with round "bubbles" of bright foil, the classic cosmos holo',
  // A holo-window foil: the dark printed art box is where the foil shows, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: {
      label: 'Bubbles across',
      min: 3,
      max: 20,
      step: 0.5,
      default: 8,
      hint: 'Size of the bubble lattice: more = smaller bubbles',
    },
    uP1: {
      label: 'Bubble size',
      min: 0.2,
      max: 0.9,
      step: 0.01,
      default: 0.45,
      hint: 'Largest bubble radius, in lattice cells',
    },
    uP2: {
      label: 'Cloud scale',
      min: 0.5,
      max: 6,
      step: 0.1,
      default: 2.2,
      hint: 'How fine the nebula clouds are',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// The nearest bubble of one lattice: its soft disc weight and its seed. Centres sit 0.15..0.85
// into their cell and radii stay under 0.64 cells, so the 2x2 block nearest p covers every
// bubble that reaches p.
vec3 cosmosBubble(vec2 p, float size, float salt) {
  vec2 block = floor(p - 0.5);
  vec3 best = vec3(0.0);
  for (int j = 0; j < 2; j++) {
    for (int i = 0; i < 2; i++) {
      vec2 id = block + vec2(float(i), float(j));
      float seed = hash21(id + salt);
      vec2 centre = id + 0.15 + 0.7 * hash22(id + salt * 1.7);
      float radius = min(size * (0.3 + 0.7 * hash21(id * 1.31 + salt + 4.2)), 0.64);
      float disc = (1.0 - smoothstep(0.25, 1.0, length(p - centre) / radius)) * step(0.3, seed);
      if (disc > best.x) best = vec3(disc, seed, 0.0);
    }
  }
  return best;
}

// Cosmos holo: a base sheet of one grating whose grooves wander with the nebula clouds, so its
// rainbow band drifts over the window in cloudy shapes as the card turns; over it, round
// bubbles embossed with their own groove direction and pitch, which light at tilts the sheet
// does not (the twinkling specks). A bubble keeps part of the sheet's light (the sheet runs
// under it), so an unlit bubble never punches a dark hole in a lit cloud.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float n = fnoise(q * uP2 + vec2(5.3, 1.7) + 0.01 * uTime);
  float a = 1.3 + 0.8 * (n - 0.5);
  vec3 sheet = foilDiffraction(vec2(cos(a), sin(a)), 1.25 * (0.95 + 0.1 * n), 0.025);

  vec3 big = cosmosBubble(q * uP0, uP1, 0.0);
  vec3 small = cosmosBubble(q * uP0 * 2.3 + 11.0, uP1 * 0.8, 19.0);
  vec3 b = big.x >= small.x ? big : small;
  vec3 light = sheet;
  if (b.x > 0.0) {
    float ba = TAU * hash21(vec2(b.y, 7.7));
    vec3 bubble = foilDiffraction(vec2(cos(ba), sin(ba)), 1.0 + 0.5 * b.y, 0.02);
    light = mix(sheet, 0.8 * sheet + 0.7 * bubble, b.x);
  }
  return 2.6 * light;
}
`,
});
