import type { Printing } from '@foilkit/resolver';
import type { SamplePalette, SampleTone } from './types.js';

/** What a card site passes to resolveSurface: a type-only import, so no runtime dependency. */
export type SamplePrintingInput = Printing;

/** One synthetic printing written by `npm run sample-cards`. */
export interface SamplePrinting {
  id: string;
  era: string;
  /** Layout id in @foilkit/data's layouts.json under `era`. */
  layout: string;
  kind: 'creature' | 'trainer' | 'energy';
  palette: SamplePalette;
  seed: number;
  /**
   * What a card site would pass to resolveSurface for a card like this one. No real card number:
   * the faces are invented (a synthetic-set card id only where an area row keys the card).
   */
  printing: SamplePrintingInput;
  /**
   * Writes this face's painted figure as a figure-area mask (packages/data/masks/areas/<card>.figure.png):
   * the printing's class puts the foil on the figure only, and a plates.json `areas` row names it.
   */
  figureMask?: true;
  /** A one-ink print over the foil (renderSampleCard's `tone`): a Hyper Rare is gold on gold. */
  tone?: SampleTone;
}

export const SAMPLE_PRINTINGS: readonly SamplePrinting[] = [
  {
    id: 'wotc-holo-window',
    era: 'wotc',
    layout: 'standard',
    kind: 'creature',
    palette: 'warm',
    seed: 101,
    printing: { era: 'wotc', set: 'base1', rarity: 'rare-holo', variantKind: 'holo', supertype: 'pokemon' },
  },
  {
    id: 'wotc-trainer',
    era: 'wotc',
    layout: 'trainer',
    kind: 'trainer',
    palette: 'neutral',
    seed: 102,
    printing: { era: 'wotc', set: 'base2', rarity: 'rare', variantKind: 'normal', supertype: 'trainer' },
  },
  {
    id: 'ecard-reverse',
    era: 'ecard',
    layout: 'standard',
    kind: 'creature',
    palette: 'cool',
    seed: 103,
    printing: {
      era: 'ecard',
      set: 'ecard2',
      rarity: 'uncommon',
      variantKind: 'reverse',
      supertype: 'pokemon',
    },
  },
  {
    id: 'ex-reverse',
    era: 'ex',
    layout: 'standard',
    kind: 'creature',
    palette: 'green',
    seed: 104,
    printing: { era: 'ex', set: 'ex7', rarity: 'rare', variantKind: 'reverse', supertype: 'pokemon' },
  },
  {
    id: 'dp-holo-window',
    era: 'dp',
    layout: 'standard',
    kind: 'creature',
    palette: 'psychic',
    seed: 105,
    printing: { era: 'dp', set: 'dp1', rarity: 'rare-holo', variantKind: 'holo', supertype: 'pokemon' },
  },
  {
    id: 'hgss-energy',
    era: 'hgss',
    layout: 'energy',
    kind: 'energy',
    palette: 'electric',
    seed: 106,
    printing: { era: 'hgss', set: 'hgss1', rarity: 'common', variantKind: 'normal', supertype: 'energy' },
  },
  {
    id: 'bw-full-art',
    era: 'bw',
    layout: 'full-art',
    kind: 'creature',
    palette: 'dark',
    seed: 107,
    printing: { era: 'bw', set: 'bw5', rarity: 'rare-ultra', variantKind: 'full-art', supertype: 'pokemon' },
  },
  {
    id: 'xy-trainer-reverse',
    era: 'xy',
    layout: 'trainer',
    kind: 'trainer',
    palette: 'cool',
    seed: 108,
    printing: { era: 'xy', set: 'xy1', rarity: 'uncommon', variantKind: 'reverse', supertype: 'trainer' },
  },
  {
    id: 'sm-holo-window',
    era: 'sm',
    layout: 'standard',
    kind: 'creature',
    palette: 'electric',
    seed: 109,
    printing: { era: 'sm', set: 'sm1', rarity: 'rare-holo', variantKind: 'holo', supertype: 'pokemon' },
  },
  {
    id: 'swsh-etched',
    era: 'swsh',
    layout: 'full-art',
    kind: 'creature',
    palette: 'warm',
    seed: 110,
    printing: {
      era: 'swsh',
      set: 'swsh9',
      rarity: 'rare-holo-vmax',
      variantKind: 'etched',
      supertype: 'pokemon',
    },
  },
  {
    id: 'swsh-reverse',
    era: 'swsh',
    layout: 'standard',
    kind: 'creature',
    palette: 'green',
    seed: 111,
    printing: {
      era: 'swsh',
      set: 'swsh12pt5',
      rarity: 'common',
      variantKind: 'reverse',
      supertype: 'pokemon',
    },
  },
  {
    id: 'sv-reverse',
    era: 'sv',
    layout: 'standard',
    kind: 'creature',
    palette: 'warm',
    seed: 112,
    printing: { era: 'sv', set: 'sv1', rarity: 'common', variantKind: 'reverse', supertype: 'pokemon' },
  },
  {
    id: 'sv-illustration',
    era: 'sv',
    layout: 'full-art',
    kind: 'creature',
    palette: 'cool',
    seed: 113,
    printing: {
      era: 'sv',
      set: 'sv3pt5',
      rarity: 'illustration-rare',
      variantKind: 'full-art',
      supertype: 'pokemon',
    },
  },
  {
    id: 'me-holo-window',
    era: 'me',
    layout: 'standard',
    kind: 'creature',
    palette: 'psychic',
    seed: 114,
    printing: { era: 'me', set: 'me1', rarity: 'rare', variantKind: 'holo', supertype: 'pokemon' },
  },
  {
    id: 'swsh-v-whole-face',
    era: 'swsh',
    layout: 'standard',
    kind: 'creature',
    palette: 'electric',
    seed: 115,
    printing: {
      era: 'swsh',
      set: 'swsh9',
      rarity: 'Rare Holo V',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Basic', 'V'],
    },
  },
  {
    id: 'swsh-full-art-v',
    era: 'swsh',
    layout: 'full-art',
    kind: 'creature',
    palette: 'cool',
    seed: 117,
    printing: {
      era: 'swsh',
      set: 'swsh12',
      rarity: 'Rare Ultra',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Basic', 'V'],
    },
  },
  {
    id: 'sv-gold-hyper',
    era: 'sv',
    layout: 'full-art',
    kind: 'creature',
    palette: 'warm',
    seed: 116,
    tone: 'gold',
    printing: {
      era: 'sv',
      set: 'sv1',
      rarity: 'Hyper Rare',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Basic', 'ex'],
    },
  },
  {
    id: 'sv-holo-silver-border',
    era: 'sv',
    layout: 'standard',
    kind: 'creature',
    palette: 'green',
    seed: 119,
    printing: {
      era: 'sv',
      set: 'sv1',
      rarity: 'Rare',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Stage 1'],
    },
  },
  {
    id: 'radiant-figure',
    era: 'sv',
    layout: 'standard',
    kind: 'creature',
    palette: 'dark',
    seed: 118,
    printing: {
      era: 'sv',
      set: 'foilkit-samples',
      card: 'foilkit-samples-radiant',
      rarity: 'Radiant Rare',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Basic', 'Radiant'],
    },
    figureMask: true,
  },
  {
    id: 'shining-figure',
    era: 'wotc',
    layout: 'standard',
    kind: 'creature',
    palette: 'cool',
    seed: 120,
    printing: {
      era: 'wotc',
      set: 'neo4',
      card: 'neo4-foilkit-shining',
      rarity: 'Rare Shining',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
    },
    figureMask: true,
  },
];
