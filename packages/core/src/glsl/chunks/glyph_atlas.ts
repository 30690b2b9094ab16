// The atlas is image space (row 0 at the top) and uploaded unflipped: the single V flip is here.
export const glyph_atlas = /* glsl */ `
float glyphArtOn() {
  return step(0.5, uGlyphOn) * step(0.5, uGlyphCount);
}

vec4 glyphSample(float index, vec2 cellUv) {
  vec2 grid = max(uGlyphGrid, vec2(1.0));
  float i = mod(floor(index), max(uGlyphCount, 1.0));
  float col = mod(i, grid.x);
  float row = floor(i / grid.x);
  vec2 c = clamp(cellUv, 0.0, 1.0);
  return texture2D(uGlyphTex, vec2((col + c.x) / grid.x, (row + 1.0 - c.y) / grid.y));
}
`;
