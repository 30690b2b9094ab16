import type { Meta, StoryObj } from '@storybook/react-vite';
import { assetUrl } from '@foilkit/data';
import { FoilCollection } from '@foilkit/react';
import { STORY_SETTINGS } from '../data.js';
import { GRID } from '../layout.js';
import { CLASS_SAMPLES } from '../printings.js';
import { ResolvedCard } from '../resolved-card.js';
import { sampleCard } from '../samples.js';

/** Synthetic cards for the printing classes, each resolved from a feed finish and its subtypes. */
const meta: Meta = { title: 'Features/Printing classes', tags: ['foil'] };
export default meta;

export const Classes: StoryObj = {
  name: 'Whole face, full art, gold, silver border, figure',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} resolveTextureUrl={assetUrl} style={GRID}>
      {CLASS_SAMPLES.map(({ card, printingClass, area }) => {
        const sample = sampleCard(card);
        return (
          <ResolvedCard
            key={card}
            card={card}
            printing={sample.printing}
            title={`${printingClass}: ${area}`}
            note={`${sample.printing.rarity} · ${sample.printing.variantKind}`}
          />
        );
      })}
    </FoilCollection>
  ),
};
