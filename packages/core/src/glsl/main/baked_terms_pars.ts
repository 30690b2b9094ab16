// The per-frame side of the bake: one tap of the card's bake texture replaces the mask, ink
// design, 9-tap ink estimate and etch taps. The texture holds the terms layer in its left
// uBakeLayout.x of width and, when the etch plate is on, the etch layer in the rest; each tap
// is clamped half a texel inside its layer so filtering never mixes the two.
export const baked_terms_pars = /* glsl */ `
#ifdef FOIL_BAKED
vec4 bakeTap(vec2 uv, float from, float to) {
  float u = clamp(from + uv.x * uBakeLayout.x, from + uBakeLayout.y, to - uBakeLayout.y);
  return texture2D(uBakeTex, vec2(u, uv.y));
}

FoilStatic bakedTerms(vec2 uv, vec3 scan) {
  FoilStatic st;
  vec4 terms = bakeTap(uv, 0.0, uBakeLayout.x);
  st.mask = terms.r;
  st.inkBlocked = terms.g;
  st.glyph = terms.b;
  scanTerms(scan, st);
  gEtch = 0.0;
  gEtchSlope = vec2(0.0);
  if (uEtchOn > 0.5) {
    vec4 etch = bakeTap(uv, uBakeLayout.x, 1.0);
    gEtch = etch.r;
    gEtchSlope = etch.gb;
  }
  return st;
}
#endif
`;
