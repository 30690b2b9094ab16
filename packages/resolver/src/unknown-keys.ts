import type { z } from 'zod';

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      valueType?: z.ZodType;
      innerType?: z.ZodType;
      in?: z.ZodType;
      items?: z.ZodType[];
    };
  };
}

/**
 * Lists keys present in `value` that `schema` does not declare, as dotted paths.
 * Data is tolerant: zod drops such keys, so they are inert, and the loader
 * reports them instead of failing (strict for code, tolerant for data).
 */
export function unknownKeys(schema: z.ZodType, value: unknown, path = ''): string[] {
  const def = (schema as unknown as ZodInternals)._zod.def;
  const join = (key: string | number): string =>
    typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return [];
      const shape = def.shape;
      return Object.entries(value).flatMap(([k, v]) => {
        const field = shape[k];
        return field ? unknownKeys(field, v, join(k)) : [join(k)];
      });
    }
    case 'record':
      return isRecord(value) && def.valueType
        ? Object.entries(value).flatMap(([k, v]) => unknownKeys(def.valueType as z.ZodType, v, join(k)))
        : [];
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((v, i) => unknownKeys(def.element as z.ZodType, v, join(i)))
        : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return def.innerType ? unknownKeys(def.innerType, value, path) : [];
    case 'pipe':
      return def.in ? unknownKeys(def.in, value, path) : [];
    default:
      return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
