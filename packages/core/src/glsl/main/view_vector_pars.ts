// The vertex stage hands MAIN the rays from the fragment to the eye and to the lamp, unnormalised.
// Each is the card-space position of the eye or lamp less the fragment's, affine over the flat
// card, so the perspective-correct interpolation gives it exactly; only the normalisation is left
// per fragment. With uViewTSOn the eye ray is uViewTS itself (a direction, no parallax).
export const view_vector_pars = /* glsl */ `
vec3 viewVectorTS() {
  return normalize(vViewRay);
}

vec3 lampVectorTS() {
  float n = length(vLampRay);
  return n > 1e-6 ? vLampRay / n : vec3(0.0, 0.0, 1.0);
}
`;
