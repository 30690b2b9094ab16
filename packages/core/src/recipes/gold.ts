import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const gold = defineRecipe({
  id: 'gold',
  family: 'metal',
  look: 'a gold mirror with its own two-stop gold ramp (structurally locked: not the hue ramp)',
  // A gold foil sheet under printed ink: dark scan areas are ink, not foil, so no art gate.
  defaults: { ...FAMILIES.metal.constants, uArtGate: 0, uGrain: 0.4 },
  params: {
    uP0: {
      label: 'Reflection width',
      min: 0.1,
      max: 1.5,
      step: 0.01,
      default: 0.55,
      hint: 'How wide a range of angles catches the light',
    },
    uP1: {
      label: 'Sweep',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.4,
      hint: 'How far the reflection travels across the card with tilt',
    },
    uP2: {
      label: 'Texture',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.35,
      hint: 'Fine hammered texture in the gold',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// The structural lock: gold is its own two-stop ramp, deep amber to pale gold. The hue never
// follows uHueShift/uHueSpread; uSat keeps its contract meaning (0 = silver).
vec3 goldTone(float t) {
  vec3 g = mix(vec3(0.5, 0.29, 0.06), vec3(1.0, 0.88, 0.58), clamp(t, 0.0, 1.0));
  return mix(vec3(luma(g)), g, uSat);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  float grain = fnoise(q * 38.0 * uScale) - 0.5;
  // A broad reflection that sweeps diagonally across the face as the eye moves over it.
  vec2 eye = gViewTS.xy * 2.5 + tilt * 0.2;
  float along = dot(q, vec2(0.6, 0.8)) - dot(eye, vec2(0.6, 0.8)) * uP1 + 0.04 * uP2 * grain;
  float across = dot(q, vec2(-0.8, 0.6)) - dot(eye, vec2(-0.8, 0.6)) * uP1 * 0.5;
  float w = uP0 * 0.6;
  float level = 0.36 + 1.15 * exp(-(along * along) / (w * w)) * (0.75 + 0.25 * exp(-across * across));
  level += 0.3 * uP2 * grain;
  return goldTone(level * 0.75) * max(level, 0.0);
}
`,
});
