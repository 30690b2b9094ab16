import { RECIPE_LIST } from '../recipes/catalogue.js';
import type { FoilRecipe } from '../recipe/types.js';
import { buildRegistry } from './create-registry.js';

export { checkRegistry, checkIdDiscipline, createRegistry, type RecipeRegistry } from './create-registry.js';

// Not re-checked at import: registry.test.ts checks the whole catalogue (checkRegistry), and a
// material checks its recipe again the first time it builds one.
const registry = buildRegistry(RECIPE_LIST);

/** The recipe for a permanent id or an old alias (with a one-time deprecation notice). */
export function getRecipe(id: string): FoilRecipe | undefined {
  return registry.get(id);
}

/** Like getRecipe, but an unknown id is an error that lists what is known. */
export function requireRecipe(id: string): FoilRecipe {
  const r = registry.get(id);
  if (!r)
    throw new Error(`foilkit: unknown recipe "${id}". Known: ${RECIPE_LIST.map((x) => x.id).join(', ')}`);
  return r;
}

/** Every registered recipe, in catalogue order. */
export function listRecipes(): readonly FoilRecipe[] {
  return registry.list();
}
