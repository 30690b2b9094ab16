// @foilkit/resolver/extend: a site's own rows on top of the shipped data. An entry of its own, so
// a site that uses the data as shipped does not bundle the merge.
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
type Merge = 'keyed' | 'fields' | 'ink-rows' | 'theirs-first';

/** How each part of each file merges (anything not listed: theirs replaces ours). */
const MERGE: Readonly<Record<string, Readonly<Record<string, Merge>>>> = {
  layouts: { eras: 'keyed' },
  foils: { variants: 'keyed', eras: 'keyed', sets: 'keyed', cards: 'keyed', defaults: 'fields' },
  inkDesigns: { rows: 'ink-rows' },
  inkIndex: { tiles: 'keyed' },
  frames: { entries: 'theirs-first' },
  plates: { etch: 'theirs-first', glyphs: 'theirs-first' },
};

/** Row lists whose rows are tried in order: theirs go first, so on a tie theirs win. */
export function extendResolverData(ours: RawResolverData, theirs: ResolverDataExtension): RawResolverData {
  const out: Json = { ...ours };
  for (const [file, how] of Object.entries(MERGE)) {
    const mine = (ours as unknown as Json)[file];
    const extra = (theirs as Json)[file];
    if (extra === undefined) continue;
    // A wrong shape is left for loadResolverData to report, naming the file.
    out[file] = isRecord(mine) && isRecord(extra) ? mergeFile(how, mine, extra) : extra;
  }
  if (theirs.masks) out.masks = mergeKeyed(ours.masks ?? {}, theirs.masks);
  return out as unknown as RawResolverData;
}

function mergeFile(how: Readonly<Record<string, Merge>>, mine: Json, extra: Json): Json {
  const merged: Json = { ...mine };
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'version') continue;
    const current = Object.hasOwn(mine, key) ? mine[key] : undefined;
    const rule = Object.hasOwn(how, key) ? how[key] : undefined;
    let next = value;
    if (isRecord(current) && isRecord(value)) {
      if (rule === 'keyed') next = mergeKeyed(current, value);
      if (rule === 'fields') next = { ...current, ...value };
    } else if (Array.isArray(current) && Array.isArray(value)) {
      if (rule === 'ink-rows') next = mergeInkRows(current, value);
      if (rule === 'theirs-first') next = [...(value as unknown[]), ...(current as unknown[])];
    }
    put(merged, key, next);
  }
  return merged;
}

/** Ink rows are keyed (scope, key, type, variant, rarity): theirs replace ours with the same key. */
function mergeInkRows(mine: unknown[], extra: unknown[]): unknown[] {
  const keyOf = (row: unknown): string => {
    if (!isRecord(row)) return '';
    const { scope, key, type, variantKind, rarity } = row;
    // A malformed row is kept, and reported by loadResolverData.
    return [scope, key, type, variantKind, rarity].every((f) => typeof f === 'string')
      ? inkRowKey(row as Parameters<typeof inkRowKey>[0])
      : '';
  };
  const replaced = new Set(extra.map(keyOf));
  return [...extra, ...mine.filter((row) => !replaced.has(keyOf(row)) || keyOf(row) === '')];
}

/** Entries merge by id; an entry both have merges field by field, nested keyed maps by key. */
function mergeKeyed(mine: Readonly<Json>, extra: Readonly<Json>): Json {
  const merged: Json = { ...mine };
  for (const [id, entry] of Object.entries(extra)) {
    const current = Object.hasOwn(mine, id) ? mine[id] : undefined;
    if (!isRecord(current) || !isRecord(entry)) {
      put(merged, id, entry);
      continue;
    }
    const combined: Json = { ...current };
    for (const [field, value] of Object.entries(entry)) {
      const before = Object.hasOwn(current, field) ? current[field] : undefined;
      put(combined, field, isRecord(before) && isRecord(value) ? mergeKeyed(before, value) : value);
    }
    put(merged, id, combined);
  }
  return merged;
}
