import type * as z from 'zod/mini';
import { renderPath } from './data-error.js';
import { isRecord } from './kind-of.js';

interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodMiniType>;
      element?: z.ZodMiniType;
      valueType?: z.ZodMiniType;
      innerType?: z.ZodMiniType;
    };
  };
}

/** What a walk over raw data found beyond what the schema checks. */
export interface WalkFindings {
  /** Keys the schema does not declare, as dotted paths: inert, reported as warnings. */
  unknown: string[];
  /** Map keys the validator would silently drop (`__proto__`), as path segments: errors. */
  reserved: Array<Array<string | number>>;
}

/**
 * Walks `value` beside `schema`. Data is tolerant: zod drops undeclared keys, so they are
 * inert, and the loader reports them instead of failing. Only own keys of the schema's shape
 * count as declared, so a key named like a built-in ("constructor", "toString") is unknown,
 * not a match. A map key "__proto__" cannot survive parsing into an object, so it is reported
 * as an error rather than vanishing.
 */
export function walkData(schema: z.ZodMiniType, value: unknown): WalkFindings {
  const found: WalkFindings = { unknown: [], reserved: [] };
  walk(schema, value, [], found);
  return found;
}

function walk(
  schema: z.ZodMiniType,
  value: unknown,
  path: Array<string | number>,
  found: WalkFindings,
): void {
  const def = (schema as unknown as SchemaInternals)._zod.def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return;
      for (const k in value) {
        if (!Object.hasOwn(value, k)) continue;
        const field = Object.hasOwn(def.shape, k) ? def.shape[k] : undefined;
        path.push(k);
        if (field) walk(field, value[k], path, found);
        else found.unknown.push(renderPath(path));
        path.pop();
      }
      return;
    }
    case 'record':
      if (!isRecord(value) || !def.valueType) return;
      for (const k in value) {
        if (!Object.hasOwn(value, k)) continue;
        path.push(k);
        if (k === '__proto__') found.reserved.push([...path]);
        else walk(def.valueType, value[k], path, found);
        path.pop();
      }
      return;
    case 'array':
      if (Array.isArray(value) && def.element) {
        const element = def.element;
        value.forEach((v, i) => {
          path.push(i);
          walk(element, v, path, found);
          path.pop();
        });
      }
      return;
    case 'optional':
    case 'nullable':
      if (def.innerType) walk(def.innerType, value, path, found);
      return;
    default:
      return;
  }
}
