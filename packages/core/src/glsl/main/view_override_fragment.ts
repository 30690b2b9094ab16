// A stage that knows the mesh's real frame may hand MAIN the view vector directly.
export const view_override_fragment = /* glsl */ `
  if (uViewTSOn > 0.5) return uViewTS;
`;
