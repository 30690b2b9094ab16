import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';
import * as recipes from '@foilkit/core/recipes';
import { RECIPE_ALIASES, RECIPE_IDS, canonicalRecipeId, isRecipeId } from '@foilkit/core/ids';
import { recipeBarrelSource, recipeExportName, recipeIdsSource } from '../recipe-index.js';

const file = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('files derived from the registry', () => {
  it('the recipe barrel and the id list are what the registry generates (npm run recipes:index)', () => {
    expect(file('packages/core/src/recipes/index.ts')).toBe(recipeBarrelSource(listRecipes()));
    expect(file('packages/core/src/registry/recipe-ids.ts')).toBe(recipeIdsSource(listRecipes()));
  });

  it('@foilkit/core/recipes exports every registered recipe, by camelCase name, and nothing else', () => {
    const { RECIPE_LIST, ...named } = recipes;
    expect(RECIPE_LIST).toEqual(listRecipes());
    expect(Object.keys(named).sort()).toEqual(
      listRecipes()
        .map((r) => recipeExportName(r.id))
        .sort(),
    );
    for (const r of listRecipes()) expect(named[recipeExportName(r.id) as keyof typeof named]).toBe(r);
  });

  it('@foilkit/core/ids knows the same ids and aliases as the registry, with no GLSL', () => {
    expect([...RECIPE_IDS]).toEqual(listRecipes().map((r) => r.id));
    const aliases = listRecipes().flatMap((r) => (r.aliases ?? []).map((a) => [a, r.id]));
    expect(Object.entries(RECIPE_ALIASES)).toEqual(aliases);
    expect(isRecipeId('gold')).toBe(true);
    expect(canonicalRecipeId('constructor')).toBeUndefined();
    expect(canonicalRecipeId('no-such-foil')).toBeUndefined();
    expect(file('packages/core/src/registry/ids.ts')).not.toMatch(/recipes\//);
  });

  it('names the export a recipe file must use', () => {
    expect(recipeExportName('detective-pikachu')).toBe('detectivePikachu');
    expect(recipeExportName('gold')).toBe('gold');
  });
});
