// The etch plate is image space like the hand mask (one V flip). Image v grows downward,
// so the card's "up" slope is the tap above minus the tap below in image rows.
export const etch_plate_pars = /* glsl */ `
float etchTap(vec2 st) {
  return texture2D(uEtchTex, st).r;
}

void sampleEtchPlate(vec2 uv) {
  vec2 st = vec2(uv.x, 1.0 - uv.y);
  vec2 dx = vec2(uEtchTexel.x, 0.0);
  vec2 dy = vec2(0.0, uEtchTexel.y);
  gEtch = etchTap(st);
  gEtchSlope = 0.5 * vec2(etchTap(st + dx) - etchTap(st - dx), etchTap(st - dy) - etchTap(st + dy));
}

// Relief glint: a bumped facet minus a flat one under a key light just above the camera.
vec3 etchRelief() {
  vec3 n = normalize(vec3(-gEtchSlope * uEtchBump, 1.0));
  vec3 key = normalize(gViewTS + vec3(0.0, 0.5, 0.0));
  vec3 h = normalize(key + gViewTS);
  float bumped = pow(max(dot(n, h), 0.0), ETCH_SHININESS);
  float level = pow(max(h.z, 0.0), ETCH_SHININESS);
  return vec3(uEtchRelief * (bumped - level));
}
`;
