// Outside the mask a real scan's law adds nothing and darkens nothing (every term is multiplied
// by the mask), so its colour is the scan exactly: return it before the recipe and the light run.
// Proven byte-identical by `npm run parity -- noop --variant without-mask-skip --mask window`.
export const mask_skip_fragment = /* glsl */ `
  if (uScanBase > 0.5 && st.mask <= 0.0) {
    gl_FragColor = vec4(scan, alpha);
    return;
  }
`;
