import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const diamondStamp = defineRecipe({
  id: 'diamond-stamp',
  family: 'stamp',
  look: 'embossed diamonds that catch light on one facet at a time',
  // A reverse-holo sheet: the scan's dark ink is ink, not foil, so the art gate is off.
  defaults: { ...FAMILIES.stamp.constants, uArtGate: 0 },
  params: {
    uP0: { label: 'Diamonds across', min: 3, max: 16, step: 0.5, default: 6 },
    uP1: {
      label: 'Diamond size',
      min: 0.2,
      max: 0.5,
      step: 0.01,
      default: 0.34,
      hint: 'Half-width, as a fraction of the spacing',
    },
    uP2: { label: 'Diamond height', min: 0.8, max: 2, step: 0.05, default: 1.35, hint: 'Height over width' },
    uP3: {
      label: 'Facet slope',
      min: 0.08,
      max: 0.3,
      step: 0.01,
      default: 0.15,
      hint: 'How steeply the four facets lean: steeper, each lights further from head-on',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.y /= uP2;
  q.x += 0.5 * mod(floor(q.y), 2.0);
  vec2 cell = floor(q);
  vec2 f = (q - cell - 0.5) * vec2(1.0, uP2);
  float w = uP1;
  float h = uP1 * uP2;
  // Rhombus |x|/w + |y|/h <= 1; r is 1 on the rim, 0 at the centre.
  float r = abs(f.x) / w + abs(f.y) / h;
  float d = (r - 1.0) * w * h / sqrt(w * w + h * h);
  float inside = 1.0 - smoothstep(-0.012, 0.012, d);
  // A truncated pyramid: four facets from the rim in to a small flat top; each quadrant's facet
  // leans along its own outward normal, so it glints only where the lamp's reflection meets it.
  vec2 outward = normalize(vec2(sign(f.x + 1e-6) / w, sign(f.y + 1e-6) / h));
  float bevel = inside * smoothstep(0.24, 0.32, r);
  vec2 slope = uP3 * bevel * outward;
  float hd = hash21(cell + 6.6);
  vec2 c = uv * vec2(1.0, CARD_ASPECT);
  // The sheet's grooves (pitch chirped up the card so the band reaches the top); each diamond's
  // flat top turned its own way and a little coarser, so tops flash one by one.
  float turn = 1.3 + PI * hd * (inside - bevel);
  vec2 dir = vec2(cos(turn), sin(turn));
  float pitch = mix(1.05, 1.68, uv.y) * (1.0 + 0.12 * inside);
  // One hue per diamond, shaded by its facets as if lit from the upper left: the emboss reads at
  // every tilt.
  vec3 tint = hueRamp(0.5 * dot(c, vec2(0.6, 0.8)) + 0.2 * hd);
  float level = mix(0.3, 0.11, bevel) + 0.35 * (slope.y - slope.x);
  tint = mix(vec3(0.05), tint * (level / max(luma(tint), 0.2)), inside);
  // The sheet's grating, stronger on the tops; the facets carry no grating of their own, so no
  // diamond shows several hues at once.
  float top = inside * (1.0 - bevel);
  vec3 light = tint + (1.0 - bevel) * mix(1.5, 3.0, top) * foilDiffraction(dir, pitch, 0.025);
  // A facet glints where the lamp's reflection meets its lean, reckoned about the reflection
  // head-on over the lower card (the lamp stands above the eye), so each of the four facets
  // lights at some tilt. The lamp's reflection drifts across the card, so the glint is a patch
  // of neighbouring diamonds lit on the same facet, one facet each, and the patch and the facet
  // move with the tilt; its colour a pastel that shifts with the tilt.
  vec2 lean = vec2(0.0, 0.27) + uP3 * outward;
  vec3 flash = mix(vec3(1.0), hueRamp(0.6 * dot(c, vec2(0.5, 0.9)) + 0.8 * (tilt.x - tilt.y)), 0.6);
  return light + (2.0 * bevel) * flash * foilGlint(lean, 0.05);
}
`,
});
