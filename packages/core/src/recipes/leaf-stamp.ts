import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const leafStamp = defineRecipe({
  id: 'leaf-stamp',
  family: 'stamp',
  look: 'embossed leaf shapes, rotated per cell',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Leaves across', min: 3, max: 14, step: 0.5, default: 6 },
    uP1: {
      label: 'Leaf length',
      min: 0.2,
      max: 0.48,
      step: 0.01,
      default: 0.38,
      hint: 'Half-length, as a fraction of the spacing',
    },
    uP2: {
      label: 'Leaf width',
      min: 0.2,
      max: 0.7,
      step: 0.01,
      default: 0.4,
      hint: 'Width as a share of the length',
    },
    uP3: { label: 'Bevel', min: 0.02, max: 0.15, step: 0.005, default: 0.04 },
  },
  glsl: /* glsl */ `
// A leaf is the lens where two discs overlap (tips on the y axis).
float leafStampSd(vec2 p) {
  float halfLen = uP1;
  float halfWide = uP2 * uP1;
  float rad = (halfLen * halfLen + halfWide * halfWide) / (2.0 * halfWide);
  float off = rad - halfWide;
  return max(length(p - vec2(off, 0.0)) - rad, length(p + vec2(off, 0.0)) - rad);
}

// The foil's grating where it leans with slope s (an embossed facet): turn the lamp and the
// eye into the facet's frame (first order in s), ask the helper, then put both back, since
// MAIN's glare reads them after foilPattern.
vec3 leafFacetLight(vec2 dir, float pitch, vec2 s) {
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
  q.x += 0.5 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 g = q - cell - 0.5;
  float ang = TAU * hash21(cell + 3.3);
  vec2 f = vec2(cos(ang) * g.x + sin(ang) * g.y, -sin(ang) * g.x + cos(ang) * g.y);
  float d = leafStampSd(f);
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  // The sheet: one linear grating whose rainbow band travels over the card with the tilt. The
  // pitch is chirped from foot to head: the lamp's half vector is short near the top of the
  // card, and a coarser pitch there lets the first order reach the eye over the whole height.
  vec2 grooves = vec2(-0.34, 0.94);
  float pitch = mix(1.0, 1.6, uv.y);
  vec3 light = vec3(0.0);
  if (inside < 0.999) light += (1.0 - inside) * 3.0 * foilDiffraction(grooves, pitch, 0.025);
  if (inside > 0.001) {
    // The leaf is a roof: on the bevel the foil leans down toward the nearest edge, so the two
    // halves either side of the midrib meet the lamp at different tilts. Its top carries the
    // die's grating turned with the leaf, so each leaf lights at its own tilt.
    const float e = 0.01;
    vec2 outwardLocal = vec2(leafStampSd(f + vec2(e, 0.0)) - d, leafStampSd(f + vec2(0.0, e)) - d) / e;
    vec2 outward = vec2(cos(ang) * outwardLocal.x - sin(ang) * outwardLocal.y,
                        sin(ang) * outwardLocal.x + cos(ang) * outwardLocal.y);
    float bevel = 1.0 - smoothstep(0.7 * uP3, uP3, -d);
    vec2 slope = 0.16 * bevel * outward;
    vec2 vein = vec2(-sin(ang), cos(ang));
    vec2 dir = mix(vein, grooves, bevel);
    vec3 facet = 3.0 * leafFacetLight(dir, pitch, slope) + 0.8 * foilGlint(slope, 0.06);
    light += inside * facet;
  }
  return light;
}
`,
});
