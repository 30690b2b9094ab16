// gLightTS for the recipe and the glare. uLampOn switches only the glare (off: the pre-lamp band
// in its place), so a recipe's gratings and glints stay lit either way.
export const lamp_fragment = /* glsl */ `
  gLightTS = lampVectorTS();
`;
