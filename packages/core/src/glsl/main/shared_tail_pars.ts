// Step 8: tint, then one light budget (pattern + specular) bounded by the pixel's own headroom.
// chromaPop pushes colour away from its own grey along a zero-luminance direction, within the
// gamut. (Comments stay outside the GLSL: every byte of a template ships.)
export const shared_tail_pars = /* glsl */ `
vec3 chromaPop(vec3 c, float amount) {
  vec3 d = c - luma(c);
  float s = amount;
  if (d.r > 0.0) s = min(s, POP_ROOM * (1.0 - c.r) / d.r);
  if (d.r < 0.0) s = min(s, POP_ROOM * c.r / -d.r);
  if (d.g > 0.0) s = min(s, POP_ROOM * (1.0 - c.g) / d.g);
  if (d.g < 0.0) s = min(s, POP_ROOM * c.g / -d.g);
  if (d.b > 0.0) s = min(s, POP_ROOM * (1.0 - c.b) / d.b);
  if (d.b < 0.0) s = min(s, POP_ROOM * c.b / -d.b);
  return c + max(s, 0.0) * d;
}

vec3 sharedTail(vec3 body, vec3 patternLight, vec3 specular, FoilStatic st) {
  vec3 flash = mix(patternLight, luma(patternLight) * st.inkHue, uSheenTint);
  flash *= mix(vec3(1.0), st.inkHue * st.inkHue, uTint * st.chroma);
  vec3 added = flash + specular;
  float amount = luma(added);
  float room = max(1.0 - luma(body), 0.0);
  if (amount > 0.0) {
    added *= room * (1.0 - exp(-amount / max(room, 0.0001))) / amount;
  }
  vec3 ceiling = HEADROOM_CAP * (1.0 - body);
  float k = 1.0;
  if (added.r > ceiling.r) k = min(k, ceiling.r / added.r);
  if (added.g > ceiling.g) k = min(k, ceiling.g / added.g);
  if (added.b > ceiling.b) k = min(k, ceiling.b / added.b);
  added *= k;
  vec3 color = chromaPop(body + added, uInkPop * clamp(POP_ENGAGE_GAIN * luma(added), 0.0, 1.0));
  return mix(color, vec3(1.0), uInkTone * st.inkBlocked);
}
`;
