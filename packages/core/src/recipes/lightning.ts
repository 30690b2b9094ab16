import { FAMILIES } from '../families.js';
import { FACET_FLASH } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const lightning = defineRecipe({
  id: 'lightning',
  family: 'line',
  look: 'jagged branching lines',
  // A holo-window foil: bolts light the dark art box, so the art gate is on. The bolts' crowns
  // glint near the mirror angle, so the shared glare is 0.08, not 0.25: there the bolts show
  // instead of one flat wash.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.75, uSpecular: 0.08 },
  params: {
    uP0: { label: 'Bolts across', min: 1.5, max: 9, step: 0.5, default: 4 },
    uP1: { label: 'Jaggedness', min: 0.2, max: 1, step: 0.05, default: 0.75 },
    uP2: { label: 'Glow', min: 0, max: 1, step: 0.05, default: 0.7, hint: 'Soft halo around each bolt' },
    uP3: {
      label: 'Strike light',
      min: 0,
      max: 5,
      step: 0.1,
      default: 2.4,
      hint: 'How brightly a bolt segment lights the foil around it when it strikes; 0 leaves only the bolts',
    },
  },
  glsl: /* glsl */ `${FACET_FLASH}
const float BOLT_STEP = 0.42;
// How far, in tilt, a bolt segment's strike reaches, and how far across the foil it lights.
const float STRIKE_REACH = 0.22;
const float STRIKE_RADIUS = 0.65;

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

// The bolts are embossed in a dark mirror sheet. Each segment is a facet of its own: its crown
// glints near the mirror angle, and when the tilt comes to its own facing it strikes, lighting
// the foil around it in the bolt's hue, the way lightning lights the sky. Over a pointer's sweep
// every part of the sheet is lit by some strike, but at any one tilt only a few segments strike,
// so the art stays dark behind crisp bolts instead of washing out under one band. (A grating
// along each segment, tried too, cost a fifth of the recipe's time, which the cost bound of
// issue 23 could not spare.)
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float lane0 = floor(q.x);
  float k0 = floor(q.y / BOLT_STEP);
  float best = 8.0;
  float bestLane = lane0;
  float bestK = k0;
  vec3 colour = vec3(0.0);
  vec3 strikes = vec3(0.0);
  // A trunk stays within uP1 / 2 of its lane's centre, so the lane beyond this one's far edge
  // never holds the nearest trunk: this lane and the near neighbour are searched. (A fork of the
  // far lane can come nearer; at the default jaggedness it stays over a quarter lane away, where
  // its glow is a seventh of its peak, so at most a faint edge shows there.) A lane's strikes
  // fade out one lane-width from its centre, so they leave no edge.
  float nearSide = q.x - lane0 < 0.5 ? -1.0 : 1.0;
  for (int i = 0; i <= 1; i++) {
    float lane = lane0 + float(i) * nearSide;
    float laneStrike = 0.0;
    // A lane's hue, for its strikes and for its bolt when it is the nearest.
    vec3 laneColour = hueRamp(0.13 * lane + 0.08 * q.y + 0.3 * tilt.x);
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
      // The strike fades out over the rows next to the segment's own, which the block searched
      // always holds, so no row edge shows.
      vec2 miss = tilt - 1.1 * (hash22(vec2(lane, k) + 11.7) - 0.5);
      float rows = max(1.0 - abs(q.y / BOLT_STEP - k - 0.5), 0.0);
      rows *= smoothstep(1.0, 0.6, abs(q.x - lane - 0.5));
      laneStrike += exp(-0.5 * dot(miss, miss) / (STRIKE_REACH * STRIKE_REACH)) * rows
        * exp(-d * d / (STRIKE_RADIUS * STRIKE_RADIUS));
      if (d < best) {
        best = d;
        bestLane = lane;
        bestK = k;
        colour = laneColour;
      }
    }
    strikes += laneStrike * laneColour;
  }
  // Each bolt flashes at its own tilt, and the flash runs along it segment by segment.
  vec2 segment = vec2(bestLane, bestK);
  float laneSeed = hash21(vec2(bestLane, 57.3));
  float lit = 0.45 + 0.55 * smoothstep(0.1, 0.9, 0.5 + 0.5 * cos(TAU * (laneSeed + 0.7 * dot(tilt, vec2(0.8, 0.6)))));
  float run = 0.6 + 0.4 * cos(TAU * (hash21(segment) + 0.9 * tilt.x - 0.5 * tilt.y));
  float core = exp(-best * best / 0.0012);
  float glow = uP2 * exp(-best / 0.14);
  vec3 bolt = mix(colour, vec3(1.0), 0.4 * core) * (core + glow) * lit * run;
  float crown = core * facetFlash(hash22(segment + 5.1) - 0.5, 1.2, 0.05, 1.0);
  return min(bolt + vec3(crown) + uP3 * strikes, vec3(1.0));
}
`,
});
