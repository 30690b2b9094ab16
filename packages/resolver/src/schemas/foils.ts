import { z } from 'zod';
import { recipeId, wildcard } from './common.js';

/** One (rarity, variant) -> recipe row. '*' matches anything; null recipe means "no foil". */
export const foilRuleSchema = z.object({
  rarity: wildcard,
  variantKind: wildcard,
  supertype: z.string().min(1).optional(),
  recipe: recipeId.nullable(),
  layout: z.string().min(1).optional(),
  note: z.string().optional(),
});

const subsetSchema = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  rarities: z.array(z.string().min(1)).optional(),
  rules: z.array(foilRuleSchema),
});

const setSchema = z.object({
  name: z.string().min(1),
  era: z.string().min(1),
  released: z.string().regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
  /** True for sets that exist only in this project (the sample printings). */
  synthetic: z.boolean().optional(),
  aliases: z.array(z.string().min(1)).optional(),
  rarities: z.array(z.string().min(1)).min(1),
  variants: z.array(z.string().min(1)).min(1),
  rules: z.array(foilRuleSchema).optional(),
  subsets: z.record(z.string().regex(/^[a-z0-9-]+$/), subsetSchema).optional(),
});

const variantSchema = z.object({
  /** window = foil inside the art window, reverse = outside it, full = whole face, none = no foil. */
  mask: z.enum(['window', 'reverse', 'full', 'none']),
  label: z.string().min(1),
});

export const foilsFileSchema = z.object({
  version: z.literal(1),
  variants: z.record(z.string().regex(/^[a-z0-9-]+$/), variantSchema),
  defaults: z.object({ rules: z.array(foilRuleSchema).min(1) }),
  eras: z.record(z.string().regex(/^[a-z0-9-]+$/), z.object({ rules: z.array(foilRuleSchema) })),
  sets: z.record(z.string().regex(/^[a-z0-9.-]+$/), setSchema),
  cards: z.record(z.string().min(3), z.object({ rules: z.array(foilRuleSchema).min(1) })).optional(),
});

export type FoilRule = z.infer<typeof foilRuleSchema>;
export type FoilsFile = z.infer<typeof foilsFileSchema>;
export type SetRow = z.infer<typeof setSchema>;
