export const blend = /* glsl */ `
float luma(vec3 c) {
  return dot(c, LUMA);
}

vec3 screenBlend(vec3 base, vec3 light) {
  return 1.0 - (1.0 - base) * (1.0 - light);
}
`;
