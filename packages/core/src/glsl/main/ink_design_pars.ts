// The ink-design slot: one lattice cell repeated over the card as coverage that blocks foil.
// Everything here runs only inside the uInkOn/uInkDraw branch of staticTerms().
export const ink_design_pars = /* glsl */ `
float inkCoverage(vec2 uv) {
  vec2 p = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  float turn = uInkTile.w * TAU;
  float cs = cos(turn);
  float sn = sin(turn);
  p = vec2(cs * p.x - sn * p.y, sn * p.x + cs * p.y) * uInkTile.x + uInkTile.yz;
  p.x += mod(floor(p.y), 2.0) * uInkStagger;
  vec2 cell = floor(p);
  vec2 f = fract(p - cell + (hash22(cell) - 0.5) * uInkJitter);
  return texture2D(uInkTex, vec2(f.x, 1.0 - f.y)).a;
}
`;
