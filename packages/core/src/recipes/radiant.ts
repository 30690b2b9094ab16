import { FAMILIES } from '../families.js';
import { FACET_GRATING } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const radiant = defineRecipe({
  id: 'radiant',
  family: 'line',
  look: 'criss-cross diagonal bands forming a lattice of diamonds',
  // A full-face textured foil: the art gate lets it show through dark art, as a full foil does.
  // Its bars' crowns and grain facets send the mirror light into their own flashes, so the
  // shared glare is 0.05, not 0.25: near the mirror angle a stronger glare fills the dimmed
  // diamonds (they have the headroom) and turns the lattice inside out with dark rims.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.6, uSpecular: 0.05 },
  params: {
    uP0: { label: 'Diamonds across', min: 2, max: 18, step: 0.5, default: 6 },
    uP1: {
      label: 'Sweep',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the bands travel per unit of tilt',
    },
    uP2: { label: 'Band sharpness', min: 1, max: 10, step: 0.5, default: 3 },
    uP3: {
      label: 'Diamond height',
      min: 0.5,
      max: 2,
      step: 0.05,
      default: 1.3,
      hint: 'Aspect of each diamond; 1 is square',
    },
  },
  glsl: /* glsl */ `
${FACET_GRATING}
// One bar set's own light: every bar is embossed with a grating across it (1.1-1.6 um, lit well
// off the mirror angle), its pitch and the tip of its crown its own (h), so the bars of a set
// catch one after another; near the mirror angle the crown itself glints, in a hue of its own.
// (A second, coarse grating per bar lit the same angles in colour but cost the collection grid
// a quarter of the recipe's time: two more spectral fits per pixel.)
vec3 barLight(float id, vec2 dir, float seed) {
  vec2 h = hash22(vec2(id, seed));
  vec2 tip = 0.12 * (h - 0.5);
  float fine = 1.1 + 0.5 * h.x;
  vec3 crown = mix(vec3(1.0), hueRamp(h.y), 0.6);
  return facetGrating(dir, fine, tip) + 0.9 * foilGlint(tip, 0.06) * crown;
}

// One lattice of grain facets: a round speck per cell, off centre, tinted its own way and tipped
// its own way (most nearly flat, so the grain sparkles most near the mirror angle).
vec3 grainSpecks(vec2 g, float seed) {
  vec2 cell = floor(g) + seed;
  vec2 h = hash22(cell);
  vec2 d = fract(g) - 0.5 - 0.4 * (h.yx - 0.5);
  float speck = exp(-dot(d, d) / 0.04);
  vec2 t = h - 0.5;
  return foilGlint(0.8 * t * abs(t), 0.05) * hueRamp(hash21(cell + 7.0)) * speck;
}

// Over-full light scaled down whole, so a bright bar keeps its hue instead of clipping to white.
vec3 keepHue(vec3 c) {
  return c / max(1.0, max(c.r, max(c.g, c.b)));
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  float a = q.x + q.y / uP3;
  float b = q.x - q.y / uP3;
  // The two band sets sweep in opposite diagonal senses, so the diamonds shimmer as they cross.
  float pa = a - uP1 * (tilt.x + 0.6 * tilt.y);
  float pb = b - uP1 * (tilt.x - 0.6 * tilt.y);
  float bandA = pow(0.5 + 0.5 * cos(TAU * pa), uP2);
  float bandB = pow(0.5 + 0.5 * cos(TAU * pb), uP2);
  vec3 ca = hueRamp(0.06 * a + 0.35 * tilt.y);
  vec3 cb = hueRamp(0.06 * b + 0.5 - 0.35 * tilt.x);
  // Each set's grating runs across its bars (the gradient of a or b), so set A lights at one
  // tilt and set B at another. A bar keeps the shipped resting rainbow at full strength; one
  // that its grating lights strongly shows the grating's colour in its place (the light it sends
  // the eye is that colour), so it brightens and changes colour as it catches.
  vec3 litA = keepHue(2.5 * barLight(floor(pa + 0.5), vec2(1.0, 1.0 / uP3), 3.0));
  vec3 litB = keepHue(2.5 * barLight(floor(pb + 0.5), vec2(1.0, -1.0 / uP3), 11.0));
  vec3 barA = mix(0.75 * ca, litA, smoothstep(0.15, 0.5, luma(litA))) + 0.3 * litA;
  vec3 barB = mix(0.75 * cb, litB, smoothstep(0.15, 0.5, luma(litB))) + 0.3 * litB;
  // The foil's texture: tiny facets, each tipped its own way, flash one by one (a rainbow grain);
  // two lattices of them, turned and sized apart, so the specks fall in no rows.
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uScale;
  vec3 grain = grainSpecks(p * 90.0, 0.0) + grainSpecks(mat2(0.8, 0.6, -0.6, 0.8) * p * 71.0, 5.0);
  float onBar = max(bandA, bandB);
  // A facet that flashes fills its speck with its own light, in place of the bar's.
  vec3 speck = keepHue(3.0 * grain * (0.15 + 0.85 * onBar));
  vec3 bars = barA * bandA + barB * bandB;
  return keepHue(mix(bars, speck, clamp(1.5 * luma(speck), 0.0, 1.0)) + 0.3 * speck);
}
`,
});
