import { SURFACE_DEFAULTS, type SurfaceUniformValues } from '@foilkit/core/contract';

/** The shader contract's own defaults for some surface uniforms: what "nothing applies" means. */
export function surfaceDefaults<K extends keyof SurfaceUniformValues>(
  ...names: K[]
): Pick<SurfaceUniformValues, K> {
  const out = {} as Pick<SurfaceUniformValues, K>;
  for (const name of names) {
    const value = SURFACE_DEFAULTS[name];
    // A fresh array per call: results are handed to callers, who may keep or change them.
    out[name] = (Array.isArray(value) ? [...value] : value) as SurfaceUniformValues[K];
  }
  return out;
}
