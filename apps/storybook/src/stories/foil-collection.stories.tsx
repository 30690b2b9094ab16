import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { STORY_SETTINGS } from '../data.js';
import { GRID } from '../layout.js';
import { SAMPLE_CARDS, scanUrl } from '../samples.js';

/** Autodocs: every prop of FoilCollection, read from its TypeScript type. */
const meta: Meta<typeof FoilCollection> = {
  title: 'Components/FoilCollection',
  component: FoilCollection,
  tags: ['autodocs', 'foil'],
  args: { ...STORY_SETTINGS, style: GRID },
  argTypes: { data: { control: false }, resolveTextureUrl: { control: false }, children: { control: false } },
};
export default meta;

export const SampleCards: StoryObj<typeof FoilCollection> = {
  name: 'The sample cards',
  render: (args) => (
    <FoilCollection {...args}>
      {SAMPLE_CARDS.map((c) => (
        <FoilCard key={c.id} src={scanUrl(c.id)} alt={c.id} printing={c.printing} />
      ))}
    </FoilCollection>
  ),
};
