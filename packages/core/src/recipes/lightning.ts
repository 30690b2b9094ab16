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
    uP2: {
      label: 'Glow',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.6,
      hint: 'Soft halo of the bolt facets: the embossed shoulder either side of each bolt',
    },
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

// Bolts embossed as mirror facets over a plain rainbow grating. The grating lights one soft band
// that travels up the card with tilt; each bolt segment is a facet with its own lean, so it
// flashes white at its own tilt and the flash runs along the bolt segment by segment. The bolts
// only ever add light: where the band is off the foil dims evenly, with no dark line.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float lane0 = floor(q.x);
  float k0 = floor(q.y / BOLT_STEP);
  // The nearest two lanes and the segment this row is on plus the one above (whose forks hang
  // into this row): a 2x2 block.
  float laneNext = lane0 + (fract(q.x) < 0.5 ? -1.0 : 1.0);
  float best = 8.0;
  vec2 bestCell = vec2(lane0, k0);
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 2; j++) {
      float lane = i == 0 ? lane0 : laneNext;
      float k = k0 + float(j);
      vec2 a = boltNode(lane, k);
      float d = j == 0 ? boltSegment(q, a, boltNode(lane, k + 1.0)) : 8.0;
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
        bestCell = vec2(lane, k);
      }
    }
  }
  // Facet slopes inside what the lamp's half vector reaches over a sweep, so every bolt lights.
  vec2 h = hash22(bestCell + 11.7);
  vec2 facet = vec2(mix(-0.3, 0.3, h.x), mix(-0.15, 0.45, h.y));
  float core = exp(-best * best / 0.0012);
  float shoulder = uP2 * exp(-best / 0.12);
  vec3 bolt = foilGlint(facet, 0.07) * (2.0 * core + shoulder);
  vec3 band = foilDiffraction(vec2(0.25, 1.0), DIFF_PITCH, 0.035);
  return 2.4 * band + bolt;
}
`,
});
