import { loadResolverData, type ResolverData } from '@foilkit/resolver';

/** The resolver data and asset URLs that ship in @foilkit/data, for cards given no `data`. */
export interface DefaultData {
  readonly data: ResolverData;
  readonly assetUrl: (path: string) => string;
}

let pending: Promise<DefaultData> | null = null;

/**
 * Loads @foilkit/data on first use (a separate chunk: sites that pass their own `data` never
 * download it) and validates it once per page.
 */
export function loadDefaultData(): Promise<DefaultData> {
  pending ??= import('@foilkit/data').then((m) => ({
    data: loadResolverData(m.rawData),
    assetUrl: m.assetUrl,
  }));
  pending.catch(() => (pending = null));
  return pending;
}
