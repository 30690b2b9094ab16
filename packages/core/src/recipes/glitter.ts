import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const glitter = defineRecipe({
  id: 'glitter',
  family: 'flash',
  look: 'dense but tiny glints, each a single fleck of spectrum',
  // A full-face glitter foil, as on full-art printings: the art gate lets it show through dark art.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.6 },
  params: {
    uP0: { label: 'Flecks across', min: 40, max: 180, step: 1, default: 96 },
    uP1: { label: 'Fleck size', min: 0.1, max: 0.45, step: 0.01, default: 0.26 },
    uP2: {
      label: 'Sparkle rate',
      min: 0.5,
      max: 4,
      step: 0.05,
      default: 1.8,
      hint: 'Higher: less tilt turns a fleck on, through its colours and off (a sharper grating lobe)',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.3 + 0.4 * hash22(cell));
  float fleck = 1.0 - smoothstep(0.5 * uP1, 1.3 * uP1, length(f));
  if (fleck <= 0.0) return vec3(0.0);
  // Each fleck is a cut of holographic film: a grating with its own groove direction and pitch.
  // It lights in one spectral colour only while its order reaches the eye, and walks through the
  // spectrum (then goes dark) as the tilt moves on. Dispersion axes stay within ~50 degrees of
  // vertical, the directions the lamp above the viewer sweeps; the lobe narrows as the rate rises.
  float ang = 0.5 * PI + 1.2 * (hash21(cell + 7.7) - 0.5);
  float pitch = mix(0.8, 1.0, hash21(cell + 1.7));
  vec3 glow = foilDiffraction(vec2(cos(ang), sin(ang)), pitch, 0.026 / max(uP2, 0.1));
  return min(5.0 * glow, 1.0) * fleck;
}
`,
});
