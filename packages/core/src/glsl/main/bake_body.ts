// main() of the bake program: the static terms of one card, written once into its bake
// texture. Layer 0 holds mask, ink blocked, glyph, detail; layer 1 the etch plate and slope.
export const bake_body = /* glsl */ `
uniform float uBakeLayer;

void main() {
  vec2 uv = vUv;
  if (uBakeLayer > 0.5) {
    gEtch = 0.0;
    gEtchSlope = vec2(0.0);
    #include <etch_plate_fragment>
    gl_FragColor = vec4(gEtch, gEtchSlope, 1.0);
    return;
  }
  FoilStatic st = staticTerms(uv, texture2D(uFace, uv).rgb);
  gl_FragColor = vec4(st.mask, st.inkBlocked, st.glyph, st.detail);
}
`;
