#!/usr/bin/env node
// Writes the recipe barrel and the GLSL-free id list from the registry (see recipe-index.ts).
//   node tools/recipes/write-index.mjs [--check]
import { register } from 'node:module';
import { writeGenerated } from '../write-generated.mjs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { RECIPE_LIST } = await import('../../packages/core/src/recipes/catalogue.ts');
const { recipeBarrelSource, recipeIdsSource, recipeExportName } = await import('./recipe-index.ts');

// Each recipe lives in its own file under its id, exported under its camelCase name.
for (const recipe of RECIPE_LIST) {
  const mod = await import(`../../packages/core/src/recipes/${recipe.id}.ts`);
  if (mod[recipeExportName(recipe.id)] !== recipe) {
    console.error(`recipes/${recipe.id}.ts must export the recipe as "${recipeExportName(recipe.id)}"`);
    process.exit(1);
  }
}

const outputs = [
  ['packages/core/src/recipes/index.ts', recipeBarrelSource(RECIPE_LIST)],
  ['packages/core/src/registry/recipe-ids.ts', recipeIdsSource(RECIPE_LIST)],
];
writeGenerated(root, outputs);
