import { FAMILIES } from '../families.js';
import { FACET_FLASH } from './light-shaping.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const cosmos = defineRecipe({
  id: 'cosmos',
  family: 'field',
  look: 'nebula clouds with round "bubbles" of bright foil, the classic cosmos holo',
  // A holo-window foil: the dark printed art box is where the foil shows, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7, uSpecular: 0.08, uTint: 0.1 },
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
  glsl: /* glsl */ `${FACET_FLASH}
// One bubble's brightness at p (0 outside it) and its core (0..1, 1 at its centre). A foil
// bubble is a shallow dome: its bright side follows the tilt, and each catches the light at its
// own tilt.
vec2 cosmosBubble(vec2 p, vec2 centre, float radius, float seed, vec2 tilt) {
  float d = length(p - centre) / radius;
  float disc = (1.0 - smoothstep(0.86, 1.0, d)) * step(0.3, seed);
  vec2 toLight = (p - centre) / radius - tilt * 0.45;
  float dome = 0.55 + 0.45 * (1.0 - smoothstep(0.0, 1.1, length(toLight)));
  float rim = smoothstep(0.6, 0.93, d);
  float lit = 0.5 + 0.5 * cos(TAU * (seed * 3.0 + dot(tilt, vec2(0.8, 0.6)) * 0.9));
  float core = disc * (1.0 - smoothstep(0.0, 0.75, length(toLight * 1.2)));
  return vec2(disc * (0.55 + 0.25 * lit + 0.2 * max(dome, rim)), core);
}

// How far a bubble's nearly flat facet is catching the lamp (0..1): each bubble's facet has its
// own small slope, so near the mirror angle some bubbles flash white and the rest rest.
float cosmosGlint(vec2 id, float salt, float spread, float width) {
  vec2 t = hash22(id + salt + 27.3) - 0.5;
  return facetFlash(t, spread, width, 1.5);
}

// One lattice of round bubbles; returns the brightest bubble here (brightness, seed, flash).
// Centres sit 0.15..0.85 into their cell, so any cell outside the 2x2 block nearest p is at
// least 0.65 cells away: with radii capped below that, four cells cover every bubble (not nine).
vec3 cosmosBubbles(vec2 p, vec2 tilt, float size, float salt) {
  vec2 block = floor(p - 0.5);
  vec3 best = vec3(0.0);
  vec2 bestId = vec2(0.0);
  float bestCore = 0.0;
  for (int j = 0; j < 2; j++) {
    for (int i = 0; i < 2; i++) {
      vec2 id = block + vec2(float(i), float(j));
      float seed = hash21(id + salt);
      vec2 centre = id + 0.15 + 0.7 * hash22(id + salt * 1.7);
      float radius = min(size * (0.3 + 0.7 * hash21(id * 1.31 + salt + 4.2)), 0.64);
      vec2 v = cosmosBubble(p, centre, radius, seed, tilt);
      // A 0-or-1 weight, not an if: SwiftShader pays for both sides of a per-pixel branch.
      float take = float(v.x > best.x);
      best = take * vec3(v.x, seed, 0.0) + (1.0 - take) * best;
      bestId = take * id + (1.0 - take) * bestId;
      bestCore = take * v.y + (1.0 - take) * bestCore;
    }
  }
  // The glint is looked up once, for the winning bubble only.
  float g = cosmosGlint(bestId, salt, 1.2, 0.12) * float(best.x > 0.0);
  best.z = g * (0.45 + 0.55 * bestCore);
  return best;
}

// The small bubbles: one per cell, its radius capped inside its own cell, so only the cell p is
// in needs looking at (a quarter of cosmosBubbles' work: the small lattice was half the recipe).
vec3 cosmosSpecks(vec2 p, vec2 tilt, float size, float salt) {
  vec2 id = floor(p);
  float seed = hash21(id + salt);
  vec2 inCell = 0.15 + 0.7 * hash22(id + salt * 1.7);
  vec2 room = min(inCell, 1.0 - inCell);
  float radius = min(size * (0.3 + 0.7 * hash21(id * 1.31 + salt + 4.2)), min(room.x, room.y));
  vec2 v = cosmosBubble(p, id + inCell, radius, seed, tilt);
  return vec3(v.x, seed, cosmosGlint(id, salt, 1.2, 0.09) * (0.45 + 0.55 * v.y) * float(v.x > 0.0));
}

// Pin-point specks of foil between the bubbles: dark at rest, each a white point with a tinted
// halo when its own flat facet catches the lamp (the galaxy holo's twinkle).
vec3 cosmosStars(vec2 p, float salt) {
  vec2 id = floor(p);
  vec2 h = hash22(id + salt);
  vec2 f = p - id - (0.25 + 0.5 * h);
  float s = 0.07 + 0.08 * fract(h.x * 7.3 + h.y * 3.1);
  float r = length(f);
  float dot0 = 1.0 - smoothstep(0.35 * s, s, r);
  float halo = 1.0 - smoothstep(s, 2.6 * s, r);
  return vec3(max(dot0, 0.35 * halo) * cosmosGlint(id, salt, 1.2, 0.05));
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 drift = tilt * 0.35 + 0.01 * uTime;
  float n = fnoise(q * uP2 + drift);
  float n2 = fnoise(q * uP2 * 2.1 + n * 1.6 + vec2(5.3, 1.7) - drift);
  float cloud = smoothstep(0.3, 0.75, n2);
  vec3 nebula = hueRamp(n * 1.8 + q.y * 0.25 + dot(tilt, vec2(0.6, 0.45)) * 0.8) * (0.68 + 0.27 * cloud);

  vec3 big = cosmosBubbles(q * uP0, tilt, uP1, 0.0);
  vec3 small = cosmosSpecks(q * uP0 * 2.3 + 11.0, tilt, uP1 * 0.8, 19.0);
  float bigWins = float(big.x >= small.x);
  vec3 b = bigWins * big + (1.0 - bigWins) * small;
  vec3 bubble = mix(hueRamp(b.y * 1.3 + dot(tilt, vec2(-0.7, 0.9)) * 0.9 + 0.5), vec3(1.0), 0.25) * (0.55 + 0.45 * b.x);
  vec3 shipped = mix(nebula, bubble, smoothstep(0.0, 0.2, b.x));
  // A bubble whose facet catches the lamp shows a crisp core of flash light there.
  float f = smoothstep(0.3, 0.38, b.z) * smoothstep(0.0, 0.12, b.x);
  // A flash is rose to violet light with almost no green: over a green or yellow print (the
  // common sky) the green channel has no room left, so only light without it can whiten there.
  // uSat 0 (silver foil) makes it grey.
  vec3 spark = mix(vec3(0.9), mix(vec3(1.0, 0.1, 0.85), vec3(0.7, 0.12, 1.0), b.y), uSat);
  // Replaced, crisply, not blended: a half mix of complementary hues reads grey.
  vec3 lit = mix(shipped, spark, f);
  vec3 stars = cosmosStars(q * uP0 * 4.1 + 37.0, 53.0);
  return lit + 1.6 * spark * stars * (1.0 - smoothstep(0.0, 0.2, b.x));
}
`,
});
