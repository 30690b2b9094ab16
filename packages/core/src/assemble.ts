import {
  buildMain,
  buildPreamble,
  buildVertexShader,
  FOIL_VERTEX_SHADER,
  MAIN,
  PREAMBLE,
} from './glsl/programs.js';
import type { ChunkOverrides } from './glsl/chunks.js';
import type { FoilRecipe } from './recipe/types.js';

export interface AssembleOptions {
  /** Swap named chunks (parity proofs, law tests). Never used by the product path. */
  readonly overrides?: ChunkOverrides;
}

const cache = new WeakMap<FoilRecipe, string>();

/**
 * PREAMBLE + recipe + MAIN, written in GLSL ES 1.00. three.js compiles it as GLSL ES 3.00 on
 * WebGL2; a raw WebGL1 context compiles it as it is. The same recipe object always yields the
 * same string, which is what lets three share one program between all its cards.
 */
export function assembleFragmentShader(recipe: FoilRecipe, options: AssembleOptions = {}): string {
  if (!options.overrides) {
    const hit = cache.get(recipe);
    if (hit !== undefined) return hit;
  }
  const preamble = options.overrides ? buildPreamble(options.overrides) : PREAMBLE;
  const main = options.overrides ? buildMain(options.overrides) : MAIN;
  const source = `${preamble}\n// ---- recipe: ${recipe.id} ----\n${recipe.glsl}\n// ---- main ----\n${main}`;
  if (!options.overrides) cache.set(recipe, source);
  return source;
}

/** The vertex stage every foil program uses, or, with overrides, the same built with those chunks. */
export function assembleVertexShader(options: AssembleOptions = {}): string {
  return options.overrides ? buildVertexShader(options.overrides) : FOIL_VERTEX_SHADER;
}
