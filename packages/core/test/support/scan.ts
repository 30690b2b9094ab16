import type { RGB } from '@foilkit/core/reference';

/**
 * Reads a synthetic card the way the shader reads uFace with nearest filtering and
 * clamp-to-edge: pixel (x, y) in GL order (y = 0 at the bottom, uv y up).
 */
export interface ScanReader {
  readonly width: number;
  readonly height: number;
  /** Byte value 0..255 of channel c at GL pixel (x, y). */
  byte(x: number, y: number, c: number): number;
  rgb(x: number, y: number): RGB;
  /** Nearest-filtered sample at card uv, clamped to the edge, 0..1 per channel. */
  sample(u: number, v: number): RGB;
  /** Per-pixel flags from the generator, in GL order. */
  isGlyph(x: number, y: number): boolean;
  isColouredArt(x: number, y: number): boolean;
}

export function scanReader(card: {
  width: number;
  height: number;
  rgba: Uint8Array;
  glyph?: Uint8Array;
  colouredArt?: Uint8Array;
}): ScanReader {
  const { width, height, rgba } = card;
  const index = (x: number, y: number) => ((height - 1 - y) * width + x) * 4;
  const flag = (arr: Uint8Array | undefined, x: number, y: number) =>
    arr ? arr[(height - 1 - y) * width + x] === 1 : false;
  const byte = (x: number, y: number, c: number) => rgba[index(x, y) + c]!;
  const rgb = (x: number, y: number): RGB => [byte(x, y, 0) / 255, byte(x, y, 1) / 255, byte(x, y, 2) / 255];
  return {
    width,
    height,
    byte,
    rgb,
    sample(u, v) {
      const x = Math.min(width - 1, Math.max(0, Math.floor(u * width)));
      const y = Math.min(height - 1, Math.max(0, Math.floor(v * height)));
      return rgb(x, y);
    },
    isGlyph: (x, y) => flag(card.glyph, x, y),
    isColouredArt: (x, y) => flag(card.colouredArt, x, y),
  };
}

export function flatScan(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
): { width: number; height: number; rgba: Uint8Array } {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([rgb[0], rgb[1], rgb[2], 255], i * 4);
  return { width, height, rgba };
}

export const TILT_GRID_5: ReadonlyArray<readonly [number, number]> = [-1, -0.5, 0, 0.5, 1].flatMap((y) =>
  [-1, -0.5, 0, 0.5, 1].map((x) => [x, y] as const),
);
