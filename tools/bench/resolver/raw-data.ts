import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILES, type RawResolverData } from '../../../packages/resolver/src/index.js';

/** The shipped data (packages/data) as parsed JSON, before validation (the loader's input). */
export function readRawData(dir: string): RawResolverData {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  const masks: Record<string, unknown> = {};
  for (const name of readdirSync(join(dir, 'masks')).filter((n) => n.endsWith('.json')))
    masks[name] = read(join('masks', name));
  return {
    layouts: read(DATA_FILES.layouts),
    foils: read(DATA_FILES.foils),
    inkDesigns: read(DATA_FILES.inkDesigns),
    inkIndex: read(DATA_FILES.inkIndex),
    frames: read(DATA_FILES.frames),
    plates: read(DATA_FILES.plates),
    masks,
  };
}
