// @foilkit/data: the data @foilkit/resolver reads, shipped like code. The JSON files are ES
// modules (also importable one by one, e.g. '@foilkit/data/foils.json'); the rasters they name
// stay files, reached through assetUrl() so bundlers emit and fingerprint them.
import layouts from '../layouts.json' with { type: 'json' };
import foils from '../foils.json' with { type: 'json' };
import inkDesigns from '../ink-designs.json' with { type: 'json' };
import inkIndex from '../ink-index.json' with { type: 'json' };
import frames from '../frames.json' with { type: 'json' };
import plates from '../plates.json' with { type: 'json' };
import { MASK_SIDECARS } from './masks.js';

export { assetUrl, assetPaths, UnknownAssetError } from './asset-url.js';

const files = { layouts, foils, inkDesigns, inkIndex, frames, plates };

/**
 * The data files as `loadResolverData` expects them. Unvalidated on purpose: validation is the
 * resolver's job, and it names the file, row and field of anything wrong.
 */
export type FoilkitRawData = { readonly [K in keyof typeof files]: unknown } & {
  readonly masks: Readonly<Record<string, unknown>>;
};

export const rawData: FoilkitRawData = { ...files, masks: MASK_SIDECARS };
