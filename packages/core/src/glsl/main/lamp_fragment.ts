// gLightTS for the recipe and the glare; with the lamp off it stays straight up and unused.
// Reads main()'s eyeDir (eyeDirTS(), computed once for the view vector and the lamp).
export const lamp_fragment = /* glsl */ `
  gLightTS = vec3(0.0, 0.0, 1.0);
  if (uLampOn > 0.5) gLightTS = lampVectorTS(uv, eyeDir);
`;
