// Planar model: the card turns by tilt * uTiltMax; seen from the card, the eye turns instead.
// eyeDirTS is the card-centre direction to the eye; MAIN computes it once per fragment and hands
// it to both the view vector and the lamp (lamp_pars).
export const view_vector_pars = /* glsl */ `
vec3 eyeDirTS() {
  #include <view_override_fragment>
  float yaw = uTilt.x * uTiltMax;
  float pitch = uTilt.y * uTiltMax;
  return vec3(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch));
}

vec3 viewVectorAt(vec2 uv, vec3 eyeDir) {
  #include <view_override_fragment>
  vec3 eye = uCamDist * eyeDir;
  vec3 p = vec3((uv.x - 0.5), (uv.y - 0.5) * CARD_ASPECT, 0.0);
  return normalize(eye - p);
}

vec3 viewVectorTS(vec2 uv) {
  return viewVectorAt(uv, eyeDirTS());
}
`;
