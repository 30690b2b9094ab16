import type { Meta, StoryObj } from '@storybook/react-vite';
import { assetUrl } from '@foilkit/data';
import { FoilCollection } from '@foilkit/react';
import { STORY_SETTINGS } from '../data.js';
import { HAND_MASK_PATH, handMaskUrl, withHandMask } from '../hand-mask.js';
import { GRID } from '../layout.js';
import { ResolvedCard } from '../resolved-card.js';
import { sampleCard } from '../samples.js';

const meta: Meta = { title: 'Features/Mask tiers', tags: ['foil'] };
export default meta;

const windowCard = sampleCard('wotc-holo-window');
const reverseCard = sampleCard('swsh-reverse');
const fullCard = sampleCard('sv-illustration');
const textureUrl = (path: string) => (path === HAND_MASK_PATH ? handMaskUrl() : assetUrl(path));

export const LayoutTiers: StoryObj = {
  name: 'Layout window, reverse, full',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} style={GRID}>
      <ResolvedCard card={windowCard.id} printing={windowCard.printing} title="window: the art box" />
      <ResolvedCard
        card={reverseCard.id}
        printing={reverseCard.printing}
        title="reverse: all but the art box"
      />
      <ResolvedCard card={fullCard.id} printing={fullCard.printing} title="full: the whole face" />
    </FoilCollection>
  ),
};

export const HandMask: StoryObj = {
  name: 'Hand mask',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} resolveTextureUrl={textureUrl} style={GRID}>
      <ResolvedCard
        card={fullCard.id}
        printing={fullCard.printing}
        title="hand mask"
        note="drawn by the story: no hand masks ship yet"
        adapt={withHandMask}
      />
    </FoilCollection>
  ),
};

/** uMaskView tints the masked zone red: how to check a layout rect or a hand mask. */
export const MaskView: StoryObj = {
  name: 'uMaskView debug view',
  render: () => (
    <FoilCollection {...STORY_SETTINGS} resolveTextureUrl={textureUrl} style={GRID}>
      <ResolvedCard
        card={windowCard.id}
        printing={windowCard.printing}
        title="window"
        uniforms={{ uMaskView: 1 }}
      />
      <ResolvedCard
        card={reverseCard.id}
        printing={reverseCard.printing}
        title="reverse"
        uniforms={{ uMaskView: 1 }}
      />
      <ResolvedCard
        card={fullCard.id}
        printing={fullCard.printing}
        title="hand mask"
        uniforms={{ uMaskView: 1 }}
        adapt={withHandMask}
      />
    </FoilCollection>
  ),
};
