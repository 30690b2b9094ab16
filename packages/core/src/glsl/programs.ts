import { resolveIncludes, type ChunkOverrides } from './chunks.js';

/**
 * PREAMBLE: precision, constants, every uniform, the per-fragment globals and the helper
 * library. Nothing after it may declare a uniform.
 */
export const PREAMBLE_TEMPLATE = /* glsl */ `
precision highp float;
precision highp int;
#include <law_constants>
#include <uniforms_pars>
#include <bake_uniforms_pars>
#include <globals_pars>
#include <hash>
#include <noise>
#include <hue_ramp>
#include <blend>
#include <sdf>
#include <mask_rect>
#include <card_alpha>
#include <sheen>
#include <glyph_atlas>
#include <light>
`;

/** MAIN: the law's steps as functions, then the one main(). Comes after the recipe. */
export const MAIN_TEMPLATE = /* glsl */ `
#include <mask_pars>
#include <ink_design_pars>
#include <ink_estimate_pars>
#include <etch_plate_pars>
#include <view_vector_pars>
#include <lamp_pars>
#include <static_terms_pars>
#include <baked_terms_pars>
#include <classic_composite_pars>
#include <shared_tail_pars>
#include <scan_path_pars>
#include <main_body>
`;

export function buildPreamble(overrides?: ChunkOverrides): string {
  return resolveIncludes(PREAMBLE_TEMPLATE, overrides);
}

export function buildMain(overrides?: ChunkOverrides): string {
  return resolveIncludes(MAIN_TEMPLATE, overrides);
}

export const PREAMBLE = buildPreamble();
export const MAIN = buildMain();

/**
 * The fixed vertex stage: card UV (0..1, y up) and the rays from the fragment to the eye and to
 * the lamp, which depend on the card's tilt and the page lamp, not on the pixel (see
 * view_vector_pars). Written against the attributes and matrices three.js declares for a
 * ShaderMaterial.
 */
export const VERTEX_TEMPLATE = /* glsl */ `
#include <vertex_uniforms_pars>
#include <eye_frame_pars>
varying vec2 vUv;
varying vec3 vViewRay;
varying vec3 vLampRay;
void main() {
  vUv = uv;
  vec3 e = eyeDirTS();
  vec3 p = vec3(uv.x - 0.5, (uv.y - 0.5) * CARD_ASPECT, 0.0);
  vViewRay = uCamDist * e - p;
  #include <view_override_vertex>
  vLampRay = lampPositionTS(e) - p;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

export function buildVertexShader(overrides?: ChunkOverrides): string {
  return resolveIncludes(VERTEX_TEMPLATE, overrides);
}

export const FOIL_VERTEX_SHADER = buildVertexShader();
