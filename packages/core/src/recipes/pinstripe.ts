import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { LINE_GLOW, gratingBandWidth } from './light-shaping.js';

export const pinstripe = defineRecipe({
  id: 'pinstripe',
  family: 'line',
  look: 'fine parallel diagonal lines, rainbow shifting along them',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.3, uArtGate: 0 },
  familyOverrides: {
    uDepth:
      'the lines always glow a little above the scan and the gaps between them are the dimmed foil: at the family 0.45 the gaps read as dark scanlines (dark structure 23% against 1.0% here); 0.3 is the depth of line-holo',
  },
  params: {
    uP0: { label: 'Lines across', min: 15, max: 120, step: 1, default: 48, hint: 'Stripes per card width' },
    uP1: {
      label: 'Line width',
      min: 0.1,
      max: 0.7,
      step: 0.01,
      default: 0.34,
      hint: 'Share of each period the line fills',
    },
    uP2: {
      label: 'Colour travel',
      min: 0,
      max: 2,
      step: 0.05,
      default: 1,
      hint: 'How far the rainbow runs along the lines per unit of tilt',
    },
    uP3: gratingBandWidth(0.02, 'Lobe width of the grating: wider lights a broader, paler band'),
  },
  glsl: /* glsl */ `
${LINE_GLOW}
// Diagonal lines always a little above the scan in a rainbow along them (never dark gaps), over
// a grating along the lines: its band sweeps the face, and the lines' pitch differs from the
// gaps', so inside the band they flare in colour.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec2 along = vec2(0.7071, 0.7071);
  vec2 across = vec2(-0.7071, 0.7071);
  float u = dot(q, along);
  float v = dot(q, across) * uP0;
  float off = abs(fract(v) - 0.5);
  float stripe = 1.0 - smoothstep(0.5 * uP1 - 0.1, 0.5 * uP1 + 0.1, off);
  float hue = 1.1 * u + uP2 * dot(tilt, vec2(0.9, 0.6)) + 0.01 * uTime;
  float level = 0.85 + 0.15 * cos(TAU * (0.8 * u - 0.7 * tilt.x + 0.3 * tilt.y));
  vec3 glow = glowAtLevel(hue, (0.05 + 0.45 * stripe) * level);
  float pitch = DIFF_PITCH * (1.0 + 0.035 * cos(TAU * v));
  vec3 band = 3.5 * foilDiffraction(across, pitch, uP3);
  return glow + mix(easeToCap(band, 0.5), band, stripe);
}
`,
});
