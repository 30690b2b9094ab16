import type * as StaticBakeModule from './static-bake.js';

type BakeModule = typeof StaticBakeModule;

let loaded: BakeModule | undefined;
let loading: Promise<BakeModule> | undefined;

/**
 * Loads the static-term bake's code, once. It is its own chunk so that the material's up-front
 * cost stays small; FoilMaterial starts the load when the first baking material is made, and
 * until it arrives cards compute their static terms per fragment (the same pixels, slower).
 * Await it before a first frame that must already be baked (tests, benchmarks). If the chunk
 * cannot be fetched, cards stay on that path for good and the returned promise rejects.
 */
export function loadStaticBake(): Promise<void> {
  loading ??= import('./static-bake.js').then((module) => (loaded = module));
  return loading.then(() => undefined);
}

/** Starts the load, reporting a failure once instead of leaving a rejection unhandled. */
export function startStaticBakeLoad(): void {
  if (loading) return;
  loadStaticBake().catch((error: unknown) => {
    console.warn('foilkit: bake unavailable', error);
  });
}

/** The bake's code once loaded, else undefined. */
export function staticBakeModule(): BakeModule | undefined {
  return loaded;
}
