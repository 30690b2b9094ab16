import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataError } from './data-error.js';
import {
  DATA_FILE_KEYS,
  DATA_FILES,
  loadResolverData,
  type RawResolverData,
  type ResolverData,
} from './load-data.js';

function readJson(dir: string, file: string): unknown {
  const path = join(dir, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new DataError(
      file,
      '',
      '',
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Reads a data folder (such as @foilkit/data's) from disk (server or build time) and validates it. Every mask sidecar in masks/*.json is included. */
export function loadResolverDataFromDir(dataDir: string): ResolverData {
  const masksDir = join(dataDir, 'masks');
  const masks: Record<string, unknown> = {};
  if (existsSync(masksDir)) {
    for (const name of readdirSync(masksDir)
      .filter((n) => n.endsWith('.json'))
      .sort())
      masks[name] = readJson(masksDir, name);
  }
  const raw = Object.fromEntries(
    DATA_FILE_KEYS.map((key) => [key, readJson(dataDir, DATA_FILES[key])]),
  ) as RawResolverData;
  raw.masks = masks;
  return loadResolverData(raw);
}
