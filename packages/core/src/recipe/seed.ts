import { contractDefaults, type UniformValues } from '../contract/derive.js';
import { isUsedParam, PARAM_SLOTS, type FoilRecipe } from './types.js';

/** Contract default, then family constants and recipe defaults, then declared parameter defaults. */
export function seedRecipeValues(recipe: FoilRecipe): UniformValues {
  const values = contractDefaults() as Record<string, unknown>;
  Object.assign(values, recipe.defaults);
  for (const slot of PARAM_SLOTS) {
    const p = recipe.params[slot];
    if (isUsedParam(p)) values[slot] = p.default;
  }
  return values as UniformValues;
}
