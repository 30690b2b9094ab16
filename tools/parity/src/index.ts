export { STRUCTURAL_VARIANTS, isStructuralVariant, type StructuralVariant } from './variants.js';
export { TILT_GRIDS, BASES, PARITY_WIDTH, type TiltGrid, type ParityBase } from './grid.js';
export { renderKey, renderFileName, type ParityManifest, type ParityRender } from './manifest.js';
export {
  compareManifests,
  formatComparison,
  type ParityComparison,
  type RenderDifference,
} from './compare.js';
export { renderParitySet, type ParitySetOptions, type ParitySetResult } from './render-set.js';
