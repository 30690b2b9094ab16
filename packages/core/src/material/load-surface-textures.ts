import { TextureLoader, type Texture } from 'three';
import type { SurfaceTextureSlot } from '../contract/texture-slots.js';
import { configureTextureForSlot, type FoilTextures } from './foil-textures.js';

/** What a resolved surface names: a data path per slot (see `surface.textures`). */
export type SurfaceTexturePaths = Readonly<Partial<Record<SurfaceTextureSlot, string>>>;

export interface LoadSurfaceTexturesOptions {
  /** Turns a data path into a URL, e.g. `assetUrl` from `@foilkit/data`, or a CDN prefix. */
  readonly url: (path: string) => string;
  /** Loads one URL; defaults to three's TextureLoader. Inject one to share a cache. */
  readonly load?: (url: string) => Promise<Texture>;
}

/** A surface texture that could not be loaded, naming the slot, the data path and the URL. */
export class SurfaceTextureError extends Error {
  constructor(
    readonly slot: SurfaceTextureSlot,
    readonly path: string,
    readonly url: string,
    cause: unknown,
  ) {
    super(`foilkit: could not load the ${slot} texture ${path} (${url})`, { cause });
    this.name = 'SurfaceTextureError';
  }
}

/**
 * Loads every texture a resolved surface names and configures each for its slot (hand mask,
 * ink cell, etch plate, glyph atlas), ready for `createFoilMaterial({ textures })`. The face
 * scan is the caller's own and is not among them. Rejects with a SurfaceTextureError on the
 * first image that fails; a card site then shows the plain scan.
 */
export async function loadSurfaceTextures(
  paths: SurfaceTexturePaths,
  options: LoadSurfaceTexturesOptions,
): Promise<FoilTextures> {
  const loader = options.load ?? defaultLoad();
  const entries = await Promise.all(
    (Object.entries(paths) as Array<[SurfaceTextureSlot, string | undefined]>)
      .filter((entry): entry is [SurfaceTextureSlot, string] => typeof entry[1] === 'string')
      .map(async ([slot, path]) => {
        const url = options.url(path);
        try {
          return [slot, configureTextureForSlot(slot, await loader(url))] as const;
        } catch (err) {
          throw new SurfaceTextureError(slot, path, url, err);
        }
      }),
  );
  return Object.fromEntries(entries);
}

function defaultLoad(): (url: string) => Promise<Texture> {
  const loader = new TextureLoader();
  return (url) => loader.loadAsync(url);
}
