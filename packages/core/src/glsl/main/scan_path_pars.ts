// Step 7: a real scan, under one of two mutually exclusive laws. Substrate terms are
// multiplicative (they keep the printed hue) and gated on intensity, and glyph ink is exempt.
export const scan_path_pars = /* glsl */ `
vec3 scanComposite(vec3 scan, FoilStatic st, vec3 light, vec3 sheenBand, float intensity) {
  float gain = min(intensity, 1.0);
  float foil = st.mask * (1.0 - st.glyph * (1.0 - st.artGate));
  vec3 body;
  vec3 patternLight;
  if (uMetal > 0.0) {
    vec3 lit = clamp(light, 0.0, METAL_LIGHT_MAX);
    float facing = clamp((luma(lit) - METAL_PIVOT) * mix(METAL_GRAIN_LO, METAL_GRAIN_HI, uGrain), -1.0, 1.0);
    body = scan * (1.0 - uMetal * gain * foil * max(-facing, 0.0) * METAL_AWAY_DARKEN);
    patternLight = lit * uSheen * intensity * foil * (METAL_LIFT_BASE + METAL_LIFT_FACING * max(facing, 0.0));
  } else {
    vec3 lit = clamp(light, 0.0, 1.0);
    float coverage = clamp(COVERAGE_GAIN * luma(lit), 0.0, 1.0);
    body = scan * (1.0 - uDepth * gain * foil * (1.0 - coverage));
    patternLight = lit * uSheen * LIGHT_UNIT * intensity * foil;
  }
  return sharedTail(body, patternLight, uSpecular * sheenBand * intensity * foil, st);
}
`;
