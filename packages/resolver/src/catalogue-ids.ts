import { canonicalRecipeId as coreCanonicalId, type RecipeId } from '@foilkit/core/ids';

/**
 * Recipe ids the resolver may emit. They come from `@foilkit/core/ids`, which is derived from
 * the registry (and tested against it) and carries no GLSL, so resolving a printing does not
 * bundle 45 shader sources.
 */
export type { RecipeId };

/** True for a registered recipe id or one of its permanent aliases. */
export function isCatalogueRecipe(id: string): boolean {
  return coreCanonicalId(id) !== undefined;
}

/** The permanent id for an id or alias (data written against an old id keeps working). */
export function canonicalRecipeId(id: string): RecipeId | undefined {
  return coreCanonicalId(id);
}
