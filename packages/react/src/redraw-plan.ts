/** A size in device pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Where one card is drawn in the shared work canvas, in device pixels from its bottom left (GL). */
export interface Slot<V> {
  readonly view: V;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The pixels a card's canvas needs for its CSS size, render scale and the screen scale its
 * transforms give it, shrunk (aspect kept) to fit the work canvas: a card larger than the
 * viewport is drawn at the work canvas's size and stretched by the browser.
 */
export function backingSize(css: Size, scale: number, buffer: Size): Size {
  const w = css.width * scale;
  const h = css.height * scale;
  const fit = Math.min(1, buffer.width / w, buffer.height / h);
  return {
    width: Math.max(1, Math.min(buffer.width, Math.round(w * fit))),
    height: Math.max(1, Math.min(buffer.height, Math.round(h * fit))),
  };
}

/**
 * Packs the cards to draw into the work canvas in shelves (rows from its bottom), so that one
 * read of the canvas serves many cards. Cards that do not fit start another batch: the canvas
 * is drawn and read once per batch. Every size must fit the buffer (see backingSize).
 */
export function packSlots<V>(items: readonly { view: V; size: Size }[], buffer: Size): Slot<V>[][] {
  const batches: Slot<V>[][] = [];
  let batch: Slot<V>[] = [];
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const { view, size } of items) {
    if (x + size.width > buffer.width) {
      x = 0;
      y += shelf;
      shelf = 0;
    }
    if (y + size.height > buffer.height) {
      if (batch.length) batches.push(batch);
      batch = [];
      x = 0;
      y = 0;
      shelf = 0;
    }
    batch.push({ view, x, y, width: size.width, height: size.height });
    x += size.width;
    shelf = Math.max(shelf, size.height);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** The rectangle a batch uses, from the work canvas's bottom left: what one read must cover. */
export function batchExtent(batch: readonly Slot<unknown>[]): Size {
  let width = 0;
  let height = 0;
  for (const s of batch) {
    width = Math.max(width, s.x + s.width);
    height = Math.max(height, s.y + s.height);
  }
  return { width, height };
}

/**
 * Copies one slot out of a read of the work canvas (`source`: rows from the bottom, `stride`
 * pixels wide, premultiplied alpha as WebGL leaves it) into `target` (rows from the top, straight
 * alpha, as a 2D canvas's ImageData holds them).
 */
export function copySlot(
  source: Uint8Array,
  stride: number,
  slot: Slot<unknown>,
  target: Uint8ClampedArray,
): void {
  const { x, y, width, height } = slot;
  // Whole rows as one memory copy each (a same-typed view: no per-element conversion), then
  // only the partly transparent pixels (antialiased edges, rounded corners) are fixed up: this
  // is the cost of every drawn card, so most pixels must be touched once, not one by one.
  const bytes = new Uint8Array(target.buffer, target.byteOffset, target.byteLength);
  const rowBytes = width * 4;
  for (let row = 0; row < height; row++) {
    const from = ((y + height - 1 - row) * stride + x) * 4;
    bytes.set(source.subarray(from, from + rowBytes), row * rowBytes);
  }
  for (let i = 3; i < bytes.length; i += 4) {
    const a = bytes[i]!;
    if (a === 255 || a === 0) continue;
    // The clamped array rounds and clamps to 0..255.
    const k = 255 / a;
    target[i - 3] = bytes[i - 3]! * k;
    target[i - 2] = bytes[i - 2]! * k;
    target[i - 1] = bytes[i - 1]! * k;
  }
}

/**
 * How much larger than its CSS size an element appears on screen, from the linear part of its
 * ancestors' transforms (rotation keeps it, scale changes it). Rounded up to quarter powers of
 * two, so an animated scale re-renders the card a few times, not every frame.
 */
export function quantizeScale(linear: number): number {
  if (!(linear > 0) || !Number.isFinite(linear)) return 1;
  const clamped = Math.min(4, Math.max(0.25, linear));
  return 2 ** (Math.ceil(Math.log2(clamped) * 4 - 1e-9) / 4);
}
