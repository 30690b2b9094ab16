// The synthetic sample cards (made by tools/sample-cards, never real scans) and the printings the
// feature stories resolve. Every look here comes from the real resolver and the shipped data.
import sampleIndex from '../../../data/sample-cards/index.json';
import type { Printing } from '@foilkit/resolver';

const scans = import.meta.glob<string>('../../../data/sample-cards/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface SampleCard {
  readonly id: string;
  readonly file: string;
  readonly printing: Printing;
}

export const SAMPLE_CARDS: readonly SampleCard[] = sampleIndex.cards;

/** Vite URL of a sample scan, by card id; an unknown id is an error naming it. */
export function scanUrl(cardId: string): string {
  const card = SAMPLE_CARDS.find((c) => c.id === cardId);
  const url = card && scans[`../../../data/sample-cards/${card.file}`];
  if (!url) throw new Error(`storybook: no sample card "${cardId}" in data/sample-cards/index.json`);
  return url;
}

export function sampleCard(cardId: string): SampleCard {
  const card = SAMPLE_CARDS.find((c) => c.id === cardId);
  if (!card) throw new Error(`storybook: no sample card "${cardId}" in data/sample-cards/index.json`);
  return card;
}

/** The generator's blank card base: stands in for a card back. */
export function blankBaseUrl(): string {
  const url = scans[`../../../data/sample-cards/${sampleIndex.blankBase}`];
  if (!url) throw new Error(`storybook: no ${sampleIndex.blankBase} in data/sample-cards/`);
  return url;
}
