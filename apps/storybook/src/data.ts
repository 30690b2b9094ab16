import { assetUrl, rawData } from '@foilkit/data';
import { loadResolverData } from '@foilkit/resolver';
import { extendResolverData } from '@foilkit/resolver/extend';
import { IN_SCAN_FRAMES } from './printings.js';

/** The shipped data, plus the one frames entry that demonstrates the in-scan ink state. */
export const storyData = loadResolverData(extendResolverData(rawData, { frames: IN_SCAN_FRAMES }));

/**
 * FoilCollection settings for that data. Own data means own texture URLs: the rasters it names
 * are the ones @foilkit/data ships.
 */
export const STORY_SETTINGS = { data: storyData, resolveTextureUrl: assetUrl } as const;
