export const sdf = /* glsl */ `
// Signed distance to a rounded rectangle centred at the origin; negative inside.
float sdRoundRect(vec2 p, vec2 halfSize, float radius) {
  vec2 q = abs(p) - halfSize + radius;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}
`;
