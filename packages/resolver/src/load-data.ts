import type * as z from 'zod/mini';
import { DataError, splitPath } from './data-error.js';
import { inkRowKey, setKey, slugKey } from './printing.js';
import { maskSidecarSchema, platesFileSchema, type MaskSidecar } from './schemas/assets.js';
import { foilsFileSchema, type FoilsFile } from './schemas/foils.js';
import {
  framesFileSchema,
  inkDesignsFileSchema,
  inkIndexFileSchema,
  type InkDesignsFile,
} from './schemas/ink.js';
import { layoutsFileSchema } from './schemas/layouts.js';
import { walkData } from './data-walk.js';
import { issueMessage } from './issue-message.js';
import { kindOf } from './kind-of.js';
import { buildLookupIndex, type LookupIndex } from './lookup-index.js';

/**
 * The data files, once: each key's file name, schema and how deep its rows sit (for the row /
 * field split of an error). The raw and loaded types, the parse, the versions and the Node and
 * fetch loaders all come from here.
 */
const DATA_FILE_TABLE = {
  layouts: { file: 'layouts.json', schema: layoutsFileSchema, rowDepth: 4 },
  foils: { file: 'foils.json', schema: foilsFileSchema, rowDepth: 2 },
  inkDesigns: { file: 'ink-designs.json', schema: inkDesignsFileSchema, rowDepth: 2 },
  inkIndex: { file: 'ink-index.json', schema: inkIndexFileSchema, rowDepth: 2 },
  frames: { file: 'frames.json', schema: framesFileSchema, rowDepth: 2 },
  plates: { file: 'plates.json', schema: platesFileSchema, rowDepth: 2 },
} as const;

type FileKey = keyof typeof DATA_FILE_TABLE;
type ParsedFile<K extends FileKey> = z.output<(typeof DATA_FILE_TABLE)[K]['schema']>;

/** The data file keys, in load order. */
export const DATA_FILE_KEYS = Object.keys(DATA_FILE_TABLE) as FileKey[];

/** Each data file's name in a data folder, by key. */
export const DATA_FILES = Object.fromEntries(
  DATA_FILE_KEYS.map((key) => [key, DATA_FILE_TABLE[key].file]),
) as { readonly [K in FileKey]: (typeof DATA_FILE_TABLE)[K]['file'] };

/** The data files as parsed JSON, before validation. Mask sidecars are keyed by their file name in masks/. */
export type RawResolverData = { [K in FileKey]: unknown } & { masks?: Readonly<Record<string, unknown>> };

export interface DataWarning {
  file: string;
  path: string;
  message: string;
}

/** Where a set id (or one of its aliases) points. */
export interface SetTarget {
  set: string;
  subset?: string;
}

/** Validated, indexed data. Built whole or not at all: loadResolverData either returns one or throws. */
export type ResolverData = { [K in FileKey]: ParsedFile<K> } & ResolverDataExtras;

interface ResolverDataExtras {
  masks: readonly MaskSidecar[];
  /** Every file's own version, recorded in provenance. */
  versions: Readonly<Record<string, number>>;
  /** Unknown keys and other inert oddities; nothing here changed a resolution. */
  warnings: readonly DataWarning[];
  /** Lower-cased set ids and aliases to their canonical set (and subset). */
  setIndex: ReadonlyMap<string, SetTarget>;
  /** Lookup tables built once at load; every resolve reads these, never the files by key. */
  index: LookupIndex;
}

function parseFile<S extends z.ZodMiniType>(
  file: string,
  schema: S,
  value: unknown,
  rowDepth: number,
  warnings: DataWarning[],
): z.output<S> {
  const result = schema.safeParse(value, { error: issueMessage });
  if (!result.success) {
    const issue = result.error.issues[0];
    const { row, field } = splitPath(issue?.path ?? [], rowDepth);
    const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
    throw new DataError(file, row, field, `${issue?.message ?? 'invalid'}${more}`);
  }
  const found = walkData(schema, value);
  const reserved = found.reserved[0];
  if (reserved) {
    const { row, field } = splitPath(reserved, rowDepth);
    throw new DataError(file, row, field, '"__proto__" cannot be a data key');
  }
  for (const path of found.unknown) warnings.push({ file, path, message: 'unknown key ignored' });
  return result.data;
}

/**
 * Validates one data file by the loader's own rules, throwing the DataError the loader would.
 * Tools that write data files (tools/build-ink-index.mjs) check their output with it.
 */
export function parseDataFile<K extends FileKey>(
  key: K,
  value: unknown,
  warnings: DataWarning[] = [],
): ParsedFile<K> {
  const { file, schema, rowDepth } = DATA_FILE_TABLE[key];
  return parseFile(file, schema, value, rowDepth, warnings) as ParsedFile<K>;
}

/**
 * Validates every file completely, then cross-checks them, then builds the lookup indexes and
 * returns. Any error throws a DataError before anything is returned, so a caller never holds a
 * half-applied data set.
 */
