import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';
import { RECIPE_STORIES_PATH, recipeStoriesSource } from '../recipe-stories.js';

describe('the recipe stories module', () => {
  it('is what the registry gives (npm run generate)', () => {
    const onDisk = readFileSync(new URL(`../../../${RECIPE_STORIES_PATH}`, import.meta.url), 'utf8');
    expect(onDisk).toBe(recipeStoriesSource(listRecipes()));
  });
});
