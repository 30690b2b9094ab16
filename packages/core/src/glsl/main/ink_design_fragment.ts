// Ink printed on a foil sheet cannot exist where there is no sheet: coverage is scoped to m.
export const ink_design_fragment = /* glsl */ `
  if (uInkOn > 0.5 && uInkDraw > 0.5) {
    float kept = m * (1.0 - uInkStrength * inkCoverage(uv) * m);
    st.inkBlocked = m - kept;
    m = kept;
  }
`;
