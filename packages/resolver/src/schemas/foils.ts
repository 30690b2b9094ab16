import * as z from 'zod/mini';
import { REQUIRED_PARAM_SLOTS } from '@foilkit/core/contract';
import { recipeId, slugId, text, wildcard } from './common.js';

/** Where a printing's foil lies on the face. */
export const AREAS = ['window', 'reverse', 'full', 'frame-window', 'figure', 'none'] as const;
export type Area = (typeof AREAS)[number];

/** Whether the foil carries a relief (etched / embossed) or is smooth. */
export const TEXTURES = ['smooth', 'etched'] as const;
export type Texture = (typeof TEXTURES)[number];

/**
 * One (rarity, variant) -> recipe row, optionally narrowed by supertype and one subtype. '*'
 * matches anything. A row names a printing `class`, a `recipe`, or both (its recipe then beats
 * the class's); a null recipe means "no foil".
 */
export const foilRuleSchema = z
  .object({
    rarity: wildcard,
    variantKind: wildcard,
    supertype: z.optional(text),
    /** One of the feed's subtypes (V, VMAX, ex, Tera …): the row matches printings that carry it. */
    subtype: z.optional(text),
    class: z.optional(slugId),
    recipe: z.optional(z.nullable(recipeId)),
    layout: z.optional(text),
    note: z.optional(z.string()),
  })
  .check(
    z.refine((r) => r.class !== undefined || r.recipe !== undefined, {
      message: 'a rule names a class or a recipe (null for no foil)',
      path: ['recipe'],
    }),
  );

/**
 * Values for the parameter slots every recipe declares (uP0-uP3); any finite number. That the
 * class's recipe uses the slot, and the value lies in its range, @foilkit/data's tests check.
 */
type ParamSlot = (typeof REQUIRED_PARAM_SLOTS)[number];
const classParamsSchema = z.object(
  Object.fromEntries(REQUIRED_PARAM_SLOTS.map((slot) => [slot, z.optional(z.number())])),
) as unknown as z.ZodMiniType<Partial<Record<ParamSlot, number>>>;

/** A printing class: what a real printing of this kind has, with the sources that say so. */
const classSchema = z.object({
  label: text,
  recipe: z.nullable(recipeId),
  area: z.literal(AREAS),
  texture: z.literal(TEXTURES),
  /** The layout the printing is drawn with (`full-art` for full-bleed faces); a rule's own layout wins. */
  layout: z.optional(text),
  /** The ink state when no ink-designs.json row keys the printing: a recorded decision. */
  ink: z.optional(z.literal(['no-ink', 'queued'])),
  /** Source keys of shared/spec/real-foils.md (BC-swsh, TCGL, …). */
  sources: z.array(text).check(z.minLength(1)),
  /** What stays unsure about this class, in a few words. */
  unsure: z.optional(text),
  /**
   * Values for the class's recipe's own parameters where this printing differs from the recipe's
   * defaults (a smooth printing turning a textured recipe's grain off). Applied only when the
   * class's recipe is the one that resolved; a rule naming another recipe drops them.
   */
  params: z.optional(classParamsSchema),
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
  /**
   * own = the printing's own foil (its class decides the area; a window without a class),
   * window = inside the art window, reverse = outside it, full = whole face, none = no foil.
   */
  mask: z.literal(['own', 'window', 'reverse', 'full', 'none']),
  label: text,
  /** Other spellings of this finish (our own words, other feeds' keys). */
  aliases: z.optional(z.array(text)),
  /** The variant whose rules apply: `1st-edition-holofoil` is a `holofoil` with an edition. */
  as: z.optional(slugId),
  edition: z.optional(z.literal(['1st-edition', 'unlimited'])),
});

export const foilsFileSchema = z.object({
  version: z.literal(1),
  variants: z.record(slugId, variantSchema),
  classes: z.optional(z.record(slugId, classSchema)),
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
export type PrintingClass = z.infer<typeof classSchema>;
/** A class's values for its recipe's parameters. */
export type ClassParams = Partial<Record<ParamSlot, number>>;
export type VariantRow = z.infer<typeof variantSchema>;
