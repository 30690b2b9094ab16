import { z } from 'zod';
import { isCatalogueRecipe } from '../catalogue-ids.js';

export const SCOPES = ['card', 'subset', 'set', 'era'] as const;
export type Scope = (typeof SCOPES)[number];

/** A key that may be '*' (matches anything). */
export const wildcard = z.string().min(1);

export const recipeId = z
  .string()
  .refine(isCatalogueRecipe, { message: 'not one of the 45 catalogue recipe ids' });

export const unitNumber = z.number().min(0).max(1);

export const uvRect = z
  .object({ x: unitNumber, y: unitNumber, w: unitNumber, h: unitNumber })
  .refine((r) => r.x + r.w <= 1.000001 && r.y + r.h <= 1.000001, {
    message: 'rect must lie inside the card (x + w <= 1, y + h <= 1)',
  });

/** A path relative to the data root, never leaving it. */
export const dataPath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._/-]*\.(png|json)$/,
    'must be a lower-case path relative to the data root ending .png or .json',
  )
  .refine((p) => !p.split('/').includes('..'), { message: 'must not leave the data root' });

/** What every shipped raster (tile, plate, atlas, hand mask) carries; see NOTICE-CONVENTIONS.md. */
export const assetNotice = z.object({
  source: z.string().min(1),
  licence: z.string().min(1),
  author: z.string().min(1),
  notTracedMark: z.literal(true, {
    message: 'an asset must declare it is not a traced mark (notTracedMark: true)',
  }),
});
