import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { Caption, CARD_WIDTH } from '../layout.js';
import { blankBaseUrl, scanUrl } from '../samples.js';

const meta: Meta = {
  title: 'Features/Inspect and card back',
  tags: ['foil'],
  parameters: { layout: 'centered' },
};
export default meta;

/** Click (or Enter) lifts the card; drag it sideways past 90° to see the back; Esc puts it back. */
export const InspectAndBack: StoryObj = {
  name: 'Inspect and card back',
  render: () => (
    <FoilCollection>
      <figure style={{ margin: 0, width: CARD_WIDTH }}>
        <FoilCard src={scanUrl('bw-full-art')} alt="inspect me" recipe="rainbow" back={blankBaseUrl()} />
        <Caption
          title="inspect"
          lines={['click to lift, drag to turn over (the back is the generator’s blank base)']}
        />
      </figure>
    </FoilCollection>
  ),
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('[role="img"]')?.click();
  },
};
