import { LAW } from './law-constants.js';

const d = LAW.RING_OUTER * Math.SQRT1_2;

/**
 * The eight ink-estimate taps, as offsets in card widths (x right, y up): four on the inner
 * ring along the axes, four on the outer ring along the diagonals. The GLSL taps and the
 * TypeScript reference both read this list.
 */
export const INK_TAP_OFFSETS: ReadonlyArray<readonly [number, number]> = [
  [LAW.RING_INNER, 0],
  [-LAW.RING_INNER, 0],
  [0, LAW.RING_INNER],
  [0, -LAW.RING_INNER],
  [d, d],
  [d, -d],
  [-d, d],
  [-d, -d],
];
