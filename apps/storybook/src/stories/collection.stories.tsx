import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { STORY_SETTINGS } from '../data.js';
import { GRID } from '../layout.js';
import { SAMPLE_CARDS, scanUrl } from '../samples.js';

const meta: Meta = { title: 'Features/Collection', tags: ['foil'] };
export default meta;

const COUNT = 60;

/** 60 cards in one FoilCollection: one canvas, one WebGL context, cards load as they near the screen. */
export const SixtyCards: StoryObj = {
  name: '60-card collection grid',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} style={GRID}>
      {Array.from({ length: COUNT }, (_, i) => {
        const card = SAMPLE_CARDS[i % SAMPLE_CARDS.length]!;
        return (
          <FoilCard key={i} src={scanUrl(card.id)} alt={`${card.id} #${i + 1}`} printing={card.printing} />
        );
      })}
    </FoilCollection>
  ),
};
