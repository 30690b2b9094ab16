import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCollection } from '@foilkit/react';
import type { InkState } from '@foilkit/resolver';
import { STORY_SETTINGS } from '../data.js';
import { GRID } from '../layout.js';
import { INK_STATE_PRINTINGS } from '../printings.js';
import { ResolvedCard } from '../resolved-card.js';

const meta: Meta = { title: 'Features/Ink states', tags: ['foil'] };
export default meta;

/** The five ink states, each from the data row that decides it (docs/RESOLVER.md). */
export const FiveStates: StoryObj = {
  name: 'The five ink states',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} style={GRID}>
      {(Object.keys(INK_STATE_PRINTINGS) as InkState[]).map((state) => {
        const example = INK_STATE_PRINTINGS[state];
        return (
          <ResolvedCard
            key={state}
            card={example.card}
            printing={example.printing}
            title={state}
            note={example.row}
          />
        );
      })}
    </FoilCollection>
  ),
};
