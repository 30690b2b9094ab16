#!/usr/bin/env node
// Writes apps/storybook/src/stories/recipes.stories.tsx from the registry (see recipe-stories.ts).
//   node tools/storybook/write-recipe-stories.mjs [--check]
import { register } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { RECIPE_LIST } = await import('../../packages/core/src/recipes/catalogue.ts');
const { RECIPE_STORIES_PATH, recipeStoriesSource } = await import('./recipe-stories.ts');

const file = join(root, RECIPE_STORIES_PATH);
const text = recipeStoriesSource(RECIPE_LIST);
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (current !== text) {
  if (process.argv.includes('--check')) {
    console.error(`${RECIPE_STORIES_PATH} is stale: run npm run stories:index`);
    process.exit(1);
  }
  writeFileSync(file, text);
  console.log(`wrote ${RECIPE_STORIES_PATH}`);
}
