import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { LINE_GLOW, gratingBandWidth } from './light-shaping.js';

export const sunburst = defineRecipe({
  id: 'sunburst',
  family: 'line',
  look: 'a fine fan of many-hued rays from a point off-card, a band of them catching the light',
  // A holo-window foil: rays light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.2, uArtGate: 0.7, uSpecular: 0.12 },
  familyOverrides: {
    uDepth:
      'the rays always glow a little above the scan and the gaps between them are the dimmed foil: at the family 0.45 the fine gaps read as dark spokes (dark structure 31% in the ray gaps of the old version); at 0.2 the gaps stay foil (dark structure 0.0%)',
  },
  params: {
    uP0: {
      label: 'Rays',
      min: 8,
      max: 160,
      step: 1,
      default: 96,
      hint: 'Rays per half turn around the source',
    },
    uP1: { label: 'Ray sharpness', min: 1, max: 16, step: 0.5, default: 8 },
    uP2: {
      label: 'Rotation',
      min: 0,
      max: 0.4,
      step: 0.01,
      default: 0.03,
      hint: 'Radians the burst turns per unit of tilt',
    },
    uP3: gratingBandWidth(0.03, 'Lobe width of the grating: wider lights a broader, paler band of rays'),
  },
  glsl: /* glsl */ `
${LINE_GLOW}
// Fine rays from above the top-left corner (the atan seam points off the card), each a little
// above the scan in its own hue, so the fan reads at every tilt and no hue dominates. Grooves run
// along the rays: the lamp lights the band of rays square to its reflection, which swings round
// the source with tilt.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT);
  vec2 d = q - vec2(-0.18, CARD_ASPECT + 0.3);
  float r = max(length(d), 1e-4);
  vec2 radial = d / r;
  float a = atan(d.y, d.x) + uP2 * dot(tilt, vec2(0.8, -0.6));
  float phase = a / PI * uP0 * uScale;
  float seed = hash21(vec2(floor(phase + 0.5), 3.7));
  float ray = pow(0.5 + 0.5 * cos(TAU * phase), uP1);
  // Bright and dim runs along each ray: sparkle, not stripes.
  float run = 0.45 + 0.55 * vnoise(vec2(7.3 * floor(phase + 0.5), 14.0 * r * uScale));
  float hue = seed + 0.4 * r + 0.3 * dot(tilt, vec2(0.6, -0.8));
  vec3 glow = glowAtLevel(hue, 0.05 + 0.3 * ray * run);
  vec2 across = vec2(-radial.y, radial.x);
  vec3 sheet = 6.0 * foilDiffraction(across, DIFF_PITCH, uP3);
  // Between the rays the band is held at a low cap and broken by grain, so it never washes the
  // art out; the rays' own pitch (a little different each) makes them flare in other colours.
  float grain = vnoise(vec2(2.0 * phase, 16.0 * r * uScale));
  sheet *= (0.34 / max(0.34, luma(sheet))) * (0.55 + 0.75 * grain);
  vec3 flare = 4.0 * foilDiffraction(across, DIFF_PITCH * (1.1 + 0.12 * (seed - 0.5)), uP3);
  return glow + sheet + ray * flare;
}
`,
});