export function loadResolverData(raw: RawResolverData): ResolverData {
  if (typeof raw !== 'object' || raw === null)
    throw new DataError(
      '(all files)',
      '',
      '',
      `loadResolverData expects an object of the parsed files (${Object.keys(DATA_FILES).join(', ')}), got ${kindOf(raw)}`,
    );
  const warnings: DataWarning[] = [];
  const files = Object.fromEntries(
    DATA_FILE_KEYS.map((key) => [key, parseDataFile(key, raw[key], warnings)]),
  ) as { [K in FileKey]: ParsedFile<K> };
  const { layouts, foils, inkDesigns, inkIndex, frames, plates } = files;
  if (raw.masks !== undefined && (typeof raw.masks !== 'object' || raw.masks === null))
    throw new DataError('masks/', '', '', 'must be an object of sidecars by file name');
  const masks = Object.entries(raw.masks ?? {}).map(([name, value]) =>
    parseFile(`masks/${name}`, maskSidecarSchema, value, 0, warnings),
  );

  const index = buildLookupIndex(layouts, foils, inkDesigns, inkIndex, frames, plates, masks);
  const setIndex = crossCheckFoils(foils, index);
  crossCheckInk(inkDesigns, index);
  const versions = Object.fromEntries(DATA_FILE_KEYS.map((key) => [DATA_FILES[key], files[key].version]));
  return {
    ...files,
    masks,
    versions,
    warnings,
    setIndex,
    index,
  };
}

function crossCheckFoils(foils: FoilsFile, lookup: LookupIndex): Map<string, SetTarget> {
  const file = DATA_FILES.foils;
  const index = new Map<string, SetTarget>();
  const claim = (alias: string, target: SetTarget, row: string): void => {
    const key = setKey(alias);
    const previous = index.get(key);
    if (previous)
      throw new DataError(
        file,
        row,
        'aliases',
        `"${alias}" already names set ${previous.set}${previous.subset ? `/${previous.subset}` : ''}`,
      );
    index.set(key, target);
  };
  crossCheckVariants(foils);
  const checkClasses = (
    rules: FoilsFile['defaults']['rules'] | undefined,
    row: string,
    where: string,
  ): void =>
    rules?.forEach((rule, i) => {
      if (rule.class !== undefined && !lookup.classes.has(rule.class))
        throw new DataError(
          file,
          row,
          `${where}[${i}].class`,
          `class "${rule.class}" is not defined under "classes"`,
        );
    });
  checkClasses(foils.defaults.rules, 'defaults', 'rules');
  for (const [era, row] of Object.entries(foils.eras)) {
    if (!lookup.layouts.has(era))
      throw new DataError(file, `eras.${era}`, '', `era "${era}" has no entry in ${DATA_FILES.layouts}`);
    checkClasses(row.rules, `eras.${era}`, 'rules');
  }
  for (const [card, row] of Object.entries(foils.cards ?? {}))
    checkClasses(row.rules, `cards.${card}`, 'rules');
  for (const id of Object.keys(foils.sets)) claim(id, { set: id }, `sets.${id}`);
  for (const [id, set] of Object.entries(foils.sets)) {
    const row = `sets.${id}`;
    const era = lookup.layouts.get(set.era);
    if (!era) throw new DataError(file, row, 'era', `era "${set.era}" has no entry in ${DATA_FILES.layouts}`);
    set.variants.forEach((v, i) => {
      if (!lookup.finishes.has(slugKey(v)))
        throw new DataError(file, row, `variants[${i}]`, `variant "${v}" is not declared under "variants"`);
    });
    const checkLayouts = (rules: FoilsFile['defaults']['rules'] | undefined, where: string): void =>
      rules?.forEach((rule, i) => {
        if (rule.layout && !era.has(rule.layout))
          throw new DataError(
            file,
            row,
            `${where}[${i}].layout`,
            `layout "${rule.layout}" is not defined for era ${set.era}`,
          );
      });
    checkLayouts(set.rules, 'rules');
    checkClasses(set.rules, row, 'rules');
    for (const alias of set.aliases ?? []) claim(alias, { set: id }, row);
    for (const [subId, subset] of Object.entries(set.subsets ?? {})) {
      checkLayouts(subset.rules, `subsets.${subId}.rules`);
      checkClasses(subset.rules, row, `subsets.${subId}.rules`);
      for (const alias of subset.aliases ?? []) claim(alias, { set: id, subset: subId }, row);
    }
  }
  return index;
}

/** A finish name means one thing: no alias may repeat a variant id or another alias; `as` names a plain variant. */
function crossCheckVariants(foils: FoilsFile): void {
  const file = DATA_FILES.foils;
  const owner = new Map<string, string>();
  for (const id of Object.keys(foils.variants)) owner.set(slugKey(id), id);
  for (const [id, v] of Object.entries(foils.variants)) {
    const row = `variants.${id}`;
    (v.aliases ?? []).forEach((alias, i) => {
      const key = slugKey(alias);
      const previous = owner.get(key);
      if (previous !== undefined)
        throw new DataError(file, row, `aliases[${i}]`, `"${alias}" already names variant ${previous}`);
      owner.set(key, id);
    });
    if (v.as !== undefined) {
      const base = foils.variants[v.as];
      if (!Object.hasOwn(foils.variants, v.as) || base === undefined)
        throw new DataError(file, row, 'as', `variant "${v.as}" is not declared under "variants"`);
      if (base.as !== undefined)
        throw new DataError(file, row, 'as', `variant "${v.as}" is itself an "as" of ${base.as}`);
    }
  }
}

function crossCheckInk(ink: InkDesignsFile, index: LookupIndex): void {
  const file = DATA_FILES.inkDesigns;
  const seen = new Map<string, number>();
  ink.rows.forEach((row, i) => {
    if (row.tile && !index.tiles.has(row.tile)) {
      throw new DataError(
        file,
        `rows[${i}]`,
        'tile',
        `tile "${row.tile}" is not in ${DATA_FILES.inkIndex} (run tools/build-ink-index.mjs)`,
      );
    }
    const key = inkRowKey(row);
    const first = seen.get(key);
    if (first !== undefined)
      throw new DataError(file, `rows[${i}]`, '', `duplicates the key of rows[${first}]`);
    seen.set(key, i);
  });
}
