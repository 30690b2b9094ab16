import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const blockStamp = defineRecipe({
  id: 'block-stamp',
  family: 'stamp',
  look: 'small embossed squares on a staggered grid',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Blocks across', min: 4, max: 24, step: 0.5, default: 10 },
    uP1: {
      label: 'Block size',
      min: 0.12,
      max: 0.42,
      step: 0.01,
      default: 0.24,
      hint: 'Half-width, as a fraction of the spacing',
    },
    uP2: { label: 'Bevel', min: 0.02, max: 0.15, step: 0.005, default: 0.06 },
    uP3: {
      label: 'Stagger',
      min: 0,
      max: 0.5,
      step: 0.05,
      default: 0.5,
      hint: 'Row offset in cells: 0 square grid, 0.5 brick',
    },
  },
  glsl: /* glsl */ `
// The foil's grating where it leans with slope s (an embossed facet): turn the lamp and the
// eye into the facet's frame (first order in s), ask the helper, then put both back, since
// MAIN's glare reads them after foilPattern.
vec3 blockFacetLight(vec2 dir, float pitch, vec2 s) {
  vec3 l = gLightTS;
  vec3 v = gViewTS;
  gLightTS = normalize(vec3(l.xy - s * l.z, l.z + dot(s, l.xy)));
  gViewTS = normalize(vec3(v.xy - s * v.z, v.z + dot(s, v.xy)));
  vec3 c = foilDiffraction(dir, pitch, 0.025);
  gLightTS = l;
  gViewTS = v;
  return c;
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += uP3 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float d = sdRoundRect(f, vec2(uP1), 0.02);
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  // The sheet: one linear grating whose rainbow band travels over the card with the tilt. The
  // pitch is chirped from foot to head: the lamp's half vector is short near the top of the
  // card, and a coarser pitch there lets the first order reach the eye over the whole height.
  vec2 grooves = vec2(0.0, 1.0);
  float pitch = mix(1.0, 1.6, uv.y);
  vec3 light = vec3(0.0);
  if (inside < 0.999) light += (1.0 - inside) * 3.0 * foilDiffraction(grooves, pitch, 0.025);
  if (inside > 0.001) {
    // A square's bevel is four flat sides leaning away from its centre: the side nearest here
    // picks the lean, so each side meets the lamp at its own tilt. The blocks are small, so the
    // flat top keeps the sheet's grating: a top dark inside a lit band would print a dot grid.
    vec2 outward = abs(f.x) > abs(f.y) ? vec2(sign(f.x), 0.0) : vec2(0.0, sign(f.y));
    float bevel = 1.0 - smoothstep(0.7 * uP2, uP2, -d);
    vec2 slope = 0.16 * bevel * outward;
    vec3 facet = 3.0 * blockFacetLight(grooves, pitch, slope) + 0.8 * foilGlint(slope, 0.06);
    light += inside * facet;
  }
  return light;
}
`,
});
