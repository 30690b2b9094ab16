// Step 3 of the law. The hand tier is absolute (never inverted); the layout tier takes the
// scope's invert. The hand mask is image space, uploaded unflipped: this is its one V flip.
export const mask_pars = /* glsl */ `
float handMask(vec2 uv) {
  return texture2D(uMaskTex, vec2(uv.x, 1.0 - uv.y)).a;
}

float layoutMask(vec2 uv) {
  float inside = rectMask(uv, uMaskRect, uMaskRadius, uMaskFeather);
  return mix(inside, 1.0 - inside, step(0.5, uMaskInvert));
}

float foilMask(vec2 uv) {
  if (uMaskTexOn > 0.5) return handMask(uv);
  return layoutMask(uv);
}
`;
