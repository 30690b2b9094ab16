import { ASSET_URLS } from './assets.js';

/** A path that names no raster this package ships. */
export class UnknownAssetError extends Error {
  constructor(readonly path: string) {
    super(`@foilkit/data ships no asset "${path}" (known: ${Object.keys(ASSET_URLS).join(', ')})`);
    this.name = 'UnknownAssetError';
  }
}

/**
 * The URL of a raster a resolved surface names (`surface.textures.ink`, …), as emitted by the
 * site's bundler. Throws UnknownAssetError for a path the package does not ship, for example
 * one from a site's own data: resolve those against the site's own base URL instead.
 */
export function assetUrl(path: string): string {
  const url = Object.hasOwn(ASSET_URLS, path) ? ASSET_URLS[path] : undefined;
  if (!url) throw new UnknownAssetError(path);
  return url.href;
}

/** Every raster path the package ships, sorted. */
export function assetPaths(): string[] {
  return Object.keys(ASSET_URLS);
}
