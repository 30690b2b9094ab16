import type { RecipeUniformValues } from './contract/derive.js';

export type FamilyName = 'flash' | 'line' | 'stamp' | 'field' | 'pearl' | 'metal';

export interface CompositeFamily {
  /** How much of the face the recipe's own light covers. */
  readonly dutyCycle: string;
  /** Which law the family composites under on a real scan. */
  readonly law: 'additive' | 'metalness';
  /** Constants a recipe of this family must carry in its defaults (or override with a reason). */
  readonly constants: Readonly<Partial<RecipeUniformValues>>;
}

/**
 * Composite families, keyed on duty cycle. uDepth darkens where the pattern is NOT, so its
 * cost grows with 1 - duty: a flash pattern given a field's depth darkens nearly the whole card.
 * uSheenTint is 0 in every additive family because tinting a highlight with the ink beneath it
 * is exactly the look that was rejected; only the metal family, whose mirror recipes carry their
 * own canon, may set it.
 */
export const FAMILIES: Readonly<Record<FamilyName, CompositeFamily>> = {
  flash: {
    dutyCycle: 'under ~20%',
    law: 'additive',
    constants: { uSheen: 3.4, uSheenTint: 0, uDepth: 0, uMetal: 0 },
  },
  line: {
    dutyCycle: '~20-45%',
    law: 'additive',
    constants: { uSheen: 4.2, uSheenTint: 0, uDepth: 0.45, uMetal: 0 },
  },
  stamp: {
    dutyCycle: 'sheet with sparse stamps',
    law: 'additive',
    constants: { uSheen: 3.6, uSheenTint: 0, uDepth: 0.22, uMetal: 0 },
  },
  field: {
    dutyCycle: 'over ~45%',
    law: 'additive',
    constants: { uSheen: 3.0, uSheenTint: 0, uDepth: 0.6, uMetal: 0 },
  },
  pearl: {
    dutyCycle: 'any',
    law: 'additive',
    constants: { uSheen: 1.2, uSheenTint: 0, uDepth: 0.2, uMetal: 0 },
  },
  metal: { dutyCycle: 'mirror only', law: 'metalness', constants: { uSheen: 0.5, uMetal: 1 } },
};

export const FAMILY_NAMES = Object.keys(FAMILIES) as FamilyName[];
