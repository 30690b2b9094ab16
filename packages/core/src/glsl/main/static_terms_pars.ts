// Steps 3-5 and the etch plate: every term here depends on the card and its surface, never on
// tilt or time. FoilMaterial bakes them once per card (see baked_terms_pars); this is the
// unbaked reference path, and the code the bake itself runs.
// FoilStatic: mask is foil coverage after the ink design; inkBlocked the coverage the ink design
// took away (lifted by uInkTone); artGate 0..uArtGate, strongest on dark scan pixels; glyph the
// sacred glyph ink (0..1); chroma how coloured the printed pixel is (0..1); inkHue the scan
// scaled so its largest channel is 1. (Kept out of the GLSL: every byte of a template ships to
// the browser.)
export const static_terms_pars = /* glsl */ `
struct FoilStatic {
  float mask;
  float inkBlocked;
  float artGate;
  float glyph;
  float chroma;
  vec3 inkHue;
};

#include <scan_terms_pars>

FoilStatic staticTerms(vec2 uv, vec3 scan) {
  FoilStatic st;
  float m = foilMask(uv);
  st.inkBlocked = 0.0;
  #include <ink_design_fragment>
  st.mask = m;
  st.glyph = measureInk(uv, scan);
  scanTerms(scan, st);
  gEtch = 0.0;
  gEtchSlope = vec2(0.0);
  #include <etch_plate_fragment>
  return st;
}
`;
