// Steps 3-5 and the etch plate: every term here depends on the card and its surface, never on
// tilt or time, so a later change can compute them once per card without touching the law.
export const static_terms_pars = /* glsl */ `
struct FoilStatic {
  float mask;       // foil coverage after the ink design
  float inkBlocked; // coverage the ink design took away (lifted by uInkTone)
  float artGate;    // 0..uArtGate, strongest on dark scan pixels
  float glyph;      // sacred glyph ink, 0..1
  float detail;     // fine printed detail, 0..1
  float chroma;     // how coloured the printed pixel is, 0..1
  vec3 inkHue;      // the scan scaled so its largest channel is 1
};

FoilStatic staticTerms(vec2 uv, vec3 scan) {
  FoilStatic st;
  float m = foilMask(uv);
  st.inkBlocked = 0.0;
  #include <ink_design_fragment>
  st.mask = m;
  st.artGate = uArtGate * (1.0 - smoothstep(GATE_DARK, GATE_LIGHT, luma(scan)));
  vec2 ink = measureInk(uv, scan);
  st.glyph = ink.x;
  st.detail = ink.y;
  float hi = max(scan.r, max(scan.g, scan.b));
  float lo = min(scan.r, min(scan.g, scan.b));
  st.chroma = smoothstep(CHROMA_LO, CHROMA_HI, hi - lo);
  st.inkHue = scan / max(hi, 0.0001);
  gEtch = 0.0;
  gEtchSlope = vec2(0.0);
  #include <etch_plate_fragment>
  return st;
}
`;
