import type { RecipeParam } from '../recipe/types.js';

// GLSL functions that several recipes share, pasted into each recipe's body (every recipe is its
// own program, and PREAMBLE stays the contract's): one text, so the recipes cannot drift apart.

/** Value noise and its gradient in one: `noiseWithGradient(p)` is (value, d/dx, d/dy). */
export const NOISE_WITH_GRADIENT = /* glsl */ `
// One set of four hashes gives both the value and its analytic slope, so a procedural relief
// needs no finite-difference taps.
vec3 noiseWithGradient(vec2 p) {
  vec2 i = floor(p);
  vec2 f = p - i;
  vec2 u = f * f * (3.0 - 2.0 * f);
  vec2 du = 6.0 * f * (1.0 - f);
  float a = hash21(i);
  float b = hash21(i + vec2(1.0, 0.0));
  float c = hash21(i + vec2(0.0, 1.0));
  float d = hash21(i + vec2(1.0, 1.0));
  float k = a - b - c + d;
  return vec3(a + (b - a) * u.x + (c - a) * u.y + k * u.x * u.y,
              du * vec2(b - a + k * u.y, c - a + k * u.x));
}
`;

/** A grating lit in an embossed facet's own frame: `facetGrating(dir, pitch, slope)`. */
export const FACET_GRATING = /* glsl */ `
// The grating in a bevel's own frame (first order in its slope); MAIN's glare reads the
// lamp and eye after foilPattern, so they are put back.
vec3 facetGrating(vec2 dir, float pitch, vec2 s) {
  vec3 l = gLightTS;
  vec3 v = gViewTS;
  gLightTS = normalize(vec3(l.xy - s * l.z, l.z + dot(s, l.xy)));
  gViewTS = normalize(vec3(v.xy - s * v.z, v.z + dot(s, v.xy)));
  vec3 c = foilDiffraction(dir, pitch, 0.025);
  gLightTS = l;
  gViewTS = v;
  return c;
}
`;

/**
 * An embossed stamp's light on a sheet, with the facet grating:
 * `stampLight(tint, inside, bevel, dir, pitch, slope, topGain)` for any stamp, and
 * `turnedStampLight(uv, inside, bevel, slope, turn, hue, level, topGain)` for a stamp whose top is
 * turned its own way and tinted one hue.
 */
export const STAMP_LIGHT = /* glsl */ `${FACET_GRATING}
// The sheet's grating (gain 1.5) stronger on a stamp's top, so stamps light one by one as their
// facets face the lamp; a bevel that faces it glints.
vec3 stampLight(vec3 tint, float inside, float bevel, vec2 dir, float pitch, vec2 slope, float topGain) {
  vec3 grating = mix(1.5, topGain, inside) * facetGrating(dir, pitch, slope);
  return tint + grating + (0.8 * bevel) * foilGlint(slope, 0.06);
}

// A top turned by 'turn' and pitched a little coarser than the sheet (chirped up the card so the
// band reaches the top), in one hue a little brighter than the sheet at every tilt; its bevel
// shifts and shades that hue, which draws the emboss.
vec3 turnedStampLight(vec2 uv, float inside, float bevel, vec2 slope, float turn, float hue, float level, float topGain) {
  vec2 dir = vec2(cos(turn), sin(turn));
  float pitch = mix(1.0, 1.6, uv.y) * (1.0 + 0.12 * inside);
  vec3 tint = hueRamp(hue + 2.0 * (slope.x + slope.y));
  tint = mix(vec3(0.05), tint * ((level + slope.y - slope.x) / max(luma(tint), 0.2)), inside);
  return stampLight(tint, inside, bevel, dir, pitch, slope, topGain);
}
`;

/** How far a nearly flat facet catches the lamp, 0..1: `facetFlash(lean, spread, width, gain)`. */
export const FACET_FLASH = /* glsl */ `
// 'lean' is a hash in -0.5..0.5; squaring it keeps most facets nearly flat, so near the mirror
// angle, where a grating sends no colour, some of them still flash while the rest rest.
float facetFlash(vec2 lean, float spread, float width, float gain) {
  return min(gain * luma(foilGlint(spread * lean * abs(lean), width)), 1.0);
}
`;

/**
 * Line recipes' glow and band shaping: `glowAtLevel(hue, level)` is a hue of the shared ramp at
 * a set luminance; `easeToCap(light, cap)` eases a grating's light toward a cap.
 */
export const LINE_GLOW = /* glsl */ `
// A hue of the shared ramp at a set luminance, so every colour glows equally.
vec3 glowAtLevel(float hue, float level) {
  vec3 c = hueRamp(hue);
  return c * (level / max(luma(c), 0.15));
}

// Grating light eased toward a cap, so the elements stay brighter than the foil between them.
vec3 easeToCap(vec3 light, float cap) {
  return light * (cap / (cap + luma(light)));
}
`;

/**
 * The slider for a grating's lobe width (the `spread` of `foilDiffraction`), which every line
 * recipe lit by one grating exposes with the same range; only its default and hint differ.
 */
export function gratingBandWidth(defaultWidth: number, hint: string): RecipeParam {
  return { label: 'Band width', min: 0.01, max: 0.05, step: 0.001, default: defaultWidth, hint };
}
