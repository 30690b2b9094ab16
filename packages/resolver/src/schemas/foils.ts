import * as z from 'zod/mini';
import { recipeId, slugId, text, wildcard } from './common.js';

/** One (rarity, variant) -> recipe row. '*' matches anything; null recipe means "no foil". */
export const foilRuleSchema = z.object({
  rarity: wildcard,
  variantKind: wildcard,
  supertype: z.optional(text),
  recipe: z.nullable(recipeId),
  layout: z.optional(text),
  note: z.optional(z.string()),
});

const subsetSchema = z.object({
  name: text,
  aliases: z.optional(z.array(text)),
  rarities: z.optional(z.array(text)),
  rules: z.array(foilRuleSchema),
});

const setSchema = z.object({
  name: text,
  era: text,
  released: z.string().check(z.regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM')),
  /** True for sets that exist only in this project (the sample printings). */
  synthetic: z.optional(z.literal([true, false])),
  aliases: z.optional(z.array(text)),
  rarities: z.array(text).check(z.minLength(1)),
  variants: z.array(text).check(z.minLength(1)),
  rules: z.optional(z.array(foilRuleSchema)),
  subsets: z.optional(z.record(slugId, subsetSchema)),
});

const variantSchema = z.object({
  /** window = foil inside the art window, reverse = outside it, full = whole face, none = no foil. */
  mask: z.literal(['window', 'reverse', 'full', 'none']),
  label: text,
});

export const foilsFileSchema = z.object({
  version: z.literal(1),
  variants: z.record(slugId, variantSchema),
  defaults: z.object({ rules: z.array(foilRuleSchema).check(z.minLength(1)) }),
  eras: z.record(slugId, z.object({ rules: z.array(foilRuleSchema) })),
  sets: z.record(z.string().check(z.regex(/^[a-z0-9.-]+$/)), setSchema),
  cards: z.optional(
    z.record(
      z.string().check(z.minLength(3)),
      z.object({ rules: z.array(foilRuleSchema).check(z.minLength(1)) }),
    ),
  ),
});

export type FoilRule = z.infer<typeof foilRuleSchema>;
export type FoilsFile = z.infer<typeof foilsFileSchema>;
export type SetRow = z.infer<typeof setSchema>;
