export const etch_plate_fragment = /* glsl */ `
  if (uEtchOn > 0.5) sampleEtchPlate(uv);
`;
