import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { CARD_WIDTH } from '../layout.js';
import { sampleCard, scanUrl } from '../samples.js';

const sample = sampleCard('swsh-reverse');

/** Autodocs: every prop of FoilCard, read from its TypeScript type. */
const meta: Meta<typeof FoilCard> = {
  title: 'Components/FoilCard',
  component: FoilCard,
  tags: ['autodocs', 'foil'],
  parameters: { layout: 'centered' },
  args: { src: scanUrl(sample.id), alt: sample.id, printing: sample.printing, maxTilt: 16, showcase: false },
  decorators: [
    (Story) => (
      <FoilCollection style={{ width: CARD_WIDTH }}>
        <Story />
      </FoilCollection>
    ),
  ],
};
export default meta;

export const FromPrinting: StoryObj<typeof FoilCard> = { name: 'From a printing' };

export const WithRecipe: StoryObj<typeof FoilCard> = {
  name: 'With a recipe and uniforms',
  args: { recipe: 'gold', uniforms: { uIntensity: 1.4 }, tilt: { x: 0.4, y: -0.2 } },
};
