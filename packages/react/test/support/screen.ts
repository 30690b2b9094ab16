// Pixels of the page as the browser composited it (a screenshot of the test frame), and the
// comparisons the DOM-following tests make with them.
import { page } from 'vitest/browser';

/** What the page shows now, in the test frame's CSS pixels (the tests keep its scale at 1). */
export async function screenPixels(): Promise<ImageData> {
  const base64 = await page.screenshot({ save: false });
  const img = new Image();
  img.src = `data:image/png;base64,${base64}`;
  await img.decode();
  if (img.width !== innerWidth)
    throw new Error(`screenshot is ${img.width} px wide, the frame ${innerWidth}`);
  const canvas = document.createElement('canvas');
  canvas.width = img.width;
  canvas.height = img.height;
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(img, 0, 0);
  return g.getImageData(0, 0, img.width, img.height);
}

/** A copy of what a canvas holds now, and where it is on the page. */
export interface Snapshot {
  readonly image: HTMLCanvasElement;
  readonly box: DOMRect;
}

export function snapshot(canvas: HTMLCanvasElement): Snapshot {
  const image = document.createElement('canvas');
  image.width = canvas.width;
  image.height = canvas.height;
  image.getContext('2d')!.drawImage(canvas, 0, 0);
  return { image, box: canvas.getBoundingClientRect() };
}

/**
 * The cards drawn one by one over a background, in document order, each at its box: what the
 * page must look like if the cards stack as their elements do. Also says which pixels any card
 * covers (alpha over zero).
 */
export function stack(
  cards: readonly Snapshot[],
  background: string,
): { pixels: ImageData; covered: Uint8Array } {
  const make = () => {
    const c = document.createElement('canvas');
    c.width = innerWidth;
    c.height = innerHeight;
    return c.getContext('2d', { willReadFrequently: true })!;
  };
  const over = make();
  over.fillStyle = background;
  over.fillRect(0, 0, innerWidth, innerHeight);
  const alone = make();
  for (const { image, box } of cards) {
    over.drawImage(image, box.left, box.top, box.width, box.height);
    alone.drawImage(image, box.left, box.top, box.width, box.height);
  }
  const a = alone.getImageData(0, 0, innerWidth, innerHeight).data;
  const covered = new Uint8Array(innerWidth * innerHeight);
  for (let i = 0; i < covered.length; i++) covered[i] = a[i * 4 + 3]! > 0 ? 1 : 0;
  return { pixels: over.getImageData(0, 0, innerWidth, innerHeight), covered };
}

/** Of the pixels `where` marks, how many differ by more than `tolerance` (any channel), as a share. */
export function offShare(a: ImageData, b: ImageData, where: Uint8Array, tolerance = 24): number {
  let n = 0;
  let off = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    n++;
    for (let c = 0; c < 3; c++)
      if (Math.abs(a.data[i * 4 + c]! - b.data[i * 4 + c]!) > tolerance) {
        off++;
        break;
      }
  }
  if (!n) throw new Error('no pixel to compare');
  return off / n;
}

/** Pixels that differ from a background colour by more than `tolerance` in some channel. */
export function unlike(img: ImageData, rgb: readonly [number, number, number], tolerance = 40): Uint8Array {
  const out = new Uint8Array(img.width * img.height);
  for (let i = 0; i < out.length; i++)
    for (let c = 0; c < 3; c++)
      if (Math.abs(img.data[i * 4 + c]! - rgb[c]!) > tolerance) {
        out[i] = 1;
        break;
      }
  return out;
}

/** A mask of the pixels inside a CSS box (grown by `grow` px on every side), within the frame. */
export function inside(img: { width: number; height: number }, box: DOMRect, grow = 0): Uint8Array {
  const out = new Uint8Array(img.width * img.height);
  const x0 = Math.max(0, Math.floor(box.left - grow));
  const x1 = Math.min(img.width, Math.ceil(box.right + grow));
  const y0 = Math.max(0, Math.floor(box.top - grow));
  const y1 = Math.min(img.height, Math.ceil(box.bottom + grow));
  for (let y = y0; y < y1; y++) out.fill(1, y * img.width + x0, y * img.width + x1);
  return out;
}

export const count = (mask: Uint8Array, and?: Uint8Array): number => {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] && (!and || and[i])) n++;
  return n;
};

/** The pixel at a CSS point of a screenshot. */
export function pixel(img: ImageData, x: number, y: number): [number, number, number] {
  const i = (Math.floor(y) * img.width + Math.floor(x)) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}
