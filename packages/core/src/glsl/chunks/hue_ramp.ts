// The shared rainbow. uSat lives here, not in recipes, so 0 means silver for every recipe.
export const hue_ramp = /* glsl */ `
const float SILVER = 0.72;

vec3 hueRamp(float t) {
  float phase = uHueShift + t * uHueSpread;
  vec3 rainbow = 0.5 + 0.5 * cos(TAU * (phase + vec3(0.0, 0.6667, 0.3333)));
  return mix(vec3(SILVER), rainbow, uSat);
}
`;
