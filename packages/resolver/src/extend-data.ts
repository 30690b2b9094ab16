import type { RawResolverData } from './load-data.js';
import { isRecord } from './kind-of.js';
import { inkRowKey } from './printing.js';

type Json = Record<string, unknown>;

/** Defines an own key, even one named like a built-in (`__proto__`): data keys stay data. */
function put(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A site's additions to the data: any subset of the files, with any subset of their rows.
 * Shapes are those of the data files themselves (see docs/RESOLVER.md).
 */
export type ResolverDataExtension = Partial<RawResolverData>;

/** Keyed maps whose entries merge field by field (their fields win), by file. */
const KEYED: Readonly<Record<string, readonly string[]>> = {
  layouts: ['eras'],
  foils: ['variants', 'eras', 'sets', 'cards'],
  inkIndex: ['tiles'],
};
/** Row lists whose rows are tried in order: theirs go first, so on a tie theirs win. */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  frames: ['entries'],
  plates: ['etch', 'glyphs'],
};

/**
 * Extends our data (usually `rawData` from @foilkit/data) with a site's own, before validation.
 * The merge order, per file:
 * - keyed entries (an era's layouts, a set, a card, a variant, an ink tile, a mask sidecar):
 *   an entry only they have is added; an entry both have is merged field by field, and their
 *   fields win (their `rules` for a set replace ours for that set; an era's `layouts` merge by
 *   layout id);
 * - ink-design rows are keyed by (scope, key, type, variant, rarity): a row of theirs replaces
 *   ours with the same key, and their rows come first;
 * - the other row lists (frames entries, etch and glyph plate rows): their rows come first, so
 *   where a row of theirs and one of ours are equally specific, theirs wins;
 * - each file's `version` stays ours; provenance names our file versions.
 * Nothing is validated here: `loadResolverData` then checks the result as one data set, and an
 * unknown key of theirs is reported like any other, inert.
 */
export function extendResolverData(ours: RawResolverData, theirs: ResolverDataExtension): RawResolverData {
  const out: Record<string, unknown> = { ...ours };
  for (const file of ['layouts', 'foils', 'inkDesigns', 'inkIndex', 'frames', 'plates'] as const) {
    const mine = ours[file];
    const extra = theirs[file];
    if (extra === undefined) continue;
    if (!isRecord(mine) || !isRecord(extra)) {
      out[file] = extra; // a wrong shape is reported by loadResolverData, naming the file
      continue;
    }
    out[file] = mergeFile(file, mine, extra);
  }
  if (theirs.masks) out.masks = { ...(ours.masks ?? {}), ...theirs.masks };
  return out as unknown as RawResolverData;
}

function mergeFile(file: string, mine: Json, extra: Json): Json {
  const merged: Json = { ...mine };
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'version') continue;
    const current = Object.hasOwn(mine, key) ? mine[key] : undefined;
    if (KEYED[file]?.includes(key) && isRecord(current) && isRecord(value)) {
      put(merged, key, mergeKeyed(file, key, current, value));
    } else if (file === 'inkDesigns' && key === 'rows' && Array.isArray(current) && Array.isArray(value)) {
      put(merged, key, mergeInkRows(current, value));
    } else if (LISTS[file]?.includes(key) && Array.isArray(current) && Array.isArray(value)) {
      put(merged, key, [...(value as unknown[]), ...(current as unknown[])]);
    } else if (file === 'foils' && key === 'defaults' && isRecord(current) && isRecord(value)) {
      put(merged, key, { ...current, ...value });
    } else {
      put(merged, key, value);
    }
  }
  return merged;
}

/** Ink rows are keyed (scope, key, type, variant, rarity): theirs replace ours with the same key. */
function mergeInkRows(mine: unknown[], extra: unknown[]): unknown[] {
  const keyOf = (row: unknown): string | undefined => {
    if (!isRecord(row)) return undefined;
    const { scope, key, type, variantKind, rarity } = row;
    const fields = [scope, key, type, variantKind, rarity];
    return fields.every((f) => typeof f === 'string')
      ? inkRowKey({ scope, key, type, variantKind, rarity } as Parameters<typeof inkRowKey>[0])
      : undefined; // malformed: kept, and reported by loadResolverData
  };
  const replaced = new Set(extra.map(keyOf).filter((k) => k !== undefined));
  return [...extra, ...mine.filter((row) => !replaced.has(keyOf(row) ?? ''))];
}

function mergeKeyed(file: string, map: string, mine: Json, extra: Json): Json {
  const merged: Json = { ...mine };
  for (const [id, entry] of Object.entries(extra)) {
    const current = Object.hasOwn(mine, id) ? mine[id] : undefined;
    if (!isRecord(current) || !isRecord(entry)) {
      put(merged, id, entry);
      continue;
    }
    const combined: Json = { ...current, ...entry };
    // An era's layouts merge by layout id, so a site can add one layout without restating all.
    if (file === 'layouts' && map === 'eras' && isRecord(current.layouts) && isRecord(entry.layouts)) {
      combined.layouts = { ...current.layouts, ...entry.layouts };
    }
    put(merged, id, combined);
  }
  return merged;
}
