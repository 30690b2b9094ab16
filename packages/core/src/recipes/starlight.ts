import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const starlight = defineRecipe({
  id: 'starlight',
  family: 'flash',
  look: 'sparse star points that twinkle on and off as the card tilts',
  // A holo window: the dark printed art box is where the foil is, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.8 },
  params: {
    uP0: { label: 'Stars across', min: 6, max: 60, step: 1, default: 22 },
    uP1: { label: 'Star size', min: 0.05, max: 0.45, step: 0.01, default: 0.22 },
    uP2: {
      label: 'Twinkle rate',
      min: 0.2,
      max: 4,
      step: 0.05,
      default: 1.6,
      hint: 'Higher: a star needs less tilt to turn on and off (a sharper grating lobe)',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.3 + 0.4 * hash22(cell));
  // The WOTC star holo reads as stars at many depths: a far star is a wider, softer patch whose
  // grating lobe is also wider (it twinkles over more tilt, and paler).
  float depth = hash21(cell + 4.2);
  float size = uP1 * (0.6 + 0.8 * hash21(cell + 5.9)) * (0.8 + 0.5 * depth);
  float r = length(f);
  float core = 1.0 - smoothstep(0.25 * size, (1.1 + 0.9 * depth) * size, r);
  float rays = max(1.0 - abs(f.x) / (size * 0.2), 0.0) * max(1.0 - abs(f.y) / (2.6 * size), 0.0)
             + max(1.0 - abs(f.y) / (size * 0.2), 0.0) * max(1.0 - abs(f.x) / (2.6 * size), 0.0);
  float star = clamp(core + (1.0 - depth) * rays, 0.0, 1.0);
  if (star <= 0.0) return vec3(0.0);
  // Each star is a dot of grating with its own groove direction and pitch. It lights only while
  // the lamp's order reaches the eye (foilDiffraction's u and v condition), so at one tilt a few
  // stars burn in one colour and the rest are off. Dispersion axes stay within ~50 degrees of
  // vertical, where the lamp above the viewer can reach them over the sweep.
  float ang = 0.5 * PI + 1.2 * (hash21(cell + 8.3) - 0.5);
  float pitch = mix(0.8, 1.0, hash21(cell + 2.1));
  float spread = mix(0.01, 0.024, depth) / max(uP2, 0.05);
  vec3 glow = foilDiffraction(vec2(cos(ang), sin(ang)), pitch, spread);
  return min(glow * (4.0 - 2.0 * depth), 1.0) * star;
}
`,
});
