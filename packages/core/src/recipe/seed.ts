import { contractDefaults, type UniformValues } from '../contract/derive.js';
import { isUsedParam, type FoilRecipe, type ParamSlotName } from './types.js';

const PARAM_SLOTS: readonly ParamSlotName[] = ['uP0', 'uP1', 'uP2', 'uP3', 'uP4', 'uP5'];

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
