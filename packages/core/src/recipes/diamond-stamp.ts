import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const diamondStamp = defineRecipe({
  id: 'diamond-stamp',
  family: 'stamp',
  look: 'embossed diamonds that catch light on one facet at a time',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Diamonds across', min: 3, max: 16, step: 0.5, default: 7 },
    uP1: {
      label: 'Diamond size',
      min: 0.2,
      max: 0.5,
      step: 0.01,
      default: 0.3,
      hint: 'Half-width, as a fraction of the spacing',
    },
    uP2: { label: 'Diamond height', min: 0.8, max: 2, step: 0.05, default: 1.35, hint: 'Height over width' },
    uP3: {
      label: 'Facet focus',
      min: 0.5,
      max: 0.95,
      step: 0.01,
      default: 0.8,
      hint: 'How narrowly a facet must face the tilt to light',
    },
  },
  glsl: /* glsl */ `
// The foil's grating where it leans with slope s (an embossed facet): turn the lamp and the
// eye into the facet's frame (first order in s), ask the helper, then put both back, since
// MAIN's glare reads them after foilPattern.
vec3 diamondFacetLight(vec2 dir, float pitch, vec2 s) {
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
  q.x += 0.5 * mod(floor(q.y / uP2), 2.0);
  q.y /= uP2;
  vec2 cell = floor(q);
  vec2 f = (q - cell - 0.5) * vec2(1.0, uP2);
  float w = uP1;
  float h = uP1 * uP2;
  // Rhombus |x|/w + |y|/h <= 1, scaled to a true distance along its edge normal.
  float d = (abs(f.x) / w + abs(f.y) / h - 1.0) * w * h / sqrt(w * w + h * h);
  float inside = 1.0 - smoothstep(-0.015, 0.015, d);
  // The sheet: one linear grating whose rainbow band travels over the card with the tilt. The
  // pitch is chirped from foot to head: the lamp's half vector is short near the top of the
  // card, and a coarser pitch there lets the first order reach the eye over the whole height.
  vec2 grooves = vec2(0.42, 0.91);
  float pitch = mix(1.0, 1.6, uv.y);
  vec3 light = vec3(0.0);
  if (inside < 0.999) light += (1.0 - inside) * 3.0 * foilDiffraction(grooves, pitch, 0.025);
  if (inside > 0.001) {
    // A four-sided pyramid: each quadrant is one flat facet leaning along its edge normal, a
    // little turned per diamond (the die is hand-cut). Facet focus narrows the mirror glint, so
    // a higher focus lights one facet at a time more sharply.
    vec2 normal = normalize(vec2(sign(f.x + 1e-6) / w, sign(f.y + 1e-6) / h));
    float turn = 0.5 * (hash21(cell + 6.6) - 0.5);
    normal = vec2(cos(turn) * normal.x - sin(turn) * normal.y, sin(turn) * normal.x + cos(turn) * normal.y);
    vec2 slope = 0.16 * normal;
    float width = mix(0.1, 0.03, (uP3 - 0.5) / 0.45);
    vec3 facet = 3.0 * diamondFacetLight(grooves, pitch, slope) + 1.2 * foilGlint(slope, width);
    light += inside * facet;
  }
  return light;
}
`,
});
