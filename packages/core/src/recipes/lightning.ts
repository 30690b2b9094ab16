import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const lightning = defineRecipe({
  id: 'lightning',
  family: 'line',
  look: 'jagged branching lines',
  // A holo-window foil: bolts light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.75 },
  params: {
    uP0: { label: 'Bolts across', min: 1.5, max: 9, step: 0.5, default: 4 },
    uP1: { label: 'Jaggedness', min: 0.2, max: 1, step: 0.05, default: 0.75 },
    uP2: { label: 'Glow', min: 0, max: 1, step: 0.05, default: 0.7, hint: 'Soft halo around each bolt' },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
const float BOLT_STEP = 0.42;

float boltSegment(vec2 p, vec2 a, vec2 b) {
  vec2 pa = p - a;
  vec2 ba = b - a;
  float h = clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0);
  return length(pa - ba * h);
}

// Bolt nodes: one zig-zag per lane, one node per step down the card.
vec2 boltNode(float lane, float k) {
  return vec2(lane + 0.5 + (hash21(vec2(lane, k)) - 0.5) * uP1, k * BOLT_STEP);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float lane0 = floor(q.x);
  float k0 = floor(q.y / BOLT_STEP);
  float best = 8.0;
  float bestLane = lane0;
  float bestK = k0;
  for (int i = -1; i <= 1; i++) {
    float lane = lane0 + float(i);
    // Each node ends one segment and starts the next: four nodes serve a lane's three cells.
    vec2 next = boltNode(lane, k0 - 1.0);
    for (int j = -1; j <= 1; j++) {
      float k = k0 + float(j);
      vec2 a = next;
      next = boltNode(lane, k + 1.0);
      float d = boltSegment(q, a, next);
      // Some nodes fork: a two-step jagged branch running down and away from the trunk.
      float fork = hash21(vec2(lane + 0.37, k + 0.71));
      if (fork > 0.5) {
        float side = fork > 0.75 ? 1.0 : -1.0;
        vec2 m = a + vec2(side * (0.16 + 0.12 * fork), -0.42 * BOLT_STEP);
        vec2 e = m + vec2(side * (0.1 + 0.1 * uP1), -0.45 * BOLT_STEP);
        d = min(d, 1.6 * min(boltSegment(q, a, m), boltSegment(q, m, e)));
      }
      if (d < best) {
        best = d;
        bestLane = lane;
        bestK = k;
      }
    }
  }
  // Each bolt flashes at its own tilt, and the flash runs along it segment by segment.
  float laneSeed = hash21(vec2(bestLane, 57.3));
  float lit = 0.45 + 0.55 * smoothstep(0.1, 0.9, 0.5 + 0.5 * cos(TAU * (laneSeed + 0.7 * dot(tilt, vec2(0.8, 0.6)))));
  float run = 0.6 + 0.4 * cos(TAU * (hash21(vec2(bestLane, bestK)) + 0.9 * tilt.x - 0.5 * tilt.y));
  float core = exp(-best * best / 0.0012);
  float glow = uP2 * exp(-best / 0.14);
  vec3 colour = hueRamp(0.13 * bestLane + 0.08 * q.y + 0.3 * tilt.x);
  return min(mix(colour, vec3(1.0), 0.4 * core) * (core + glow) * lit * run, vec3(1.0));
}
`,
});
