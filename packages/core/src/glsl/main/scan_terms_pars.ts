// The static terms that read only the scan pixel under the fragment (and uArtGate). They cost
// a few ALU ops, so the baked path recomputes them instead of storing them: exact at any scale.
export const scan_terms_pars = /* glsl */ `
void scanTerms(vec3 scan, inout FoilStatic st) {
  st.artGate = uArtGate * (1.0 - smoothstep(GATE_DARK, GATE_LIGHT, luma(scan)));
  float hi = max(scan.r, max(scan.g, scan.b));
  float lo = min(scan.r, min(scan.g, scan.b));
  st.chroma = smoothstep(CHROMA_LO, CHROMA_HI, hi - lo);
  st.inkHue = scan / max(hi, 0.0001);
}
`;
