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
      label: 'Glints',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.2,
      hint: 'How brightly the hammered dents flash as the card tilts',
    },
    uP2: {
      label: 'Texture',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.5,
      hint: 'Depth of the fine hammered relief in the gold',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// The structural lock: gold is its own two-stop ramp, deep amber to pale gold. The hue never
// follows uHueShift/uHueSpread; uSat keeps its contract meaning (0 = silver).
vec3 goldTone(float t) {
  vec3 g = mix(vec3(0.72, 0.5, 0.16), vec3(1.0, 0.92, 0.66), clamp(t, 0.0, 1.0));
  return mix(vec3(luma(g)), g, uSat);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT) * uScale;
  // Hammered relief: a smooth random slope field (one value noise per slope component, one
  // octave: dents of one size, as a hammer leaves them), so each dent leans its own way and
  // catches the lamp at its own tilt. No dent is drawn, only lit.
  vec2 dent = vec2(vnoise(q * 46.0), vnoise(q * 46.0 + 17.3)) - 0.5;
  vec2 facet = uP2 * 0.7 * dent;
  // The sheet's broad reflection: the lamp seen in a slightly rough gold mirror, travelling with
  // tilt; the relief only ripples its edge.
  float broad = luma(foilGlint(0.15 * facet, uP0 * 0.14));
  // The dents' own sharp reflections: sparse glints over the whole face, each at its own tilt.
  float sparkle = luma(foilGlint(facet, 0.035));
  float t = clamp(0.9 * broad + 0.6 * sparkle, 0.0, 1.0);
  // Level is the light's luma (the metal law reads luma): colour from the ramp, brightness apart,
  // so the deep end of the ramp does not pull the turned-away face dark.
  vec3 tone = goldTone(0.2 + 0.8 * t);
  float level = 0.43 + 1.3 * broad + uP1 * 0.6 * sparkle;
  return tone / max(luma(tone), 0.05) * level;
}
`,
});
