// GLSL functions that several recipes share, pasted into each recipe's body (every recipe is its
// own program, and PREAMBLE stays the contract's): one text, so the recipes cannot drift apart.

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
