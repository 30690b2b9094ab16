import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { LINE_GLOW, gratingBandWidth } from './light-shaping.js';

export const crosshatch = defineRecipe({
  id: 'crosshatch',
  family: 'line',
  look: 'two line sets crossing at an angle, each lit at its own tilt',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.3, uArtGate: 0 },
  familyOverrides: {
    uDepth:
      'the lines always glow a little above the scan and the diamonds between them are the dimmed foil: at the family 0.45 they read as a dark mesh (dark structure 28% against 2.5% here); 0.3 is the depth of line-holo',
  },
  params: {
    uP0: { label: 'Lines across', min: 8, max: 70, step: 1, default: 26 },
    uP1: {
      label: 'Crossing angle',
      min: 20,
      max: 90,
      step: 1,
      default: 60,
      hint: 'Degrees between the two line sets',
    },
    uP2: { label: 'Line width', min: 0.08, max: 0.6, step: 0.01, default: 0.28 },
    uP3: gratingBandWidth(0.02, 'Lobe width of each grating: wider lights broader, paler bands'),
  },
  glsl: /* glsl */ `
float hatchLines(float w) {
  float off = abs(fract(w) - 0.5);
  return 1.0 - smoothstep(0.5 * uP2 - 0.08, 0.5 * uP2 + 0.08, off);
}

${LINE_GLOW}
// Two line sets, each always a little above the scan in its own rainbow (never dark lines),
// each over a grating along its lines: two crossing bands travel with tilt, and a line's pitch
// differs from its gap's, so inside a band its lines flare in colour.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float h = radians(0.5 * uP1);
  vec2 na = vec2(cos(h), sin(h));
  vec2 nb = vec2(cos(h), -sin(h));
  float wa = dot(q, na) * uP0;
  float wb = dot(q, nb) * uP0;
  float a = hatchLines(wa);
  float b = hatchLines(wb);
  float litA = smoothstep(-0.5, 0.6, dot(tilt, vec2(0.8, 0.6)));
  float litB = smoothstep(-0.5, 0.6, dot(tilt, vec2(-0.8, 0.6)));
  vec3 glow = glowAtLevel(0.9 * dot(q, vec2(-na.y, na.x)) + 0.5 * tilt.y, 0.025 + a * (0.18 + 0.15 * litA))
    + glowAtLevel(0.9 * dot(q, vec2(-nb.y, nb.x)) + 0.5 - 0.5 * tilt.x, 0.025 + b * (0.18 + 0.15 * litB));
  float pa = DIFF_PITCH * (1.0 + 0.05 * cos(TAU * wa));
  float pb = DIFF_PITCH * (1.0 + 0.05 * cos(TAU * wb));
  vec3 bandA = 3.0 * foilDiffraction(na, pa, uP3);
  vec3 bandB = 3.0 * foilDiffraction(nb, pb, uP3);
  return glow + mix(easeToCap(bandA, 0.45), bandA, a) + mix(easeToCap(bandB, 0.45), bandB, b);
}
`,
});
