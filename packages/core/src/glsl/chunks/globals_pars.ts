// Per-fragment values MAIN fills before foilPattern() runs. Recipes may read them;
// recipes that never do render exactly as before they existed.
export const globals_pars = /* glsl */ `
varying vec2 vUv;
varying vec3 vViewRay;  // fragment -> eye, unnormalised (vertex stage; see view_vector_pars)
varying vec3 vLampRay;  // fragment -> lamp, unnormalised
vec3 gViewTS;     // unit vector fragment -> eye, card tangent space (x right, y up, z out of the face)
vec3 gLightTS;    // unit vector fragment -> lamp, same frame ((0,0,1) with the lamp off)
float gEtch;      // etch plate value here, 0 without a plate
vec2 gEtchSlope;  // plate gradient per texel step, card axes
`;
