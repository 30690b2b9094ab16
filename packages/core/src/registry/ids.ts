// @foilkit/core/ids: which recipe ids exist, with no GLSL attached. Code that only names
// recipes (the resolver, a data linter) imports this instead of the registry, so it does not
// carry 45 shader sources into a bundle.
import { RECIPE_ALIASES, RECIPE_IDS, type RecipeId } from './recipe-ids.js';

export { RECIPE_IDS, RECIPE_ALIASES, type RecipeId };

const ids: ReadonlySet<string> = new Set(RECIPE_IDS);

/** True for a registered permanent id (not an alias). */
export function isRecipeId(id: string): id is RecipeId {
  return ids.has(id);
}

/** The permanent id for an id or an old alias; undefined when neither is known. */
export function canonicalRecipeId(id: string): RecipeId | undefined {
  if (isRecipeId(id)) return id;
  return Object.hasOwn(RECIPE_ALIASES, id) ? RECIPE_ALIASES[id] : undefined;
}
