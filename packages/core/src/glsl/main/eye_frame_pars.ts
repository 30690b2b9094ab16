// The eye and the lamp seen from the card, for the vertex stage. Both depend on the card's tilt
// and the page lamp alone, so the vertex stage computes them once per vertex instead of once per
// fragment. Planar model: the card turns by tilt * uTiltMax; seen from the card, the eye turns.
// The lamp sits at uLampPos in the viewer's frame (x right, y up, z back), whose axes turn with
// the eye; the eye is uCamDist card widths from the card centre. A stage that knows the mesh's
// real frame hands the eye direction in as uViewTS (uViewTSOn; view_override_vertex).
export const eye_frame_pars = /* glsl */ `
vec3 eyeDirTS() {
  float yaw = uTilt.x * uTiltMax;
  float pitch = uTilt.y * uTiltMax;
  return vec3(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch));
}

vec3 lampPositionTS(vec3 e) {
  float cp = max(length(e.xz), 1e-4);
  float ic = 1.0 / cp;
  vec3 ex = vec3(e.z, 0.0, -e.x) * ic;
  vec3 ey = vec3(-e.x * e.y * ic, cp, -e.z * e.y * ic);
  return (uCamDist + uLampPos.z) * e + uLampPos.x * ex + uLampPos.y * ey;
}
`;
