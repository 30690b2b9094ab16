// Which side of the bake main() reads. Without FOIL_BAKED the program is the unbaked reference.
export const static_terms_fragment = /* glsl */ `
#ifdef FOIL_BAKED
  FoilStatic st = bakedTerms(uv, scan);
#else
  FoilStatic st = staticTerms(uv, scan);
#endif
`;
