import { FAMILIES } from '../families.js';
import { NOISE_WITH_GRADIENT } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const rainbow = defineRecipe({
  id: 'rainbow',
  family: 'field',
  look: 'a full-face rainbow flowing diagonally with tilt, over a fine etched sand that glints (Grain 0: smooth)',
  // Full-face foil: the art gate lets it show through dark art, as a real full foil does. The grain
  // is on by default for the rainbow rares (etched); smooth printings that share the recipe (the
  // Trainer Gallery holo, the Character Rare) turn it off with their class's params in foils.json.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: {
      label: 'Bands',
      min: 0.5,
      max: 6,
      step: 0.1,
      default: 1.6,
      hint: 'Rainbow repeats along the diagonal',
    },
    uP1: {
      label: 'Flow',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.9,
      hint: 'How far the rainbow flows per unit of tilt',
    },
    uP2: { label: 'Cloudiness', min: 0, max: 1, step: 0.05, default: 0.35 },
    uP3: {
      label: 'Grain',
      min: 0,
      max: 1.5,
      step: 0.05,
      default: 1,
      hint: 'Etched finish: sand relief, glinting facets and a sweep where the lamp falls; 0 is the smooth rainbow',
    },
  },
  glsl: /* glsl */ `
${NOISE_WITH_GRADIENT}

// The SWSH rainbow rare: a smooth diagonal rainbow over the whole face that flows with tilt,
// printed over an etched, sandy grain. The sand is a fine relief whose slopes lean toward or away
// from the half-way vector, shading the rainbow a little (so the texture reads at every tilt and
// changes with it); over it tiny facets, each tipped its own way, flash in the rainbow's own hue
// when their slope meets the half-way vector, so different grains sparkle at each tilt. The
// rainbow brightens in a broad sweep where the lamp's reflection falls and its colours run with
// the half-way vector. Glints in the local hue only lift: a foreign hue would spend the headroom
// of a full channel and dim the pixel into a dark speck.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  vec3 s = gLightTS + gViewTS;
  vec2 hs = s.xy / max(s.z, 1e-3);
  float t = dot(q, vec2(0.6, 0.8)) * uP0 * uScale + dot(tilt, vec2(0.7, 0.5)) * uP1;
  float cloud = fnoise(q * 3.0 * uScale + tilt * 0.4);
  float level = 0.75 - uP2 * 0.5 + uP2 * cloud;
  vec2 m = hs - vec2(0.0, 0.05);
  float sweep = exp(-28.0 * dot(m, m));
  // Sand: two octaves of relief, about 120 and 250 grains across the card.
  vec2 p = q * 120.0 * uScale;
  vec3 n1 = noiseWithGradient(p);
  vec3 n2 = noiseWithGradient(p * 2.1 + 5.3);
  vec2 slope = (0.6 * n1.yz + 0.4 * 2.1 * n2.yz) * 0.25;
  float lean = dot(slope, hs) / (length(hs) + 0.06);
  // Near the mirror angle the sand takes the lamp itself: grains tipped to the half-way vector
  // catch it and the rest fall back, so the glare's patch reads as sparkling sand.
  float mirror = exp(-20.0 * dot(hs, hs));
  float caught = foilGlint(slope, 0.04).x;
  float shade = 1.0 + uP3 * (0.9 * lean + mirror * (1.2 * caught - 0.25));
  // Facets: one a cell, a round grain at a jittered place, tipped about the card's mean mirror.
  vec2 g = q * 80.0 * uScale;
  vec2 cell = floor(g);
  vec2 f = g - cell - (0.35 + 0.3 * hash22(cell));
  float grain = 1.0 - smoothstep(0.12, 0.35, length(f));
  vec2 facet = (hash22(cell + 4.1) - 0.5) * vec2(0.7, 0.8) + vec2(0.0, 0.12);
  float phase = t + 0.15 * cloud + uP3 * 0.25 * (hs.x + hs.y);
  float flash = foilGlint(facet, 0.05).x * grain;
  vec3 rainbow = hueRamp(phase) * level * shade;
  // Every lift scales the rainbow's own colour and stops where its fullest channel reaches 1
  // (MAIN clamps each channel): a clamped or foreign hue would spend a full channel's headroom
  // and turn a glint into a dark speck on saturated ink.
  float top = max(rainbow.r, max(rainbow.g, rainbow.b));
  float lift = 1.0 + uP3 * (0.35 * sweep + 6.0 * flash);
  return rainbow * min(lift, max(1.0 / max(top, 1e-3), 1.0));
}
`,
});
