// gLightTS for the recipe and the glare. uLampOn switches only the glare (off: the pre-lamp band
// in its place), so a recipe's gratings and glints stay lit either way.
// Reads main()'s eyeDir (eyeDirTS(), computed once for the view vector and the lamp).
export const lamp_fragment = /* glsl */ `
  gLightTS = lampVectorTS(uv, eyeDir);
`;
