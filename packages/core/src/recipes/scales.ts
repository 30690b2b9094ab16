import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const scales = defineRecipe({
  id: 'scales',
  family: 'field',
  look: 'overlapping fish scales, rim-lit',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Scales across', min: 4, max: 30, step: 0.5, default: 12 },
    uP1: {
      label: 'Rim width',
      min: 0.05,
      max: 0.6,
      step: 0.01,
      default: 0.28,
      hint: 'How much of each scale the rim takes (finer pitch, steeper fan)',
    },
    uP2: {
      label: 'Dome',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.8,
      hint: 'How far the grooves fan across each scale, so how far apart its middle and rim light',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Each scale is a small domed cell of grating: its grooves lie across the card, as on the sheet
// around it, but fan with the dome, most at the rim. So the lamp's band crosses every scale it
// reaches and each scale shows a gradient of colour from its middle to its rim, with the rim
// catching the band at a slightly different tilt. Scales differ a little in pitch, so a lit row
// is a mosaic of colours; the outline is colour, never a dark line.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  const float RADIUS = 0.62;
  // Rows every half scale, odd rows offset by half; the higher row lies on top, so each
  // scale shows its lower crescent.
  float row0 = floor(p.y * 2.0);
  vec2 centre = vec2(0.0);
  float rowId = row0;
  float found = 0.0;
  for (int k = 0; k < 4; k++) {
    float row = row0 + 2.0 - float(k);
    float shift = 0.5 * mod(row, 2.0);
    vec2 c = vec2(floor(p.x - shift + 0.5) + shift, row * 0.5);
    if (found < 0.5 && length(p - c) < RADIUS) {
      centre = c;
      rowId = row;
      found = 1.0;
    }
  }
  vec2 v = (p - centre) / RADIUS;
  float d = length(v);
  float seed = hash21(vec2(floor(centre.x * 2.0), rowId) + 4.4);
  float rim = smoothstep(1.0 - uP1, 1.0, d);
  vec2 dir = vec2(0.0, 1.0) + uP2 * 0.14 * v * (0.4 + 0.6 * rim);
  float pitch = 1.38 + 0.03 * (seed - 0.5) - 0.03 * rim;
  return 2.5 * foilDiffraction(dir, pitch, 0.02);
}
`,
});
