import type { SurfaceTextureSlot } from '@foilkit/core/contract';
import type { RecipeId } from './catalogue-ids.js';
import type { ResolverData } from './load-data.js';
import type { Printing } from './printing.js';
import type { Provenance } from './provenance.js';
import { resolveFoilFor } from './resolve-foil.js';
import type { Area, ClassParams, Texture } from './schemas/foils.js';
import { resolveInkFor, type InkResolution, type InkState } from './resolve-ink.js';
import { resolveMaskFor, type MaskResolution } from './resolve-mask.js';
import {
  resolveEtchFor,
  resolveGlyphsFor,
  type EtchResolution,
  type GlyphResolution,
} from './resolve-plates.js';
import { resolvePrinting } from './resolve-printing.js';
import { RESOLVER_VERSION } from './version.js';

/**
 * Every surface-owned uniform the resolver decides, named exactly as in the shader contract, and
 * the printing class's values for its recipe's parameters (foils.json `params`), if it has any.
 */
export type SurfaceUniforms = MaskResolution['uniforms'] &
  InkResolution['uniforms'] &
  EtchResolution['uniforms'] &
  GlyphResolution['uniforms'] &
  ClassParams;

/**
 * Textures to load, keyed by core's slot names (`mask`, `ink`, `etch`, `glyph`), as paths
 * relative to the data root. Absent = the contract's 1x1 fallback. `loadSurfaceTextures` in
 * @foilkit/core turns this into configured three.js textures.
 */
export type SurfaceTextures = Partial<Record<SurfaceTextureSlot, string>>;

export interface SurfaceResolution {
  /** Catalogue recipe id, or null when the printing carries no foil. */
  recipe: RecipeId | null;
  /** Canonical set id (aliases resolved) and the era that applied. */
  set: string;
  era: string;
  layout: string;
  /** The printing class that decided (foils.json `classes`), if any. */
  printingClass: string | undefined;
  /** Where the foil lies: window, reverse, full, frame-window, figure or none. */
  area: Area;
  /** Etched (relief) or smooth, as the real printing is; undefined where nothing says. */
  texture: Texture | undefined;
  /** The edition a WOTC finish named (`1st-edition`, `unlimited`). */
  edition: '1st-edition' | 'unlimited' | undefined;
  maskTier: MaskResolution['tier'];
  inkState: InkState;
  uniforms: SurfaceUniforms;
  textures: SurfaceTextures;
  provenance: Provenance;
}

/** Everything the surface needs for one printing. Never throws for unknown sets or eras. */
export function resolveSurface(printing: Printing, data: ResolverData): SurfaceResolution {
  const p = resolvePrinting(printing, data);
  const foil = resolveFoilFor(p, data);
  const mask = resolveMaskFor(p, foil, data);
  const ink = resolveInkFor(p, data, foil);
  const etch = resolveEtchFor(p, data);
  const glyphs = resolveGlyphsFor(p, data);
  const textures: SurfaceTextures = {};
  if (mask.texture) textures.mask = mask.texture;
  if (ink.texture) textures.ink = ink.texture;
  if (etch.texture) textures.etch = etch.texture;
  if (glyphs.texture) textures.glyph = glyphs.texture;
  const provenance: Provenance = {
    resolverVersion: RESOLVER_VERSION,
    dataVersions: data.versions,
    decisions: [foil.decision, ...mask.decisions, ...ink.decisions, ...etch.decisions, ...glyphs.decisions],
    notes: p.notes,
  };
  if (p.alias) provenance.setAlias = p.alias;
  return {
    recipe: foil.recipe,
    set: p.set,
    era: p.era,
    layout: mask.layoutId,
    printingClass: foil.printingClass,
    area: foil.area,
    texture: foil.texture,
    edition: p.edition,
    maskTier: mask.tier,
    inkState: ink.state,
    uniforms: { ...mask.uniforms, ...ink.uniforms, ...etch.uniforms, ...glyphs.uniforms, ...foil.params },
    textures,
    provenance,
  };
}
