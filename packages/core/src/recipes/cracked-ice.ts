import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const crackedIce = defineRecipe({
  id: 'cracked-ice',
  family: 'field',
  look: 'shattered facets (cellular), each facet its own hue, lit by tilt',
  // Cracked ice is a holo-window and full-face foil: dark art means foil, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uDepth: 0.25, uArtGate: 0.7 },
  familyOverrides: {
    uDepth:
      'the gaps between its bright elements dim the scan in stripes or cells at the family depth (dark structure); this depth dims them evenly enough to read as foil that is off',
  },
  params: {
    uP0: { label: 'Facets across', min: 3, max: 30, step: 0.5, default: 11 },
    uP1: {
      label: 'Flash rate',
      min: 0.2,
      max: 3,
      step: 0.05,
      default: 1.1,
      hint: 'How sharply a shard glints: higher, a narrower flash at the lamp',
    },
    uP2: { label: 'Crack brightness', min: 0, max: 1, step: 0.05, default: 0.6 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Cracked ice: every shard is a flat mirror tipped its own way about the card's mean reflection
// (so at any tilt, the mirror angle included, some shards face the lamp). A shard brightens in
// its own hue as it turns toward the lamp, flashes at it, and its hue runs as it swings past;
// specks under the shards sparkle at their own tilts. Unlit shards sit at one low even luma, and
// the cracks are thin bright bevels. No grating or spectral fit: under the shards' own glints
// they changed the look by under 1% (mean absolute error) and were the recipe's dearest part.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  float f1 = 8.0;
  float f2 = 8.0;
  vec2 id = cell;
  vec2 site = cell;
  vec2 site2 = cell;
  for (int j = 0; j < 3; j++) {
    for (int i = 0; i < 3; i++) {
      vec2 n = cell + vec2(float(i) - 1.0, float(j) - 1.0);
      vec2 pt = n + hash22(n);
      float d = length(p - pt);
      // 0-or-1 weights, not ifs: SwiftShader pays for both sides of a per-pixel branch.
      float nearest = float(d < f1);
      float second = (1.0 - nearest) * float(d < f2);
      f2 = nearest * f1 + second * d + (1.0 - nearest - second) * f2;
      f1 = nearest * d + (1.0 - nearest) * f1;
      site2 = nearest * site + second * pt + (1.0 - nearest - second) * site2;
      id = nearest * n + (1.0 - nearest) * id;
      site = nearest * pt + (1.0 - nearest) * site;
    }
  }
  float seed = hash21(id + 1.3);
  vec2 h = hash22(id + 5.7);
  vec2 h2 = hash22(id + 9.1);
  // The flat card's mirror slope drifts over the face; each shard is tipped off it by up to 0.17.
  vec2 drift = vec2(-0.31 * (uv.x - 0.5), 0.17 - 0.42 * (uv.y - 0.5));
  vec2 slope = drift + (h - 0.5) * 0.34;
  vec3 s = gLightTS + gViewTS;
  vec2 off = s.xy / max(s.z, 1e-3) - slope;
  // One low, even luma, silver lightly tinted by the shard's hue, shaded a little across it.
  vec3 col = mix(vec3(1.0), hueRamp(seed * 1.6 + dot(tilt, h - 0.5) * 0.6), 0.55);
  float shade = 0.12 + 0.03 * h2.x + 0.04 * dot(p - site, h - 0.5);
  vec3 base = col * (shade / max(luma(col), 0.05));
  // The shard's mirror: a broad lobe (each shard brightens and fades at its own tilt) and a sharp
  // glint at the lamp, in the shard's own hue, which runs as it swings.
  float run = seed * 1.6 + 2.5 * (off.x - off.y);
  vec3 ramp = hueRamp(run);
  vec3 hue = mix(ramp, clamp(1.8 * ramp - 0.8, 0.0, 1.0), uSat);
  float sharp = foilGlint(slope, 0.07 / uP1).x;
  vec3 glint = foilGlint(slope, 0.13).x * 2.0 * hue + sharp * (2.5 * hue + sharp * 0.6);
  // Specks under the shards: sparse tiny mirrors, each tipped its own way.
  vec2 q = p * 4.0;
  vec2 qc = floor(q);
  vec2 qh = hash22(qc + 3.3);
  float speck = (1.0 - smoothstep(0.12, 0.3, length(fract(q) - qh * 0.5 - 0.25))) * step(0.55, hash21(qc + 7.7));
  vec3 sparkle = speck * foilGlint(drift + (qh - 0.5) * 0.5, 0.05);
  // The crack: a thin bevel, always a little lit, glinting when its slope meets the lamp.
  vec2 across = normalize(site2 - site + 1e-4);
  float crack = (1.0 - smoothstep(0.0, 0.06, f2 - f1)) * uP2;
  vec3 bevel = crack * (0.18 + foilGlint(drift + across * (0.3 * seed - 0.1), 0.06));
  return base + glint + 1.5 * sparkle + bevel;
}
`,
});
