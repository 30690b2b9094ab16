import type { CanonFile, FoilRecipe, LoadedCanon, TextureSlot, UniformValues } from '@foilkit/core';
import { resolveSurface, type Printing, type SurfaceResolution } from '@foilkit/resolver';
import { textureUrl, type FoilSettings } from './foil-settings.js';
import { SLOT_BY_UNIFORM } from './texture-store.js';

/** What one card draws: the recipe, its values and the URLs of the textures beside the scan. */
export interface CardLook {
  /** Null: the printing has no foil, or the look could not be worked out (see `problem`). */
  readonly recipe: FoilRecipe | string | null;
  readonly uniforms: Readonly<Partial<UniformValues>>;
  readonly canon: CanonFile | LoadedCanon | undefined;
  readonly textures: Readonly<Partial<Record<Exclude<TextureSlot, 'face'>, string>>>;
  readonly problem: string | null;
}

export interface LookInput {
  readonly printing?: Printing;
  readonly surface?: SurfaceResolution;
  readonly recipe?: FoilRecipe | string;
  readonly uniforms?: Readonly<Partial<UniformValues>>;
  readonly canon?: CanonFile | LoadedCanon;
}

/** Props first (`recipe`, `uniforms`, `canon` override), then the surface, then the printing. */
export function resolveLook(input: LookInput, settings: FoilSettings): CardLook {
  let surface = input.surface ?? null;
  let problem: string | null = null;
  if (!surface && input.printing) {
    if (settings.data) surface = resolveSurface(input.printing, settings.data);
    else if (!input.recipe)
      problem =
        'FoilCard: `printing` needs resolver data; pass `data` to <FoilCollection> or <FoilProvider>, or pass `surface`';
  }
  const textures: Partial<Record<Exclude<TextureSlot, 'face'>, string>> = {};
  for (const [uniform, path] of Object.entries(surface?.textures ?? {})) {
    const slot = SLOT_BY_UNIFORM.get(uniform);
    if (slot && slot !== 'face' && typeof path === 'string') textures[slot] = textureUrl(settings, path);
  }
  return {
    recipe: input.recipe ?? surface?.recipe ?? null,
    uniforms: { ...surface?.uniforms, ...input.uniforms },
    canon: input.canon,
    textures,
    problem,
  };
}
