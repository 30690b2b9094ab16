// One FoilMaterial per slot key, kept across view switches: a disposed material can free its
// program, and recompiling costs ~0.4 s a recipe on software GL.
import type { FoilMaterial } from '@foilkit/core';

const cache = new Map<string, FoilMaterial>();

export function cachedMaterial(key: string): FoilMaterial | undefined {
  return cache.get(key);
}

export function storeMaterial(key: string, material: FoilMaterial): void {
  cache.set(key, material);
}

/** For a rebuilt renderer: the old programs died with the old context. */
export function disposeMaterials(): void {
  for (const m of cache.values()) m.dispose();
  cache.clear();
}
