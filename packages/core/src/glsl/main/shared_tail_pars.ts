// Step 8: tint, then one light budget (pattern + specular) bounded by the pixel's own headroom.
// chromaPop pushes colour away from its own grey along a zero-luminance direction, within the
// gamut. (Comments stay outside the GLSL: every byte of a template ships.)
// The knee and both limits are per-channel ratios gathered with min() instead of an if per channel (SwiftShader
// pays for every side of a data-dependent branch). A channel's ratio is weighted by exactly 0 or 1
// (its comparison as a float), so it is the branchy law's own ratio where that branch ran and no
// limit where it did not; the 1e-30 floors only keep 0/0 out of the weighted-away side.
export const shared_tail_pars = /* glsl */ `
vec3 chromaPop(vec3 c, float amount) {
  vec3 d = c - luma(c);
  vec3 up = vec3(greaterThan(d, vec3(0.0)));
  vec3 down = vec3(lessThan(d, vec3(0.0)));
  vec3 limit = POP_ROOM * (up * (1.0 - c) + down * c) / max(abs(d), vec3(1e-30));
  limit = (up + down) * limit + (1.0 - up - down) * 1e30;
  float s = min(min(amount, limit.r), min(limit.g, limit.b));
  return c + max(s, 0.0) * d;
}

vec3 sharedTail(vec3 body, vec3 patternLight, vec3 specular, FoilStatic st) {
  vec3 flash = mix(patternLight, luma(patternLight) * st.inkHue, uSheenTint);
  flash *= mix(vec3(1.0), st.inkHue * st.inkHue, uTint * st.chroma);
  vec3 added = flash + specular;
  float amount = luma(added);
  float room = max(1.0 - luma(body), 0.0);
  float lit = float(amount > 0.0);
  float knee = room * (1.0 - exp(-max(amount, 0.0) / max(room, 0.0001))) / max(amount, 1e-30);
  added *= lit * knee + (1.0 - lit);
  vec3 ceiling = HEADROOM_CAP * (1.0 - body);
  vec3 over = vec3(greaterThan(added, ceiling));
  vec3 k = over * (ceiling / max(added, vec3(1e-30))) + (1.0 - over);
  added *= min(k.r, min(k.g, k.b));
  vec3 color = chromaPop(body + added, uInkPop * clamp(POP_ENGAGE_GAIN * luma(added), 0.0, 1.0));
  return mix(color, vec3(1.0), uInkTone * st.inkBlocked);
}
`;
