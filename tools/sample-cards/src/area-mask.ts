import { artWindowMask } from './art-mask.js';
import { frameStyleFor } from './palette.js';
import type { CardLayout } from './types.js';

/**
 * The frame-window area of an era's layout: the art window plus the border band, 1 = foil,
 * top row first. The band is the era's frame width (the same number the sample faces are
 * drawn with), so a real card's silver border and a sample card's line up alike.
 */
export function frameWindowMask(width: number, height: number, layout: CardLayout, era: string): Uint8Array {
  const mask = artWindowMask(width, height, layout);
  const band = Math.max(1, Math.round(frameStyleFor(era).borderWidth * width));
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++)
      if (row < band || col < band || row >= height - band || col >= width - band)
        mask[row * width + col] = 1;
  return mask;
}

/** A coverage mask (1 = foil) as RGBA: white, alpha = coverage, as the hand tier reads it. */
export function coverageRgba(mask: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(mask.length * 4);
  for (let i = 0; i < mask.length; i++) {
    rgba[i * 4] = 255;
    rgba[i * 4 + 1] = 255;
    rgba[i * 4 + 2] = 255;
    rgba[i * 4 + 3] = mask[i] === 1 ? 255 : 0;
  }
  return rgba;
}
