// Hash noise from fract arithmetic only (no sin): sin() differs between GPUs at large
// arguments, which would make the same card render differently on two phones.
export const hash = /* glsl */ `
float hash21(vec2 p) {
  vec3 q = fract(vec3(p.x, p.y, p.x) * vec3(0.1283, 0.1437, 0.1619));
  q += dot(q, q.zyx + 27.91);
  return fract((q.x + q.z) * q.y);
}

vec2 hash22(vec2 p) {
  vec3 q = fract(vec3(p.x, p.y, p.x) * vec3(0.1283, 0.1437, 0.1619));
  q += dot(q, q.zyx + 27.91);
  return fract(vec2(q.x + q.y, q.y + q.z) * q.zx);
}
`;
