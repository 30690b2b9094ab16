import type { Rgb } from './colour.js';
import {
  FONT_ADVANCE,
  FONT_COLUMNS,
  FONT_ROWS,
  FONT_SPACE_ADVANCE,
  glyphRows,
  textWidthDots,
} from './font.js';
import type { Raster } from './raster.js';

/** Near-black print ink: luminance ~0.08, well under the 0.25 the glyph tests demand. */
export const INK: Rgb = [0.07, 0.07, 0.085];

/**
 * Sets `text` with its top-left at pixel (x, y), each font dot a `dot`-pixel
 * square. Strokes are exactly one dot wide, so `dot` is the stroke width.
 */
export function drawText(r: Raster, text: string, x: number, y: number, dot: number, ink: Rgb = INK): void {
  let penX = x;
  for (const ch of text) {
    const rows = glyphRows(ch);
    if (!rows) {
      penX += FONT_SPACE_ADVANCE * dot;
      continue;
    }
    for (let row = 0; row < FONT_ROWS; row++) {
      const line = rows[row] ?? '';
      for (let col = 0; col < FONT_COLUMNS; col++) {
        if (line[col] !== '#') continue;
        for (let dy = 0; dy < dot; dy++) {
          for (let dx = 0; dx < dot; dx++) r.ink(penX + col * dot + dx, y + row * dot + dy, ink);
        }
      }
    }
    penX += FONT_ADVANCE * dot;
  }
}

export function textWidthPixels(text: string, dot: number): number {
  return textWidthDots(text) * dot;
}

export function textHeightPixels(dot: number): number {
  return FONT_ROWS * dot;
}

/** Greedy word wrap to a pixel width; words longer than a line are kept whole. */
export function wrapText(text: string, maxWidth: number, dot: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = line.length === 0 ? word : `${line} ${word}`;
    if (line.length > 0 && textWidthPixels(candidate, dot) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
