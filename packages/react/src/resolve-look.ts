import {
  REQUIRED_PARAM_SLOTS,
  type CanonFile,
  type FoilRecipe,
  type LoadedCanon,
  type SurfaceTexturePaths,
  type UniformValues,
} from '@foilkit/core';
import type { Printing, resolveSurface, SurfaceResolution } from '@foilkit/resolver';
import { textureUrl, type FoilSettings } from './foil-settings.js';

/** What one card draws: the recipe, its values and the textures beside the scan. */
export interface CardLook {
  /** Null: the printing has no foil, or the look could not be worked out (see `problem`). */
  readonly recipe: FoilRecipe | string | null;
  readonly uniforms: Readonly<Partial<UniformValues>>;
  readonly canon: CanonFile | LoadedCanon | undefined;
  /** Data paths by slot, as the surface names them. */
  readonly textures: SurfaceTexturePaths;
  /** Turns a data path into the URL to fetch. */
  readonly url: (path: string) => string;
  /** Why this card cannot have foil (bad printing, no data); the card shows its plain scan. */
  readonly problem: Error | null;
}

export interface LookInput {
  readonly printing?: Printing | undefined;
  readonly surface?: SurfaceResolution | undefined;
  readonly recipe?: FoilRecipe | string | undefined;
  readonly uniforms?: Readonly<Partial<UniformValues>> | undefined;
  readonly canon?: CanonFile | LoadedCanon | undefined;
}

/**
 * Props first (`recipe`, `uniforms`, `canon` override), then the surface, then the printing.
 * `resolve` is null while the resolver (or the embedded data) is still loading: `waiting`.
 * Never throws: this runs during render, and a feed row of the wrong shape (a PrintingError)
 * must cost that one card its foil, not unmount the collection around it.
 */
export function resolveLook(
  input: LookInput,
  settings: FoilSettings,
  resolve: typeof resolveSurface | null,
  waiting: boolean,
): CardLook {
  let surface = input.surface ?? null;
  let problem: Error | null = null;
  if (!surface && input.printing !== undefined) {
    if (settings.data && resolve) {
      try {
        surface = resolve(input.printing, settings.data);
      } catch (err) {
        // Passed on as thrown (a PrintingError names the field), so `instanceof` still works.
        problem = err instanceof Error ? err : new Error(String(err));
      }
    } else if (!input.recipe && !waiting)
      problem = new Error(
        'FoilCard: `printing` needs resolver data; pass `data` to <FoilCollection> or <FoilProvider>, or pass `surface`',
      );
  }
  return {
    // A printing that cannot be read has no recipe of its own: only an explicit `recipe` draws.
    recipe: input.recipe ?? surface?.recipe ?? null,
    uniforms: { ...surfaceUniformsFor(surface, input.recipe), ...input.uniforms },
    canon: input.canon,
    textures: surface?.textures ?? {},
    url: (path) => textureUrl(settings, path),
    problem,
  };
}

/**
 * The surface's uniforms for the recipe that will draw. A printing class's `params` are values for
 * its own recipe's sliders: when a `recipe` prop draws another recipe they would mean nothing (or
 * something else), so they are left out.
 */
function surfaceUniformsFor(
  surface: SurfaceResolution | null,
  recipe: FoilRecipe | string | undefined,
): Readonly<Partial<UniformValues>> | undefined {
  if (!surface) return undefined;
  const drawn = recipe === undefined ? surface.recipe : typeof recipe === 'string' ? recipe : recipe.id;
  if (drawn === surface.recipe) return surface.uniforms;
  const uniforms: Partial<UniformValues> = { ...surface.uniforms };
  for (const slot of REQUIRED_PARAM_SLOTS) delete uniforms[slot];
  return uniforms;
}
