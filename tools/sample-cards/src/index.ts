// Synthetic card faces for tests and demos: pure functions, no DOM, no Node APIs.
export { renderSampleCard, strokeWidths, CARD_ASPECT } from './card.js';
export { renderBlankBase } from './blank-base.js';
export { artWindowMask } from './art-mask.js';
export { coverageRgba, frameWindowMask } from './area-mask.js';
export { SAMPLE_PRINTINGS, type SamplePrinting } from './sample-printings.js';
export type {
  BlankBase,
  CardLayout,
  SampleCard,
  SampleCardOptions,
  SamplePalette,
  SampleTone,
  UvRect,
} from './types.js';
