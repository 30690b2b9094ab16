import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crackedIce = defineRecipe({
  id: 'cracked-ice',
  family: 'field',
  look: 'shattered facets (cellular), each facet its own hue, lit by tilt',
  // Cracked ice is a holo-window and full-face foil: dark art means foil, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Facets across', min: 3, max: 30, step: 0.5, default: 11 },
    uP1: {
      label: 'Shard scatter',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.18,
      hint: 'How far each shard\u2019s grooves turn from the sheet\u2019s: more = shards flash more on their own',
    },
    uP2: {
      label: 'Crack glint',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.6,
      hint: 'Brightness of the bevelled cracks when the lamp reaches their slope',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Shattered ice: every shard is a patch of embossed grating whose grooves are turned its own way
// and whose pitch is its own, so at one tilt only the shards lined up with the lamp light, each in
// its own colour, and a turn of the card hands the light to others. The shards share a common
// lean (the sheet was embossed as one), so lit shards cluster into a moving gleam rather than
// scattering a fine on/off mosaic. A crack is a thin bevel: a mirror facet tipped across it,
// which only adds a glint when the lamp reaches its slope.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  // Sites sit 0.2..0.8 into their cell, so the 2x2 block nearest p holds the nearest site.
  vec2 block = floor(p - 0.5);
  float f1 = 8.0;
  float f2 = 8.0;
  vec2 id = block;
  vec2 site = block;
  vec2 site2 = block;
  for (int j = 0; j < 2; j++) {
    for (int i = 0; i < 2; i++) {
      vec2 n = block + vec2(float(i), float(j));
      vec2 pt = n + 0.2 + 0.6 * hash22(n);
      float d = length(p - pt);
      if (d < f1) {
        f2 = f1;
        site2 = site;
        f1 = d;
        id = n;
        site = pt;
      } else if (d < f2) {
        f2 = d;
        site2 = pt;
      }
    }
  }
  float seed = hash21(id + 1.3);
  float a = 1.25 + uP1 * (hash21(id + 5.7) - 0.5) + 0.01 * uTime;
  float pitch = 1.25 * (0.97 + 0.06 * seed);
  vec3 shard = (0.9 + 0.1 * hash21(id + 9.1)) * foilDiffraction(vec2(cos(a), sin(a)), pitch, 0.02);
  vec2 across = normalize(site2 - site + 1e-4);
  float crack = 1.0 - smoothstep(0.0, 0.06, f2 - f1);
  vec3 glint = crack > 0.0 ? foilGlint(across * (0.35 * seed - 0.05), 0.05) : vec3(0.0);
  return 2.6 * shard + uP2 * crack * glint;
}
`,
});
