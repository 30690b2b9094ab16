import { contractDefaults, type SurfaceUniformValues } from '@foilkit/core/contract';

const DEFAULTS = contractDefaults();

/** The shader contract's own defaults for some surface uniforms: what "nothing applies" means. */
export function surfaceDefaults<K extends keyof SurfaceUniformValues>(
  ...names: K[]
): Pick<SurfaceUniformValues, K> {
  const out = {} as Pick<SurfaceUniformValues, K>;
  for (const name of names) out[name] = DEFAULTS[name];
  return out;
}
