import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const starStamp = defineRecipe({
  id: 'star-stamp',
  family: 'stamp',
  look: 'a sheet with embossed star stamps on a regular grid',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Stars across', min: 3, max: 14, step: 0.5, default: 6 },
    uP1: {
      label: 'Star size',
      min: 0.2,
      max: 0.48,
      step: 0.01,
      default: 0.36,
      hint: 'Tip radius, as a fraction of the spacing',
    },
    uP2: {
      label: 'Bevel',
      min: 0.02,
      max: 0.15,
      step: 0.005,
      default: 0.06,
      hint: 'Width of the embossed edge',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// Signed distance to a five-point star, tip up: fold into one half-sector, then measure
// against the edge from the tip to the inner vertex (negative inside).
float starStampSd(vec2 p, float outer, float inner) {
  float seg = TAU / 5.0;
  float a = atan(p.x, p.y + 1e-5);
  a = abs(mod(a + 0.5 * seg, seg) - 0.5 * seg);
  vec2 s = length(p) * vec2(sin(a), cos(a));
  vec2 tip = vec2(0.0, outer);
  vec2 e = inner * vec2(sin(0.5 * seg), cos(0.5 * seg)) - tip;
  vec2 w = s - tip;
  float h = clamp(dot(w, e) / dot(e, e), 0.0, 1.0);
  float side = e.x * w.y - e.y * w.x;
  return length(w - e * h) * sign(side);
}

// The sheet's grating where the foil leans with slope s (an embossed facet): turn the lamp and
// the eye into the facet's frame (first order in s), ask the helper, then put both back, since
// MAIN's glare reads them after foilPattern.
vec3 starFacetLight(vec2 dir, float pitch, vec2 s) {
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
  vec2 cell = floor(q);
  vec2 f = q - cell - 0.5;
  float d = starStampSd(f, uP1, 0.45 * uP1);
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  // The sheet: one linear grating whose rainbow band travels over the card with the tilt. The
  // pitch is chirped from foot to head: the lamp's half vector is short near the top of the
  // card, and a coarser pitch there lets the first order reach the eye over the whole height.
  vec2 grooves = vec2(0.26, 0.97);
  float pitch = mix(1.0, 1.6, uv.y);
  vec3 light = vec3(0.0);
  if (inside < 0.999) light += (1.0 - inside) * 3.0 * foilDiffraction(grooves, pitch, 0.025);
  if (inside > 0.001) {
    // The stamp is a roof over the star: on the bevel the foil leans down toward the nearest
    // edge (the distance gradient), so each of the ten facets meets the lamp at its own tilt;
    // the flat top keeps the sheet's lean of zero.
    const float e = 0.01;
    vec2 outward = vec2(starStampSd(f + vec2(e, 0.0), uP1, 0.45 * uP1) - d,
                        starStampSd(f + vec2(0.0, e), uP1, 0.45 * uP1) - d) / e;
    float bevel = 1.0 - smoothstep(0.7 * uP2, uP2, -d);
    vec2 slope = 0.16 * bevel * outward;
    vec3 facet = 3.0 * starFacetLight(grooves, pitch, slope) + 0.8 * foilGlint(slope, 0.06);
    light += inside * facet;
  }
  return light;
}
`,
});
