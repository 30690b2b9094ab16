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
      default: 0.55,
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
// One bubble's brightness at p (0 outside it). A foil bubble is a shallow dome: its bright side
// follows the tilt, and each catches the light at its own tilt.
float cosmosBubble(vec2 p, vec2 centre, float radius, float seed, vec2 tilt) {
  float d = length(p - centre) / radius;
  float disc = (1.0 - smoothstep(0.86, 1.0, d)) * step(0.3, seed);
  vec2 toLight = (p - centre) / radius - tilt * 0.45;
  float dome = 0.55 + 0.45 * (1.0 - smoothstep(0.0, 1.1, length(toLight)));
  float rim = smoothstep(0.6, 0.93, d);
  float lit = 0.5 + 0.5 * cos(TAU * (seed * 3.0 + dot(tilt, vec2(0.8, 0.6)) * 0.9));
  return disc * (0.55 + 0.25 * lit + 0.2 * max(dome, rim));
}

// One lattice of round bubbles; returns the brightest bubble here and its seed.
// Centres sit 0.15..0.85 into their cell, so any cell outside the 2x2 block nearest p is at
// least 0.65 cells away: with radii capped below that, four cells cover every bubble (not nine).
vec2 cosmosBubbles(vec2 p, vec2 tilt, float size, float salt) {
  vec2 block = floor(p - 0.5);
  vec2 best = vec2(0.0, 0.0);
  for (int j = 0; j < 2; j++) {
    for (int i = 0; i < 2; i++) {
      vec2 id = block + vec2(float(i), float(j));
      float seed = hash21(id + salt);
      vec2 centre = id + 0.15 + 0.7 * hash22(id + salt * 1.7);
      float radius = min(size * (0.3 + 0.7 * hash21(id * 1.31 + salt + 4.2)), 0.64);
      float v = cosmosBubble(p, centre, radius, seed, tilt);
      // A 0-or-1 weight, not an if: SwiftShader pays for both sides of a per-pixel branch.
      float take = float(v > best.x);
      best = take * vec2(v, seed) + (1.0 - take) * best;
    }
  }
  return best;
}

// The small bubbles: one per cell, its radius capped inside its own cell, so only the cell p is
// in needs looking at (a quarter of cosmosBubbles' work: the small lattice was half the recipe).
vec2 cosmosSpecks(vec2 p, vec2 tilt, float size, float salt) {
  vec2 id = floor(p);
  float seed = hash21(id + salt);
  vec2 inCell = 0.15 + 0.7 * hash22(id + salt * 1.7);
  vec2 room = min(inCell, 1.0 - inCell);
  float radius = min(size * (0.3 + 0.7 * hash21(id * 1.31 + salt + 4.2)), min(room.x, room.y));
  return vec2(cosmosBubble(p, id + inCell, radius, seed, tilt), seed);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 drift = tilt * 0.35 + 0.01 * uTime;
  float n = fnoise(q * uP2 + drift);
  float n2 = fnoise(q * uP2 * 2.1 + n * 1.6 + vec2(5.3, 1.7) - drift);
  float cloud = smoothstep(0.3, 0.75, n2);
  vec3 nebula = hueRamp(n * 1.8 + q.y * 0.25 + dot(tilt, vec2(0.6, 0.45)) * 0.8) * (0.68 + 0.27 * cloud);

  vec2 big = cosmosBubbles(q * uP0, tilt, uP1, 0.0);
  vec2 small = cosmosSpecks(q * uP0 * 2.3 + 11.0, tilt, uP1 * 0.8, 19.0);
  float bigWins = float(big.x >= small.x);
  vec2 b = bigWins * big + (1.0 - bigWins) * small;
  vec3 bubble = mix(hueRamp(b.y * 1.3 + dot(tilt, vec2(-0.7, 0.9)) * 0.9 + 0.5), vec3(1.0), 0.25) * (0.55 + 0.45 * b.x);
  return mix(nebula, bubble, smoothstep(0.0, 0.2, b.x));
}
`,
});
