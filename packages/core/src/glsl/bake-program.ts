import { resolveIncludes } from './chunks.js';
import { PREAMBLE } from './programs.js';

/**
 * The bake program: PREAMBLE, the static-term functions of MAIN and a main() that writes them
 * into a card's bake texture. No recipe: one program bakes every card. Only the lazily loaded
 * bake module imports this file, so a page pays for it when it first draws a card.
 */
const BAKE_TEMPLATE = /* glsl */ `
#include <mask_pars>
#include <ink_design_pars>
#include <ink_estimate_pars>
#include <etch_plate_pars>
#include <static_terms_pars>
`;

// main() of the bake program: the static terms of one card, written once into its bake
// texture. Layer 0 holds mask, ink blocked and glyph (alpha unused, written opaque); layer 1 the
// etch plate and slope.
const BAKE_BODY = /* glsl */ `
uniform float uBakeLayer;

void main() {
  vec2 uv = vUv;
  if (uBakeLayer > 0.5) {
    gEtch = 0.0;
    gEtchSlope = vec2(0.0);
    #include <etch_plate_fragment>
    gl_FragColor = vec4(gEtch, gEtchSlope, 1.0);
    return;
  }
  FoilStatic st = staticTerms(uv, texture2D(uFace, uv).rgb);
  gl_FragColor = vec4(st.mask, st.inkBlocked, st.glyph, 1.0);
}
`;

export const BAKE_FRAGMENT_SHADER = `${PREAMBLE}\n${resolveIncludes(BAKE_TEMPLATE)}\n${resolveIncludes(BAKE_BODY)}`;

/** The bake's vertex stage: a 2x2 quad straight to clip space, card UV as the varying. */
export const BAKE_VERTEX_SHADER = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;
