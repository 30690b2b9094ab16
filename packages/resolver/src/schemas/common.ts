import * as z from 'zod/mini';
import { isCatalogueRecipe } from '../catalogue-ids.js';

export const SCOPES = ['card', 'subset', 'set', 'era'] as const;
export type Scope = (typeof SCOPES)[number];

/** A non-empty string. */
export const text = z.string().check(z.minLength(1));

/** A key that may be '*' (matches anything). */
export const wildcard = text;

/** Ids used as keys of data maps (eras, layouts, variants, tiles). The ink-index tool applies the same rule. */
export const SLUG_ID = /^[a-z0-9-]+$/;
export const slugId = z.string().check(z.regex(SLUG_ID));

export const recipeId = z
  .string()
  .check(z.refine(isCatalogueRecipe, { message: 'not one of the 45 catalogue recipe ids' }));

export const unitNumber = z.number().check(z.minimum(0), z.maximum(1));

/** A number in [min, max]. */
export const between = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));

/**
 * Exactly two numbers. An array with a length check, typed as the pair it is: zod's tuple
 * schema would cost the browser bundle half a kilobyte for two fields.
 */
export const pairOf = (item: z.ZodMiniNumber) =>
  z
    .array(item)
    .check(
      z.refine((a) => a.length === 2, { message: 'must hold exactly 2 numbers' }),
    ) as unknown as z.ZodMiniType<[number, number]>;

const integer = z.refine(Number.isInteger, { message: 'must be an integer' });

/** An integer in [min, max]. */
export const intBetween = (min: number, max: number) =>
  z.number().check(integer, z.minimum(min), z.maximum(max));

export const positiveInt = z.number().check(integer, z.positive());

export const uvRect = z.object({ x: unitNumber, y: unitNumber, w: unitNumber, h: unitNumber }).check(
  z.refine((r) => r.x + r.w <= 1.000001 && r.y + r.h <= 1.000001, {
    message: 'rect must lie inside the card (x + w <= 1, y + h <= 1)',
  }),
);

/** A path relative to the data root, never leaving it. */
export const dataPath = z.string().check(
  z.regex(
    /^[a-z0-9][a-z0-9._/-]*\.(png|json)$/,
    'must be a lower-case path relative to the data root ending .png or .json',
  ),
  z.refine((p) => !p.split('/').includes('..'), { message: 'must not leave the data root' }),
);

/** What every shipped raster (tile, plate, atlas, hand mask) carries; see NOTICE-CONVENTIONS.md. */
export const assetNoticeShape = {
  source: text,
  licence: text,
  author: text,
  notTracedMark: z.literal(true, {
    message: 'an asset must declare it is not a traced mark (notTracedMark: true)',
  }),
};
