// Which side of the bake main() reads. Without FOIL_BAKED the program is the unbaked reference.
// With it, uBakeLayout.x is 0 until the card's bake exists (the bake code still loading, a
// renderer that cannot bake): the same program then computes every term itself, so no card
// ever waits for its bake or needs a second program.
export const static_terms_fragment = /* glsl */ `
#ifdef FOIL_BAKED
  FoilStatic st;
  if (uBakeLayout.x > 0.0) st = bakedTerms(uv, scan);
  else st = staticTerms(uv, scan);
#else
  FoilStatic st = staticTerms(uv, scan);
#endif
`;
