import type { ValueUniformName } from '../contract/derive.js';
import { UNIFORM_RUNTIME } from '../contract/uniform-runtime.js';
import type { UniformRange } from '../contract/uniform-spec.js';
import { isParamSlot, isUsedParam, type FoilRecipe } from './types.js';

/**
 * The range a value is validated against: a used parameter slot takes the recipe's own
 * declaration (uP0 may mean "cells across, 6..60"), everything else the contract table's.
 */
export function rangeFor(recipe: FoilRecipe, name: ValueUniformName): UniformRange | undefined {
  if (isParamSlot(name)) {
    const p = recipe.params[name];
    if (isUsedParam(p)) return { min: p.min, max: p.max, step: p.step };
  }
  return UNIFORM_RUNTIME[name].range;
}
