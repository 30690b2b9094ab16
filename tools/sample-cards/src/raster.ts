import type { Rgb } from './colour.js';
import type { UvRect } from './types.js';

/** Pixel-space rectangle, rows counted from the top, right/bottom exclusive. */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A float RGB canvas with a glyph-coverage plane. Floats keep gradients smooth
 * until the single quantisation at the end.
 */
export class Raster {
  readonly rgb: Float32Array;
  readonly glyph: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    this.glyph = new Uint8Array(width * height);
  }

  /** Converts a UV rect (y up) to the pixel rows/columns whose centres it covers. */
  toPixels(r: UvRect): PixelRect {
    const clampX = (v: number): number => Math.max(0, Math.min(this.width, v));
    const clampY = (v: number): number => Math.max(0, Math.min(this.height, v));
    return {
      x0: clampX(Math.round(r.x * this.width)),
      x1: clampX(Math.round((r.x + r.w) * this.width)),
      y0: clampY(Math.round((1 - (r.y + r.h)) * this.height)),
      y1: clampY(Math.round((1 - r.y) * this.height)),
    };
  }

  set(x: number, y: number, c: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const rgb = this.rgb;
    rgb[i] = (rgb[i] ?? 0) + (c[0] - (rgb[i] ?? 0)) * alpha;
    rgb[i + 1] = (rgb[i + 1] ?? 0) + (c[1] - (rgb[i + 1] ?? 0)) * alpha;
    rgb[i + 2] = (rgb[i + 2] ?? 0) + (c[2] - (rgb[i + 2] ?? 0)) * alpha;
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.rgb[i] ?? 0, this.rgb[i + 1] ?? 0, this.rgb[i + 2] ?? 0];
  }

  fill(r: PixelRect, c: Rgb, alpha = 1): void {
    for (let y = r.y0; y < r.y1; y++) for (let x = r.x0; x < r.x1; x++) this.set(x, y, c, alpha);
  }

  /** Fills a rect with a top-to-bottom blend between two colours. */
  fillVertical(r: PixelRect, top: Rgb, bottom: Rgb, alpha = 1): void {
    const span = Math.max(1, r.y1 - r.y0 - 1);
    for (let y = r.y0; y < r.y1; y++) {
      const t = (y - r.y0) / span;
      const c: Rgb = [
        top[0] + (bottom[0] - top[0]) * t,
        top[1] + (bottom[1] - top[1]) * t,
        top[2] + (bottom[2] - top[2]) * t,
      ];
      for (let x = r.x0; x < r.x1; x++) this.set(x, y, c, alpha);
    }
  }

  /** Draws a rectangular outline `thickness` pixels wide just outside `r`. */
  outline(r: PixelRect, thickness: number, c: Rgb): void {
    const o = { x0: r.x0 - thickness, y0: r.y0 - thickness, x1: r.x1 + thickness, y1: r.y1 + thickness };
    this.fill({ x0: o.x0, y0: o.y0, x1: o.x1, y1: r.y0 }, c);
    this.fill({ x0: o.x0, y0: r.y1, x1: o.x1, y1: o.y1 }, c);
    this.fill({ x0: o.x0, y0: r.y0, x1: r.x0, y1: r.y1 }, c);
    this.fill({ x0: r.x1, y0: r.y0, x1: o.x1, y1: r.y1 }, c);
  }

  /** Marks a pixel as glyph ink: painted dark and recorded in the glyph plane. */
  ink(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.set(x, y, c);
    this.glyph[y * this.width + x] = 1;
  }
}
