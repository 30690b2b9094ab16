// @foilkit/core — the foil shader contract.

// The contract as one table, and what is derived from it
export { UNIFORMS } from './contract/uniforms.js';
export type {
  GlslType,
  GlslValueMap,
  UniformGroup,
  UniformOwner,
  UniformRange,
  UniformSpec,
} from './contract/uniform-spec.js';
export {
  UNIFORM_NAMES,
  contractDefaults,
  glslUniformDeclarations,
  uniformControls,
  namesOwnedBy,
  isUniformName,
  clampToRange,
  type UniformName,
  type UniformValues,
  type RecipeUniformName,
  type RecipeUniformValues,
  type SurfaceUniformName,
  type SurfaceUniformValues,
  type SamplerUniformName,
  type ValueUniformName,
  type UniformControl,
} from './contract/derive.js';
export { LAW, LUMA } from './contract/law-constants.js';
export { INK_TAP_OFFSETS } from './contract/ink-taps.js';
export { uniformsMarkdownTable } from './contract/docs-table.js';

// Families
export { FAMILIES, FAMILY_NAMES, type FamilyName, type CompositeFamily } from './families.js';

// Recipes and the registry
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
export {
  getRecipe,
  requireRecipe,
  listRecipes,
  checkRegistry,
  createRegistry,
  type RecipeRegistry,
} from './registry/index.js';

// Assembly
export { assembleFragmentShader, type AssembleOptions } from './assemble.js';
export { PREAMBLE, MAIN, FOIL_VERTEX_SHADER } from './glsl/programs.js';
export { SHADER_CHUNKS, resolveIncludes, type ShaderChunkName, type ChunkOverrides } from './glsl/chunks.js';

// Canon files
export {
  loadCanon,
  createCanon,
  CanonError,
  CANON_FORMAT,
  CANON_VERSION,
  type CanonFile,
  type CanonReport,
  type LoadedCanon,
} from './canon.js';

// The three.js material and page-wide scope
export {
  createFoilMaterial,
  FoilMaterial,
  type CreateFoilMaterialOptions,
} from './material/foil-material.js';
export { seedRecipeValues } from './recipe/seed.js';
export { TEXTURE_SLOTS, type FoilTextures, type TextureSlot } from './material/foil-textures.js';
export { computeViewVectorTS } from './material/view-vector.js';
export {
  setFoilEnabled,
  setGlobalFoilIntensity,
  getFoilGlobals,
  subscribeFoilGlobals,
  foilGlobals,
} from './material/foil-globals.js';

// The composite law's executable specification
export * from './reference/composite.js';
