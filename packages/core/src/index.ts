// @foilkit/core: the foil shader contract and the three.js material.
// Other entry points: '@foilkit/core/contract' (the uniform table, three-free),
// '@foilkit/core/recipes' (each recipe by name, tree-shakable), '@foilkit/core/registry'
// (lookup by id and alias), '@foilkit/core/ids' (ids only, no GLSL) and
// '@foilkit/core/reference' (the composite law in TypeScript).

// The contract as one table, and what is derived from it
export * from './contract/index.js';
export { glslUniformDeclarations, uniformSpec, isSampler, describeTypeMismatch } from './contract/derive.js';
export { uniformsMarkdownTable } from './contract/docs-table.js';

// Recipes: the type, its checks, and how a value is seeded
export {
  defineRecipe,
  UNUSED,
  isUsedParam,
  type FoilRecipe,
  type RecipeParam,
  type RecipeParams,
  type ParamSlot,
  type ParamSlotName,
} from './recipe/types.js';
export { checkRecipe, assertValidRecipe, RecipeError, type RecipeProblem } from './recipe/validate.js';
export { lintRecipeGlsl, type LintFinding } from './recipe/lint.js';
export { seedRecipeValues } from './recipe/seed.js';

// Assembly
export { assembleFragmentShader, assembleVertexShader, type AssembleOptions } from './assemble.js';
export { PREAMBLE, MAIN, FOIL_VERTEX_SHADER } from './glsl/programs.js';
export { SHADER_CHUNKS, resolveIncludes, type ShaderChunkName, type ChunkOverrides } from './glsl/chunks.js';

// Canon files
export {
  loadCanon,
  isLoadedCanon,
  createCanon,
  CanonError,
  CANON_FORMAT,
  CANON_VERSION,
  type CanonFile,
  type CanonRecipes,
  type CanonReport,
  type LoadedCanon,
} from './canon.js';

// The three.js material, its textures, and the page-wide scope
export {
  createFoilMaterial,
  FoilMaterial,
  type CreateFoilMaterialOptions,
} from './material/foil-material.js';
export { plainScanRecipe } from './material/plain-scan-recipe.js';
export {
  TEXTURE_SLOTS,
  configureTextureForSlot,
  fitsSlot,
  type FoilTextures,
} from './material/foil-textures.js';
export {
  loadSurfaceTextures,
  SurfaceTextureError,
  type LoadSurfaceTexturesOptions,
  type SurfaceTexturePaths,
} from './material/load-surface-textures.js';
export { computeViewVectorTS } from './material/view-vector.js';
export { cardPlaneWithMargin, CARD_PLANE_MARGIN } from './material/card-plane.js';
export { BAKE_WIDTH_RULE, type BakeOption } from './material/bake-option.js';
export { loadStaticBake } from './material/bake-loader.js';
export {
  prepareFoilCards,
  whenGpuIdle,
  compileWithoutStall,
  programKey,
} from './material/prepare-foil-cards.js';
export {
  setFoilEnabled,
  setGlobalFoilIntensity,
  getFoilGlobals,
  subscribeFoilGlobals,
  foilGlobals,
  setFoilLamp,
  getFoilLamp,
  resetFoilLamp,
  type FoilLamp,
} from './material/foil-globals.js';
