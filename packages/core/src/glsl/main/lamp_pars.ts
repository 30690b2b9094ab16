// The lamp in card tangent space. It sits at uLampPos in the viewer's frame (x right, y up,
// z back), whose axes turn with the eye; the eye is uCamDist card widths from the card centre.
// sharedSpecular is the glare when the lamp is on and, with it off, the pre-lamp tilt band.
export const lamp_pars = /* glsl */ `
vec3 lampVectorTS(vec2 uv, vec3 e) {
  float cp = max(length(e.xz), 1e-4);
  float ic = 1.0 / cp;
  vec3 ex = vec3(e.z, 0.0, -e.x) * ic;
  vec3 ey = vec3(-e.x * e.y * ic, cp, -e.z * e.y * ic);
  vec3 lamp = (uCamDist + uLampPos.z) * e + uLampPos.x * ex + uLampPos.y * ey;
  vec3 d = lamp - vec3(uv.x - 0.5, (uv.y - 0.5) * CARD_ASPECT, 0.0);
  float n = length(d);
  return n > 1e-6 ? d / n : vec3(0.0, 0.0, 1.0);
}

vec3 sharedSpecular(vec2 uv) {
  if (uLampOn > 0.5) return foilGlare();
  return vec3(foilSheen(uv, uTilt));
}
`;
