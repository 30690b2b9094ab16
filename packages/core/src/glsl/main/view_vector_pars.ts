// Planar model: the card turns by tilt * uTiltMax; seen from the card, the eye turns instead.
export const view_vector_pars = /* glsl */ `
vec3 tiltViewVector(vec2 uv) {
  float yaw = uTilt.x * uTiltMax;
  float pitch = uTilt.y * uTiltMax;
  vec3 eye = uCamDist * vec3(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch));
  vec3 p = vec3((uv.x - 0.5), (uv.y - 0.5) * CARD_ASPECT, 0.0);
  return normalize(eye - p);
}

vec3 viewVectorTS(vec2 uv) {
  #include <view_override_fragment>
  return tiltViewVector(uv);
}
`;
