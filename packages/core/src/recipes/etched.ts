import { FAMILIES } from '../families.js';
import { NOISE_WITH_GRADIENT } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const etched = defineRecipe({
  id: 'etched',
  family: 'field',
  look: 'texture-following relief glint; uses the etch plate when supplied (gEtch, gEtchSlope) and a procedural relief when not',
  // Etched foil covers the full face (art included), so the art gate is on, a little softer.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.5 },
  params: {
    uP0: {
      label: 'Relief scale',
      min: 1,
      max: 16,
      step: 0.25,
      default: 8,
      hint: 'Size of the procedural relief (no plate)',
    },
    uP1: {
      label: 'Relief depth',
      min: 0.5,
      max: 12,
      step: 0.25,
      default: 4,
      hint: 'How steep the relief is, so how fast glints switch',
    },
    uP2: { label: 'Glint sharpness', min: 2, max: 48, step: 1, default: 14 },
    uP3: {
      label: 'Silver base',
      min: 0.5,
      max: 0.7,
      step: 0.01,
      default: 0.52,
      hint: 'Brightness of the relief-shaded silver between the lights; under 0.5 MAIN would dim the face',
    },
  },
  glsl: /* glsl */ `
${NOISE_WITH_GRADIENT}

// Etched foil is a silver sheet embossed with a relief, so the relief always shows: silver shaded
// by the lamp (slopes tipped toward the half-way vector brighter), kept at luma 0.5 or above so
// MAIN never dims the face into a cast. Over it a sun-pillar grating band climbs with tilt; its
// grooves are bent by the relief, so the band's colours break along the texture instead of
// lying over it, and the steep facets glint in turn as the card tips. With a plate, the plate
// is the relief and its value is where the foil is etched.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 slope;
  float etchArea;
  if (uEtchOn > 0.5) {
    slope = gEtchSlope * 8.0;
    etchArea = gEtch;
  } else {
    // Terraced noise contours, like an engraved texture: h = sin(3 TAU n), slope by the chain rule.
    vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
    vec3 n1 = noiseWithGradient(p);
    vec3 n2 = noiseWithGradient(p * 2.03 + 7.1);
    float n = 0.65 * n1.x + 0.35 * n2.x;
    vec2 grad = 0.65 * n1.yz + 0.35 * 2.03 * n2.yz;
    slope = 0.5 * cos(TAU * 3.0 * n) * TAU * 3.0 * grad / uP0;
    etchArea = smoothstep(0.1, 0.6, length(slope));
  }
  vec2 facet = slope * (0.1 * uP1) * etchArea;
  vec3 s = gLightTS + gViewTS;
  vec2 hs = s.xy / max(s.z, 0.05);
  // Emboss shading, soft-limited so no slope flattens into a grey patch. The shadowed slopes dip
  // under luma 0.5 on purpose: on pale ink only a little dimming makes the texture readable.
  float lean = 6.0 * dot(facet, hs) / (length(hs) + 0.05);
  float shade = lean / sqrt(1.0 + lean * lean);
  // Cool silver in the shadows, warm in the light, as a lit relief looks; grey when uSat is 0.
  vec3 tint = mix(vec3(1.0), mix(vec3(0.9, 0.97, 1.14), vec3(1.04, 1.0, 0.92), 0.5 + 0.5 * shade), uSat);
  // Near the mirror angle the relief takes the glare: the facets tipped to the half-way vector
  // catch it (a cool silver, the blue edge of the near-mirror fringe, which still lifts warm ink)
  // and the facets turned away dim a little, so the etch lines read where a flat foil washes out.
  float mirror = exp(-22.0 * dot(hs, hs));
  float caught = mirror * luma(foilGlint(facet, 0.07));
  vec3 silver = tint * (uP3 + 0.2 * shade) * (1.0 - 0.4 * (mirror - caught));
  silver = mix(silver, mix(vec3(0.63), vec3(0.3, 0.7, 1.0), uSat), 0.85 * caught);
  vec3 band = 6.0 * foilDiffraction(vec2(0.0, 1.0) + 1.5 * facet, 1.38 + 0.3 * facet.y, 0.028);
  // A facet barely tipped is the flat foil's own mirror, which the shared glare already draws.
  float tipped = smoothstep(0.03, 0.12, length(facet));
  vec3 glint = tipped > 0.0 ? tipped * foilGlint(facet, 0.6 / uP2) : vec3(0.0);
  // The band replaces the grey (which caps its colour), their sum kept at luma 0.5.
  return silver * max(1.0 - 2.0 * luma(band), 0.15) + band + 2.5 * glint;
}
`,
});
