import { FAMILIES } from '../families.js';
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
      default: 5,
      hint: 'Size of the procedural relief (no plate)',
    },
    uP1: {
      label: 'Relief depth',
      min: 0.5,
      max: 12,
      step: 0.25,
      default: 4,
      hint: 'How steeply the relief tips its facets, so how far apart in tilt its glints light',
    },
    uP2: {
      label: 'Glint sharpness',
      min: 2,
      max: 48,
      step: 1,
      default: 14,
      hint: 'How mirror-like each facet is: sharper glints light over a smaller tilt',
    },
    uP3: {
      label: 'Quiet foil',
      min: 0.3,
      max: 0.9,
      step: 0.05,
      default: 0.8,
      hint: "Brightness of the flat foil's own sheen band under the relief",
    },
  },
  glsl: /* glsl */ `
// Value noise with its analytic gradient (one set of four hashes gives both), so the procedural
// relief costs no finite-difference taps.
vec3 etchedNoise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = p - i;
  vec2 u = f * f * (3.0 - 2.0 * f);
  vec2 du = 6.0 * f * (1.0 - f);
  float a = hash21(i);
  float b = hash21(i + vec2(1.0, 0.0));
  float c = hash21(i + vec2(0.0, 1.0));
  float d = hash21(i + vec2(1.0, 1.0));
  float k = a - b - c + d;
  return vec3(a + (b - a) * u.x + (c - a) * u.y + k * u.x * u.y,
              du * vec2(b - a + k * u.y, c - a + k * u.x));
}

// Etched foil is a quiet sun-pillar grating (the flat foil: a soft band that climbs with tilt)
// under an embossed relief. The relief's facets are small mirrors tipped by its slope: each
// lights, in the lamp's colour, only where the half-way vector has its slope, so the texture
// shows as sparse glints that crawl along the etch as the card tips, not as a printed texture.
// The relief also nudges the grating's pitch, so inside the band the etch reads as a faint hue
// shift. With a plate, the plate is the relief and its value is where the foil is etched.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 slope;
  float etchArea;
  if (uEtchOn > 0.5) {
    slope = gEtchSlope * 8.0;
    etchArea = gEtch;
  } else {
    // Terraced noise contours, like an engraved texture: h = sin(3 TAU n), slope by the chain rule.
    vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
    vec3 n1 = etchedNoise(p);
    vec3 n2 = etchedNoise(p * 2.03 + 7.1);
    float n = 0.65 * n1.x + 0.35 * n2.x;
    vec2 grad = 0.65 * n1.yz + 0.35 * 2.03 * n2.yz;
    slope = 0.5 * cos(TAU * 3.0 * n) * TAU * 3.0 * grad * 0.05;
    etchArea = 1.0;
  }
  vec2 facet = slope * uP1 * 0.2;
  float pitch = 1.38 + 0.03 * clamp(facet.y, -1.0, 1.0);
  vec3 quiet = 3.0 * uP3 * foilDiffraction(vec2(0.0, 1.0), pitch, 0.022);
  // A facet barely tipped is the flat foil's own mirror, which the shared glare already draws.
  float tipped = smoothstep(0.03, 0.12, length(facet)) * etchArea;
  vec3 glint = tipped > 0.0 ? foilGlint(facet, 0.6 / uP2) : vec3(0.0);
  return quiet + 0.9 * tipped * glint;
}
`,
});
