export const noise = /* glsl */ `
float vnoise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = p - i;
  vec2 s = f * f * (3.0 - 2.0 * f);
  float a = hash21(i);
  float b = hash21(i + vec2(1.0, 0.0));
  float c = hash21(i + vec2(0.0, 1.0));
  float d = hash21(i + vec2(1.0, 1.0));
  return mix(mix(a, b, s.x), mix(c, d, s.x), s.y);
}

// Three octaves, each rotated so the value lattice never lines up with itself. Range 0..1.
float fnoise(vec2 p) {
  const mat2 octave = mat2(1.6, 1.2, -1.2, 1.6);
  float v = 0.5 * vnoise(p);
  p = octave * p + 17.3;
  v += 0.25 * vnoise(p);
  p = octave * p + 17.3;
  v += 0.125 * vnoise(p);
  return v / 0.875;
}
`;
