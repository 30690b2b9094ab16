// Distances are measured in card widths so a radius or feather looks the same on every axis.
export const mask_rect = /* glsl */ `
float rectMask(vec2 uv, vec4 rect, float radius, float feather) {
  vec2 toWidths = vec2(1.0, CARD_ASPECT);
  vec2 halfSize = 0.5 * rect.zw * toWidths;
  vec2 centre = rect.xy * toWidths + halfSize;
  float r = min(radius, min(halfSize.x, halfSize.y));
  float d = sdRoundRect(uv * toWidths - centre, halfSize, r);
  if (feather <= 0.0) return step(d, 0.0);
  return 1.0 - smoothstep(-feather, feather, d);
}
`;
