// Printings that reach each resolver outcome with the shipped rows of @foilkit/data
// (docs/RESOLVER.md names the rows). test/printings.test.ts checks each lands where it says.
import type { InkState, Printing, SurfaceResolution } from '@foilkit/resolver';

const IN_SCAN_CARD = 'foilkit-samples-12';

export interface InkStateExample {
  readonly printing: Printing;
  /** The sample scan it is shown on. */
  readonly card: string;
  /** Which data row decides it. */
  readonly row: string;
}

export const INK_STATE_PRINTINGS: Readonly<Record<InkState, InkStateExample>> = {
  none: {
    printing: { era: 'xy', set: 'xy1', rarity: 'uncommon', variantKind: 'reverse', supertype: 'trainer' },
    card: 'xy-trainer-reverse',
    row: 'no ink-designs.json row keys xy1 reverses, and their class records no ink state',
  },
  queued: {
    printing: { era: 'sv', set: 'sv3pt5', rarity: 'common', variantKind: 'reverse-ball' },
    card: 'sv-reverse',
    row: 'sv3pt5 reverse-ball: a trademarked ball emblem, never traced',
  },
  'no-ink': {
    printing: { era: 'wotc', set: 'base6', rarity: 'common', variantKind: 'reverse' },
    card: 'ecard-reverse',
    row: 'base6 reverse: the fireworks sheet has no overprint',
  },
  design: {
    printing: { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
    card: 'swsh-reverse',
    row: 'foilkit-samples reverse: the ring-dot tile',
  },
  'in-scan': {
    printing: {
      era: 'sv',
      set: 'foilkit-samples',
      rarity: 'common',
      variantKind: 'reverse',
      card: IN_SCAN_CARD,
    },
    card: 'xy-trainer-reverse',
    row: 'the ring-dot row, plus a measured-present frames entry (IN_SCAN_FRAMES) for this card',
  },
};

/**
 * The shipped frames.json measures no scan yet, so the in-scan example adds one entry the way a
 * site brings its own measurements (extendResolverData).
 */
export const IN_SCAN_FRAMES = {
  version: 1,
  entries: [
    {
      card: IN_SCAN_CARD,
      variantKind: 'reverse',
      inkInScan: 'measured-present',
      measured: {
        by: 'storybook example',
        on: '2026-01-01',
        method: 'an example entry, not a real measurement',
      },
    },
  ],
};

/** An etched printing with the shipped example plate (plates.json: foilkit-samples, etched). */
export const ETCH_PRINTING: Printing = {
  era: 'sv',
  set: 'foilkit-samples',
  rarity: 'rare',
  variantKind: 'etched',
};

/** glyph-emblem with the shipped example glyph atlas (plates.json: foilkit-samples, holo promo). */
export const GLYPH_PRINTING: Printing = {
  era: 'sv',
  set: 'foilkit-samples',
  rarity: 'promo',
  variantKind: 'holo',
};

/**
 * The sample cards drawn for the printing classes: each with the class, area and mask tier its
 * printing resolves to (a feed finish and subtypes, as a card site sends them).
 */
export const CLASS_SAMPLES: ReadonlyArray<{
  readonly card: string;
  readonly printingClass: string;
  readonly area: SurfaceResolution['area'];
  readonly maskTier: SurfaceResolution['maskTier'];
}> = [
  { card: 'swsh-v-whole-face', printingClass: 'swsh-v', area: 'full', maskTier: 'layout' },
  { card: 'swsh-full-art-v', printingClass: 'full-art-swsh', area: 'full', maskTier: 'layout' },
  { card: 'sv-gold-hyper', printingClass: 'hyper-rare', area: 'full', maskTier: 'layout' },
  { card: 'sv-holo-silver-border', printingClass: 'sv-holo', area: 'frame-window', maskTier: 'area' },
  { card: 'radiant-figure', printingClass: 'radiant', area: 'figure', maskTier: 'area' },
  { card: 'shining-figure', printingClass: 'shining-figure', area: 'figure', maskTier: 'area' },
];
