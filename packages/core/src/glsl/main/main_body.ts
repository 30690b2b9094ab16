// The single main(). Order is the law's order; see docs/SHADER-CONTRACT.md. Mix 0 is a free
// bypass: the plain scan, exactly, before any foil work is done. One of the two composites runs:
// the classic one only on the blank base, the scan path only on a real scan. FOIL_SCAN_BASE
// (FoilMaterial defines it while uScanBase is above 0.5) compiles the classic one out: SwiftShader
// pays for both sides of the uniform's branch, and a card site's cards are all scans.
export const main_body = /* glsl */ `
void main() {
  vec2 uv = vUv;
  float alpha = cardAlpha(uv);
  if (alpha <= 0.0) discard;
  vec3 scan = texture2D(uFace, uv).rgb;
  float intensity = uIntensity * uGlobalIntensity;
  if (intensity <= 0.0 || (uInkGuard < 0.5 && uScanBase > 0.5)) {
    gl_FragColor = vec4(scan, alpha);
    return;
  }
  #include <static_terms_fragment>
  #include <mask_skip_fragment>
  gViewTS = viewVectorTS();
  #include <lamp_fragment>
  vec3 light = foilPattern(uv, uTilt);
  #include <etch_relief_fragment>
  vec3 sheenBand = sharedSpecular(uv);
#ifdef FOIL_SCAN_BASE
  vec3 color = scanComposite(scan, st, light, sheenBand, intensity);
#else
  vec3 color = uScanBase > 0.5
    ? scanComposite(scan, st, light, sheenBand, intensity)
    : classicComposite(scan, st, light, sheenBand, intensity);
#endif
  color = mix(color, vec3(1.0, 0.0, 0.0), 0.5 * st.mask * step(0.5, uMaskView));
  gl_FragColor = vec4(color, alpha);
}
`;
