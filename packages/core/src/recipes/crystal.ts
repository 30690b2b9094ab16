import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crystal = defineRecipe({
  id: 'crystal',
  family: 'field',
  look: 'large angular crystal facets with sharp edges',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uDepth: 0.25, uArtGate: 0.6 },
  familyOverrides: {
    uDepth:
      'the pattern is carried as added light at a low even luma (its structure a sub-threshold lift, the lamp a grating/glint over it); at the family 0.6 that base reads as a dimmed print, so the off foil dims by at most a fifth',
  },
  params: {
    uP0: {
      label: 'Cuts',
      min: 3,
      max: 12,
      step: 1,
      default: 10,
      hint: 'Straight cleavage lines across the card',
    },
    uP1: {
      label: 'Flash rate',
      min: 0.2,
      max: 3,
      step: 0.05,
      default: 1.2,
      hint: 'Tilt needed to swing a facet from dim to bright',
    },
    uP2: { label: 'Edge sharpness', min: 0, max: 1, step: 0.05, default: 0.7 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Facets at one low, even luma (no dark cell), each a mirror tilted its own way: whole facets
// flash in their colour at their own tilt; the cuts are bright bevels.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - 0.5) * vec2(1.0, CARD_ASPECT) * uScale;
  // Straight cuts across the face; the side of every cut a point lies on names its facet.
  float id = 1.0;
  float edge = 8.0;
  for (int i = 0; i < 12; i++) {
    float k = float(i);
    if (k < uP0) {
      float a = PI * hash21(vec2(k, 3.1));
      vec2 n = vec2(cos(a), sin(a));
      vec2 through = (hash22(vec2(k, 5.3)) - 0.5) * vec2(0.9, 0.9 * CARD_ASPECT);
      float side = dot(q - through, n);
      id = id * 2.0 + step(0.0, side);
      edge = min(edge, abs(side));
    }
  }
  vec2 key = vec2(id * 0.013, 1.7);
  float seed = hash21(key);
  vec2 normal = hash22(key + 4.1) * 2.0 - 1.0;
  float facing = dot(tilt, normal);
  vec3 col = hueRamp(seed * 1.2 + facing * 0.45 + dot(q, normal) * 0.4);
  float shade = 0.08 + 0.2 * fract(seed * 7.3) + 0.03 * dot(q, normal);
  vec3 base = col * (shade / max(luma(col), 0.05));
  // Each facet's mirror is turned off the flat card's reflection drift, within a +-0.55 tilt.
  vec2 slope = vec2(-0.31 * (uv.x - 0.5), 0.17 - 0.42 * (uv.y - 0.5)) + (hash22(key + 7.3) - 0.5) * vec2(0.2, 0.2);
  // A facet's flash runs through the spectrum from its own hue as it swings through the lamp.
  vec3 s = gLightTS + gViewTS;
  float swing = dot(s.xy / max(s.z, 1e-3) - slope, normal);
  vec3 ramp = hueRamp(seed * 1.2 + 12.0 * swing);
  vec3 spectral = mix(ramp, clamp(1.8 * ramp - 0.8, 0.0, 1.0), uSat);
  vec3 flash = foilGlint(slope, 0.1 / uP1) * spectral;
  float line = (1.0 - smoothstep(0.002, 0.002 + 0.012 * (1.0 - uP2 * 0.8), edge)) * uP2;
  return base + 3.0 * flash + line * (0.35 + foilGlint(slope.yx, 0.12));
}
`,
});
