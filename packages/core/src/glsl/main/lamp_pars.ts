// sharedSpecular is the glare when the lamp is on and, with it off, the pre-lamp tilt band.
export const lamp_pars = /* glsl */ `
vec3 sharedSpecular(vec2 uv) {
  if (uLampOn > 0.5) return foilGlare();
  return vec3(foilSheen(uv, uTilt));
}
`;
