import type { z } from 'zod';
import { DataError, splitPath } from './data-error.js';
import { inkRowKey, setKey, slugKey } from './printing.js';
import { maskSidecarSchema, platesFileSchema, type MaskSidecar, type PlatesFile } from './schemas/assets.js';
import { foilsFileSchema, type FoilsFile } from './schemas/foils.js';
import {
  framesFileSchema,
  inkDesignsFileSchema,
  inkIndexFileSchema,
  type FramesFile,
  type InkDesignsFile,
  type InkIndexFile,
} from './schemas/ink.js';
import { layoutsFileSchema, type LayoutsFile } from './schemas/layouts.js';
import { unknownKeys } from './unknown-keys.js';

/** The data files as parsed JSON, before validation. Mask sidecars are keyed by their file name in masks/. */
export interface RawResolverData {
  layouts: unknown;
  foils: unknown;
  inkDesigns: unknown;
  inkIndex: unknown;
  frames: unknown;
  plates: unknown;
  masks?: Readonly<Record<string, unknown>>;
}

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
export interface ResolverData {
  layouts: LayoutsFile;
  foils: FoilsFile;
  inkDesigns: InkDesignsFile;
  inkIndex: InkIndexFile;
  frames: FramesFile;
  plates: PlatesFile;
  masks: readonly MaskSidecar[];
  /** Every file's own version, recorded in provenance. */
  versions: Readonly<Record<string, number>>;
  /** Unknown keys and other inert oddities; nothing here changed a resolution. */
  warnings: readonly DataWarning[];
  /** Lower-cased set ids and aliases to their canonical set (and subset). */
  setIndex: ReadonlyMap<string, SetTarget>;
}

export const DATA_FILES = {
  layouts: 'layouts.json',
  foils: 'foils.json',
  inkDesigns: 'ink-designs.json',
  inkIndex: 'ink-index.json',
  frames: 'frames.json',
  plates: 'plates.json',
} as const;

function parseFile<S extends z.ZodType>(
  file: string,
  schema: S,
  value: unknown,
  rowDepth: number,
  warnings: DataWarning[],
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const { row, field } = splitPath(issue?.path ?? [], rowDepth);
    const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
    throw new DataError(file, row, field, `${issue?.message ?? 'invalid'}${more}`);
  }
  for (const path of unknownKeys(schema, value))
    warnings.push({ file, path, message: 'unknown key ignored' });
  return result.data;
}

/**
 * Validates every file completely, then cross-checks them, then returns the
 * indexed data. Any error throws a DataError before anything is returned, so
 * a caller never holds a half-applied data set.
 */
export function loadResolverData(raw: RawResolverData): ResolverData {
  const warnings: DataWarning[] = [];
  const layouts = parseFile(DATA_FILES.layouts, layoutsFileSchema, raw.layouts, 4, warnings);
  const foils = parseFile(DATA_FILES.foils, foilsFileSchema, raw.foils, 2, warnings);
  const inkDesigns = parseFile(DATA_FILES.inkDesigns, inkDesignsFileSchema, raw.inkDesigns, 2, warnings);
  const inkIndex = parseFile(DATA_FILES.inkIndex, inkIndexFileSchema, raw.inkIndex, 2, warnings);
  const frames = parseFile(DATA_FILES.frames, framesFileSchema, raw.frames, 2, warnings);
  const plates = parseFile(DATA_FILES.plates, platesFileSchema, raw.plates, 2, warnings);
  const masks = Object.entries(raw.masks ?? {}).map(([name, value]) =>
    parseFile(`masks/${name}`, maskSidecarSchema, value, 0, warnings),
  );

  const setIndex = crossCheckFoils(foils, layouts);
  crossCheckInk(inkDesigns, inkIndex);
  const versions = {
    [DATA_FILES.layouts]: layouts.version,
    [DATA_FILES.foils]: foils.version,
    [DATA_FILES.inkDesigns]: inkDesigns.version,
    [DATA_FILES.inkIndex]: inkIndex.version,
    [DATA_FILES.frames]: frames.version,
    [DATA_FILES.plates]: plates.version,
  };
  return { layouts, foils, inkDesigns, inkIndex, frames, plates, masks, versions, warnings, setIndex };
}

function crossCheckFoils(foils: FoilsFile, layouts: LayoutsFile): Map<string, SetTarget> {
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
  for (const era of Object.keys(foils.eras)) {
    if (!layouts.eras[era])
      throw new DataError(file, `eras.${era}`, '', `era "${era}" has no entry in ${DATA_FILES.layouts}`);
  }
  for (const id of Object.keys(foils.sets)) claim(id, { set: id }, `sets.${id}`);
  for (const [id, set] of Object.entries(foils.sets)) {
    const row = `sets.${id}`;
    const era = layouts.eras[set.era];
    if (!era) throw new DataError(file, row, 'era', `era "${set.era}" has no entry in ${DATA_FILES.layouts}`);
    set.variants.forEach((v, i) => {
      if (!foils.variants[slugKey(v)])
        throw new DataError(file, row, `variants[${i}]`, `variant "${v}" is not declared under "variants"`);
    });
    const checkLayouts = (rules: FoilsFile['defaults']['rules'] | undefined, where: string): void =>
      rules?.forEach((rule, i) => {
        if (rule.layout && !era.layouts[rule.layout])
          throw new DataError(
            file,
            row,
            `${where}[${i}].layout`,
            `layout "${rule.layout}" is not defined for era ${set.era}`,
          );
      });
    checkLayouts(set.rules, 'rules');
    for (const alias of set.aliases ?? []) claim(alias, { set: id }, row);
    for (const [subId, subset] of Object.entries(set.subsets ?? {})) {
      checkLayouts(subset.rules, `subsets.${subId}.rules`);
      for (const alias of subset.aliases ?? []) claim(alias, { set: id, subset: subId }, row);
    }
  }
  return index;
}

function crossCheckInk(ink: InkDesignsFile, index: InkIndexFile): void {
  const file = DATA_FILES.inkDesigns;
  const seen = new Map<string, number>();
  ink.rows.forEach((row, i) => {
    if (row.tile && !index.tiles[row.tile]) {
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
