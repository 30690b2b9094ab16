import { getRecipe } from '@foilkit/core/registry';

/**
 * A recipe id the resolver may emit. The registry in @foilkit/core is the one list of recipes;
 * the resolver asks it (through the three-free `registry` entry) rather than keeping a copy.
 */
export type RecipeId = string;

/** True for a registered recipe id or one of its permanent aliases. */
export function isCatalogueRecipe(id: string): boolean {
  return getRecipe(id) !== undefined;
}

/** The permanent id for an id or alias (data written against an old id keeps working). */
export function canonicalRecipeId(id: string): RecipeId | undefined {
  return getRecipe(id)?.id;
}
