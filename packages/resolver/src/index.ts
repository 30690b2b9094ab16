// @foilkit/resolver: printing -> recipe, mask, ink design, etch plate and glyph switches, from data.
// Plain TypeScript: no three, no React, no DOM. The Node file loader lives in '@foilkit/resolver/node'.

// Entry points
export {
  resolveSurface,
  type SurfaceResolution,
  type SurfaceTextures,
  type SurfaceUniforms,
} from './resolve-surface.js';
export { resolveFoil, type FoilResolution, type MaskMode } from './resolve-foil.js';
export { resolveMask, type MaskResolution } from './resolve-mask.js';
export { resolveInk, type InkResolution, type InkState, type InkUniforms } from './resolve-ink.js';
export { resolveEtch, resolveGlyphs, type EtchResolution, type GlyphResolution } from './resolve-plates.js';

// Card-site shapes
export {
  printingFromPokemonTcgCard,
  printingsFromPokemonTcgCard,
  type PokemonTcgCard,
} from './pokemontcg.js';

// Data
export {
  loadResolverData,
  DATA_FILES,
  DATA_FILE_KEYS,
  type RawResolverData,
  type ResolverData,
  type DataWarning,
  type SetTarget,
} from './load-data.js';
export { DataError } from './data-error.js';
export { DEFAULT_LAYOUT } from './default-layout.js';
export type { LayoutRow, LayoutsFile } from './schemas/layouts.js';
export type { Area, FoilRule, FoilsFile, PrintingClass, SetRow, Texture } from './schemas/foils.js';
export type { InkRow, InkDesignsFile, InkIndexFile, FramesFile } from './schemas/ink.js';
export type { MaskSidecar, PlatesFile, EtchRow, GlyphRow } from './schemas/assets.js';
export type { Scope } from './schemas/common.js';

// Keys and provenance
export { slugKey, type Printing } from './printing.js';
export { PrintingError } from './printing-error.js';
export type { Decision, DecisionScope, Provenance } from './provenance.js';
export { isCatalogueRecipe, canonicalRecipeId, type RecipeId } from './catalogue-ids.js';
export { RESOLVER_VERSION } from './version.js';
