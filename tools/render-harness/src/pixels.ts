/**
 * RGBA bytes read back from the GPU, in GL order: row 0 is the BOTTOM of the card, so pixel
 * (x, y) sits at card UV ((x + 0.5) / width, (y + 0.5) / height).
 */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function pixelIndex(p: Pixels, x: number, y: number): number {
  return (y * p.width + x) * 4;
}

export function uvOf(p: Pixels, x: number, y: number): [number, number] {
  return [(x + 0.5) / p.width, (y + 0.5) / p.height];
}

export function rgbAt(p: Pixels, x: number, y: number): [number, number, number] {
  const i = pixelIndex(p, x, y);
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
}

export interface PixelDiff {
  /** Pixels where any channel differs. */
  readonly differing: number;
  /** Largest single-channel difference, 0..255. */
  readonly maxDelta: number;
}

/** Compares two renders of the same size; `where` limits the comparison to some pixels. */
export function diffPixels(a: Pixels, b: Pixels, where?: (x: number, y: number) => boolean): PixelDiff {
  if (a.width !== b.width || a.height !== b.height) throw new Error('diffPixels: sizes differ');
  let differing = 0;
  let maxDelta = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (where && !where(x, y)) continue;
      const i = pixelIndex(a, x, y);
      let d = 0;
      for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(a.data[i + c]! - b.data[i + c]!));
      if (d > 0) differing++;
      maxDelta = Math.max(maxDelta, d);
    }
  }
  return { differing, maxDelta };
}

/** FNV-1a over the bytes: a stable content hash for parity manifests. */
export function hashPixels(p: Pixels): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < p.data.length; i++) {
    h ^= p.data[i]!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${p.width}x${p.height}:${h.toString(16).padStart(8, '0')}`;
}

/** Flips rows: GL order (bottom first) <-> image order (top first). */
export function flipRows(data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(data.length);
  const row = width * 4;
  for (let y = 0; y < height; y++) out.set(data.subarray(y * row, (y + 1) * row), (height - 1 - y) * row);
  return out;
}
