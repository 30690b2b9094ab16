import { CARD_ASPECT } from './card.js';
import type { BlankBase } from './types.js';

/**
 * The synthetic "blank base": a plain light-silver face with a soft vertical
 * gradient, what recipes are judged on when no scan is loaded (uScanBase 0).
 */
export function renderBlankBase(width: number, height: number = Math.round(width * CARD_ASPECT)): BlankBase {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`renderBlankBase: size must be whole positive pixels, got ${width}x${height}`);
  }
  const top = [0.87, 0.88, 0.9];
  const bottom = [0.74, 0.75, 0.78];
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const t = height === 1 ? 0 : y / (height - 1);
    const row = [0, 1, 2].map((c) =>
      Math.round(((top[c] ?? 0) + ((bottom[c] ?? 0) - (top[c] ?? 0)) * t) * 255),
    );
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rgba[i] = row[0] ?? 0;
      rgba[i + 1] = row[1] ?? 0;
      rgba[i + 2] = row[2] ?? 0;
      rgba[i + 3] = 255;
    }
  }
  return { width, height, rgba };
}
