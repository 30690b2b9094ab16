import type { Rgb } from './colour.js';
import type { Raster } from './raster.js';
import { drawText, textHeightPixels, textWidthPixels, wrapText } from './text.js';

/**
 * Stacks text strips down a column of the face, each on its own ground
 * (a light plate or a saturated tint). A strip that no longer fits is dropped,
 * so small cards simply carry less text. `groundAlpha` < 1 lets plates sit
 * over full-bleed art.
 */
export class TextColumn {
  private cursor: number;

  constructor(
    private readonly raster: Raster,
    private readonly x0: number,
    private readonly x1: number,
    top: number,
    private readonly bottom: number,
    private readonly gap: number,
    private readonly groundAlpha: number,
  ) {
    this.cursor = top;
  }

  /** One line of text with an optional right-aligned second text. */
  line(left: string, right: string | undefined, ground: Rgb, dot: number): boolean {
    const pad = 2 * dot;
    const height = textHeightPixels(dot) + 2 * pad;
    if (this.cursor + height > this.bottom) return false;
    this.ground(height, ground);
    const rightWidth = right === undefined ? 0 : textWidthPixels(right, dot) + 3 * dot;
    drawText(
      this.raster,
      fitText(left, this.x1 - this.x0 - 2 * pad - rightWidth, dot),
      this.x0 + pad,
      this.cursor + pad,
      dot,
    );
    if (right !== undefined) {
      drawText(this.raster, right, this.x1 - pad - textWidthPixels(right, dot), this.cursor + pad, dot);
    }
    this.cursor += height + this.gap;
    return true;
  }

  /** A wrapped paragraph; trailing lines that do not fit are left out. */
  paragraph(text: string, ground: Rgb, dot: number): boolean {
    const pad = 2 * dot;
    const lineHeight = textHeightPixels(dot) + 3 * dot;
    let lines = wrapText(text, this.x1 - this.x0 - 2 * pad, dot);
    const room = Math.floor((this.bottom - this.cursor - 2 * pad + 3 * dot) / lineHeight);
    if (room < 1) return false;
    lines = lines.slice(0, room);
    const height = lines.length * lineHeight - 3 * dot + 2 * pad;
    this.ground(height, ground);
    lines.forEach((line, i) =>
      drawText(this.raster, line, this.x0 + pad, this.cursor + pad + i * lineHeight, dot),
    );
    this.cursor += height + this.gap;
    return true;
  }

  private ground(height: number, colour: Rgb): void {
    this.raster.fill(
      { x0: this.x0, y0: this.cursor, x1: this.x1, y1: this.cursor + height },
      colour,
      this.groundAlpha,
    );
  }
}

/** Drops trailing characters until the text fits, so neighbouring texts never collide. */
function fitText(text: string, maxWidth: number, dot: number): string {
  let fitted = text;
  while (fitted.length > 0 && textWidthPixels(fitted, dot) > maxWidth) fitted = fitted.slice(0, -1);
  return fitted.trimEnd();
}
