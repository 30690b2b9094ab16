import { createContext, useContext } from 'react';
import type { ResolverData } from '@foilkit/resolver';

/** Where printings are resolved and where the textures they name are fetched from. */
export interface FoilSettings {
  /** Resolver data (from `loadResolverData`); needed by cards given a `printing`. */
  readonly data: ResolverData | null;
  /** Prefix for every texture path a surface names (paths are relative to data/). Default ''. */
  readonly textureBaseUrl: string;
  /** Full control over texture URLs; wins over `textureBaseUrl`. */
  readonly resolveTextureUrl: ((path: string) => string) | null;
}

export const DEFAULT_SETTINGS: FoilSettings = { data: null, textureBaseUrl: '', resolveTextureUrl: null };

export const FoilSettingsContext = createContext<FoilSettings>(DEFAULT_SETTINGS);

export function useFoilSettings(): FoilSettings {
  return useContext(FoilSettingsContext);
}

export function textureUrl(settings: FoilSettings, path: string): string {
  if (settings.resolveTextureUrl) return settings.resolveTextureUrl(path);
  if (!settings.textureBaseUrl) return path;
  return settings.textureBaseUrl.endsWith('/')
    ? settings.textureBaseUrl + path
    : `${settings.textureBaseUrl}/${path}`;
}
