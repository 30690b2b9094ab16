// Real cards have rounded corners. The ramp sits just inside the edge, so straight edges stay opaque.
export const card_alpha = /* glsl */ `
float cardAlpha(vec2 uv) {
  vec2 toWidths = vec2(1.0, CARD_ASPECT);
  float d = sdRoundRect((uv - 0.5) * toWidths, 0.5 * toWidths, CARD_CORNER);
  return clamp(-d / CARD_EDGE, 0.0, 1.0);
}
`;
