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
      hint: 'How steep the relief is, so how fast glints switch',
    },
    uP2: { label: 'Glint sharpness', min: 2, max: 48, step: 1, default: 14 },
    uP3: {
      label: 'Quiet foil',
      min: 0.3,
      max: 0.9,
      step: 0.05,
      default: 0.8,
      hint: 'Level of the flat, un-etched foil',
    },
  },
  glsl: /* glsl */ `
// Procedural relief: terraced noise contours, like an engraved texture.
float etchedHeight(vec2 p) {
  float n = fnoise(p);
  return 0.5 + 0.5 * sin(TAU * n * 3.0);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 slope;
  float etchArea;
  if (uEtchOn > 0.5) {
    slope = gEtchSlope * 8.0;
    etchArea = gEtch;
  } else {
    vec2 p = q * uP0;
    const float E = 0.04;
    slope = vec2(etchedHeight(p + vec2(E, 0.0)) - etchedHeight(p - vec2(E, 0.0)),
                 etchedHeight(p + vec2(0.0, E)) - etchedHeight(p - vec2(0.0, E))) / (2.0 * E) / uP0;
    etchArea = smoothstep(0.1, 0.6, length(slope));
  }
  vec3 n = normalize(vec3(-slope * uP1, 1.0));
  // The glint: the relief normal against the half vector of the eye and a key light above it.
  vec3 eye = normalize(gViewTS + vec3(tilt * 0.35, 0.0));
  vec3 h = normalize(eye + normalize(vec3(0.0, 0.45, 1.0)));
  float glint = pow(max(dot(n, h), 0.0), uP2);
  float flatGlint = pow(max(h.z, 0.0), uP2);
  float relief = clamp(0.5 + 2.5 * (glint - flatGlint), 0.0, 1.0);
  float quietT = dot(uv, vec2(0.5, 0.6)) + dot(tilt, vec2(0.6, 0.5)) * 0.6;
  vec3 quiet = hueRamp(quietT) * uP3;
  vec3 lit = mix(hueRamp(quietT + dot(n.xy, vec2(0.8, 0.6)) * 2.0 + 0.3), vec3(1.0), 0.3 * relief) * (0.6 + 0.45 * relief);
  return mix(quiet, lit, etchArea);
}
`,
});
