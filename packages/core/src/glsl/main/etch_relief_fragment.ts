export const etch_relief_fragment = /* glsl */ `
  if (uEtchOn > 0.5) light = max(light + etchRelief(), 0.0);
`;
