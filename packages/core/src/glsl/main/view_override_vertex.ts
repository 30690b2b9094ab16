// A stage that knows the mesh's real frame may hand MAIN the view vector directly: it is then
// the eye direction for the lamp too, and the view ray has no parallax across the card.
export const view_override_vertex = /* glsl */ `
  if (uViewTSOn > 0.5) {
    e = uViewTS;
    vViewRay = uViewTS;
  }
`;
