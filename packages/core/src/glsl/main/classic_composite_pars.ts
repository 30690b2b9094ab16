// Step 6: the composite of the synthetic blank base, run only when uScanBase is 0; the scan
// path runs instead when it is 1, so saved blank-base canons stay bit-identical when the scan
// law changes.
export const classic_composite_pars = /* glsl */ `
vec3 classicComposite(vec3 base, FoilStatic st, vec3 light, vec3 sheenBand, float intensity) {
  vec3 lit = clamp(light, 0.0, uMetal > 0.0 ? 1.5 : 1.0);
  vec3 substrate = base * (1.0 - uDarken * min(intensity, 1.0) * st.mask);
  vec3 added = (lit * uSheen * LIGHT_UNIT + uSpecular * sheenBand) * intensity * st.mask;
  return screenBlend(substrate, clamp(added, 0.0, 1.0));
}
`;
