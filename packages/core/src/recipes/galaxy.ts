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
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, 0.56)) * vec2(1.0, CARD_ASPECT) * uScale;
  float r = length(q) + 0.0001;
  // Tilt turns the whole swirl a little; the winding grows with log radius.
  float turn = 0.55 * tilt.x - 0.4 * tilt.y + 0.005 * uTime + uP1 * log(r + 0.05);
  float c = cos(turn);
  float s = sin(turn);
  vec2 w = vec2(c * q.x - s * q.y, s * q.x + c * q.y);
  float angle = atan(w.y, w.x);
  float arms = 0.5 + 0.5 * cos(floor(uP0 + 0.5) * angle);
  float dust = fnoise(w * 5.0 + 3.0);
  float lane = smoothstep(0.2, 0.85, arms * (0.5 + dust));
  float core = exp(-r * r / 0.012);

  vec2 sp = uv * vec2(1.0, CARD_ASPECT) * uP2 * uScale;
  vec2 cell = floor(sp);
  float seed = hash21(cell + 9.1);
  vec2 f = sp - cell - (0.2 + 0.6 * hash22(cell + 2.3));
  float twinkle = smoothstep(0.45, 0.95, 0.5 + 0.5 * cos(TAU * (seed * 5.0 + dot(tilt, vec2(1.1, 0.8)))));
  float star = (1.0 - smoothstep(0.0, 0.2, length(f))) * step(0.55, seed) * twinkle * (0.5 + 0.5 * lane);

  float hue = r * 1.4 + lane * 0.35 - dust * 0.3 + dot(tilt, vec2(0.7, 0.5)) * 0.8;
  vec3 col = hueRamp(hue) * (0.56 + 0.44 * lane);
  col = mix(col, vec3(1.0), clamp(core * 0.9 + star, 0.0, 1.0));
  return col;
}
`,
});
