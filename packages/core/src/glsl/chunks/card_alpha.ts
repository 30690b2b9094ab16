// Real cards have rounded corners. The ramp sits just inside the edge, so straight edges stay
// opaque. It is a fraction of a pixel at grid size, which a multisampled canvas smooths. A canvas
// without multisampling asks for uEdgeAA instead: alpha is then the pixel's coverage of the card,
// a box filter one pixel footprint (fwidth) wide centred on the outline, which needs the pixels
// just outside the card drawn too (cardPlaneWithMargin). Screen derivatives exist from GLSL ES
// 3.00 on, which is what three compiles on WebGL2; the GLSL ES 1.00 build keeps the ramp.
export const card_alpha = /* glsl */ `
float cardAlpha(vec2 uv) {
  vec2 toWidths = vec2(1.0, CARD_ASPECT);
  float d = sdRoundRect((uv - 0.5) * toWidths, 0.5 * toWidths, CARD_CORNER);
#if __VERSION__ >= 300
  if (uEdgeAA > 0.5) return clamp(0.5 - d / max(fwidth(d), 1e-6), 0.0, 1.0);
#endif
  return clamp(-d / CARD_EDGE, 0.0, 1.0);
}
`;
