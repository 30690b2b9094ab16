import type { Meta, StoryObj } from '@storybook/react-vite';
import { BEST_ANGLE, FoilCard, FoilCollection } from '@foilkit/react';
import { STORY_SETTINGS } from '../data.js';
import { Caption, GRID } from '../layout.js';
import { ETCH_PRINTING, GLYPH_PRINTING } from '../printings.js';
import { ResolvedCard } from '../resolved-card.js';
import { scanUrl } from '../samples.js';

const meta: Meta = { title: 'Features/Etch plate and glyph slot', tags: ['foil'] };
export default meta;

export const EtchPlate: StoryObj = {
  name: 'Etch plate',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} style={GRID}>
      <ResolvedCard card="swsh-etched" printing={ETCH_PRINTING} title="etched, with the example plate" />
      <figure style={{ margin: 0 }}>
        <FoilCard
          src={scanUrl('swsh-etched')}
          alt="etched, procedural relief"
          recipe="etched"
          tilt={BEST_ANGLE}
        />
        <Caption title="etched, no plate" lines={['the procedural relief (uEtchOn 0)']} />
      </figure>
    </FoilCollection>
  ),
};

export const GlyphSlot: StoryObj = {
  name: 'Glyph slot, with and without art',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} style={GRID}>
      <ResolvedCard card="sm-holo-window" printing={GLYPH_PRINTING} title="with the glyph atlas" />
      <figure style={{ margin: 0 }}>
        <FoilCard
          src={scanUrl('sm-holo-window')}
          alt="glyph-emblem without art"
          recipe="glyph-emblem"
          tilt={BEST_ANGLE}
        />
        <Caption title="without art" lines={['glyph-emblem, uGlyphOn 0: the procedural marks']} />
      </figure>
    </FoilCollection>
  ),
};
