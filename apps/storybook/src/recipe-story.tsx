import type { Meta, StoryObj } from '@storybook/react-vite';
import { requireRecipe } from '@foilkit/core/registry';
import { BEST_ANGLE } from '@foilkit/react';
import { argsOf, argTypesOf, controlSpecs, lampControlSpecs, tiltControls } from './controls.js';
import { RecipePreview } from './recipe-preview.js';
import { SAMPLE_CARDS } from './samples.js';

type RecipeArgs = Record<string, unknown>;
export type RecipeStory = StoryObj<Meta<RecipeArgs>>;

/** The story of one registered recipe: its controls come from the table and its declaration. */
export function recipeStory(id: string): RecipeStory {
  const recipe = requireRecipe(id);
  const specs = controlSpecs(recipe);
  const tilt = tiltControls(BEST_ANGLE);
  const lamp = lampControlSpecs();
  return {
    args: { card: 'sv-illustration', ...argsOf(tilt), ...argsOf(specs), ...argsOf(lamp) },
    argTypes: {
      card: {
        name: 'Sample card',
        description: 'A synthetic card from data/sample-cards (made by our generator).',
        control: 'select',
        options: SAMPLE_CARDS.map((c) => c.id),
        table: { category: 'card' },
      },
      ...argTypesOf(tilt),
      ...argTypesOf(specs),
      ...argTypesOf(lamp),
    },
    parameters: { docs: { description: { story: recipe.look } } },
    render: (args) => <RecipePreview recipe={recipe} specs={specs} lamp={lamp} args={args} />,
  };
}
