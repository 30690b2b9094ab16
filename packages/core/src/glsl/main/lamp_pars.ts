// sharedSpecular is the glare when the lamp is on and, with it off, the pre-lamp tilt band. The
// switch is a weight of exactly 0 or 1 (x * 1 + 0 * y is x), not a branch: cheaper here. With
// FOIL_LAMP_ON (FoilMaterial defines it while the page lamp is on) the band is compiled out: a
// uniform's branch does not skip it on SwiftShader.
export const lamp_pars = /* glsl */ `
vec3 sharedSpecular(vec2 uv) {
#ifdef FOIL_LAMP_ON
  return foilGlare();
#else
  float on = step(0.5, uLampOn);
  return on * foilGlare() + (1.0 - on) * vec3(foilSheen(uv, uTilt));
#endif
}
`;
