import type { CanonFile, FoilRecipe, LoadedCanon, UniformValues } from '@foilkit/core';
import type { Printing, SurfaceResolution } from '@foilkit/resolver';

/** What a card looks like: the props FoilCard and FoilCardMesh share. */
export interface CardLookProps {
  /** A printing, resolved with the data from a FoilCollection / FoilProvider above, else @foilkit/data. Default: none. */
  readonly printing?: Printing;
  /** An already resolved surface; wins over `printing`. Default: none. */
  readonly surface?: SurfaceResolution;
  /** Recipe object or id; overrides the resolved one. Default: the surface's. */
  readonly recipe?: FoilRecipe | string;
  /** Uniform values applied last (authored looks). Default: none. */
  readonly uniforms?: Readonly<Partial<UniformValues>>;
  /** A saved look for the recipe. Default: none. */
  readonly canon?: CanonFile | LoadedCanon;
}
