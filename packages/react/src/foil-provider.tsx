import { useMemo, type ReactNode } from 'react';
import type { ResolverData } from '@foilkit/resolver';
import { FoilSettingsContext, useFoilSettings } from './foil-settings.js';

export interface FoilProviderProps {
  /** Resolver data for cards given a `printing`. Default: inherited, else none. */
  readonly data?: ResolverData;
  /** Prefix for texture paths a surface names. Default: inherited, else '' (page-relative). */
  readonly textureBaseUrl?: string;
  /** Maps a surface texture path to a URL; wins over `textureBaseUrl`. Default: inherited. */
  readonly resolveTextureUrl?: (path: string) => string;
  readonly children?: ReactNode;
}

/** Resolver data and texture URLs for every FoilCard below; unset props inherit from above. */
export function FoilProvider({ data, textureBaseUrl, resolveTextureUrl, children }: FoilProviderProps) {
  const outer = useFoilSettings();
  const value = useMemo(
    () => ({
      data: data ?? outer.data,
      textureBaseUrl: textureBaseUrl ?? outer.textureBaseUrl,
      resolveTextureUrl: resolveTextureUrl ?? outer.resolveTextureUrl,
    }),
    [data, textureBaseUrl, resolveTextureUrl, outer],
  );
  return <FoilSettingsContext.Provider value={value}>{children}</FoilSettingsContext.Provider>;
}
