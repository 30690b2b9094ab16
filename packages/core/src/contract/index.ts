// @foilkit/core/contract: the uniform contract as data, with no three.js and no GLSL.
// The resolver, the React layer and the lab's controls read types, defaults and ranges from here.
export { UNIFORMS } from './uniforms.js';
export type {
  GlslType,
  GlslValueMap,
  UniformGroup,
  UniformOwner,
  UniformRange,
  UniformSpec,
} from './uniform-spec.js';
export {
  UNIFORM_NAMES,
  contractDefaults,
  uniformControls,
  lampControls,
  namesOwnedBy,
  isUniformName,
  clampToRange,
  type UniformName,
  type UniformValues,
  type UniformValueOf,
  type RecipeUniformName,
  type RecipeUniformValues,
  type SurfaceUniformName,
  type SurfaceUniformValues,
  type SamplerUniformName,
  type ValueUniformName,
  type CardUniformName,
  type CardUniformValues,
  type GlobalUniformName,
  type UniformControl,
} from './derive.js';
export { LAW, LUMA, CARD_ASPECT } from './law-constants.js';
// The four parameter slots every recipe declares: data (a printing class's `params`) names them.
export { REQUIRED_PARAM_SLOTS } from '../recipe/types.js';
export { SURFACE_DEFAULTS } from './surface-defaults.js';
export { INK_TAP_OFFSETS } from './ink-taps.js';
export { FAMILIES, FAMILY_NAMES, type FamilyName, type CompositeFamily } from '../families.js';
export { TEXTURE_SLOT_UNIFORMS, type TextureSlot, type SurfaceTextureSlot } from './texture-slots.js';
export { INK_LATTICE } from './ink-lattice.js';
export { STATIC_TERM_INPUTS } from './static-inputs.js';
