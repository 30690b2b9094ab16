#!/usr/bin/env node
// Writes apps/storybook/src/stories/recipes.stories.tsx from the registry (see recipe-stories.ts).
//   node tools/storybook/write-recipe-stories.mjs [--check]
import { register } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGenerated } from '../write-generated.mjs';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { RECIPE_LIST } = await import('../../packages/core/src/recipes/catalogue.ts');
const { RECIPE_STORIES_PATH, recipeStoriesSource } = await import('./recipe-stories.ts');

writeGenerated(root, [[RECIPE_STORIES_PATH, recipeStoriesSource(RECIPE_LIST)]]);
