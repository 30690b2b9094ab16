import type { ResolverData, resolveSurface } from '@foilkit/resolver';

/** The resolver and the data shipped in @foilkit/data, for cards given no `data`. */
export interface DefaultData {
  readonly data: ResolverData;
  readonly assetUrl: (path: string) => string;
}

let data: Promise<DefaultData> | null = null;
let resolver: Promise<typeof resolveSurface> | null = null;

/**
 * The resolver, on first use of a `printing` (its own chunk: a site that passes resolved
 * `surface`s, or recipes, never downloads it).
 */
export function loadResolver(): Promise<typeof resolveSurface> {
  resolver ??= import('@foilkit/resolver').then((m) => m.resolveSurface);
  resolver.catch(() => (resolver = null));
  return resolver;
}

/** @foilkit/data, validated once per page, on first use of a `printing` with no `data` given. */
export function loadDefaultData(): Promise<DefaultData> {
  data ??= Promise.all([import('@foilkit/data'), import('@foilkit/resolver')]).then(([d, r]) => ({
    data: r.loadResolverData(d.rawData),
    assetUrl: d.assetUrl,
  }));
  data.catch(() => (data = null));
  return data;
}
