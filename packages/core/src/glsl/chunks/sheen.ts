// The shared white sheen: one soft diagonal band that crosses the card as it tilts.
export const sheen = /* glsl */ `
float foilSheen(vec2 uv, vec2 tilt) {
  float along = dot((uv - 0.5) * vec2(1.0, CARD_ASPECT), vec2(0.6, 0.8));
  float centre = 0.75 * dot(tilt, vec2(0.8, 0.6));
  float x = (along - centre) / SHEEN_WIDTH;
  return exp(-x * x);
}
`;
