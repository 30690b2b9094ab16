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

/** A size that is rewritten in place (the per-frame path keeps one per card). */
export interface MutableSize {
  width: number;
  height: number;
}

/**
 * The pixels a card's canvas needs for its CSS size, render scale and the screen scale its
 * transforms give it, shrunk (aspect kept) to fit the work canvas: a card larger than the
 * viewport is drawn at the work canvas's size and stretched by the browser. Written into `out`.
 */
export function backingSizeInto(css: Size, scale: number, buffer: Size, out: MutableSize): MutableSize {
  const w = css.width * scale;
  const h = css.height * scale;
  const fit = Math.min(1, buffer.width / w, buffer.height / h);
  out.width = Math.max(1, Math.min(buffer.width, Math.round(w * fit)));
  out.height = Math.max(1, Math.min(buffer.height, Math.round(h * fit)));
  return out;
}

/** backingSizeInto, as a new object. */
export function backingSize(css: Size, scale: number, buffer: Size): Size {
  return backingSizeInto(css, scale, buffer, { width: 0, height: 0 });
}

interface MutableSlot<V> {
  view: V;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Packs the cards to draw into the work canvas in shelves (rows from its bottom), so that one
 * read of the canvas serves many cards. Cards that do not fit start another batch: the canvas
 * is drawn and read once per batch. Every size must fit the buffer (see backingSize).
 *
 * The slots of one pack are reused by the next, so a frame packs its cards without garbage:
 * read them (`slot(i)`, `batchEnd(b)`) before packing again.
 */
export class SlotPacker<V> {
  private readonly pool: MutableSlot<V>[] = [];
  private readonly ends: number[] = [];
  private batchCount = 0;
  private readonly extentOut: MutableSize = { width: 0, height: 0 };

  /** Batches of the last pack. */
  get batches(): number {
    return this.batchCount;
  }

  /** One past the last slot index of batch `b`; batch b starts where b - 1 ended. */
  batchEnd(b: number): number {
    return this.ends[b]!;
  }

  slot(i: number): Slot<V> {
    return this.pool[i]!;
  }

  pack(items: readonly V[], sizeOf: (item: V) => Size, buffer: Size): void {
    this.batchCount = 0;
    let x = 0;
    let y = 0;
    let shelf = 0;
    let n = 0;
    for (const view of items) {
      const size = sizeOf(view);
      if (x + size.width > buffer.width) {
        x = 0;
        y += shelf;
        shelf = 0;
      }
      if (y + size.height > buffer.height) {
        if (n > (this.batchCount ? this.ends[this.batchCount - 1]! : 0)) this.ends[this.batchCount++] = n;
        x = 0;
        y = 0;
        shelf = 0;
      }
      const slot = (this.pool[n] ??= { view, x: 0, y: 0, width: 0, height: 0 });
      slot.view = view;
      slot.x = x;
      slot.y = y;
      slot.width = size.width;
      slot.height = size.height;
      n++;
      x += size.width;
      shelf = Math.max(shelf, size.height);
    }
    if (n > (this.batchCount ? this.ends[this.batchCount - 1]! : 0)) this.ends[this.batchCount++] = n;
  }

  /** The rectangle batch `b` uses, from the work canvas's bottom left: what one read must cover. */
  extent(b: number): Size {
    return extentInto(this.pool, b ? this.ends[b - 1]! : 0, this.ends[b]!, this.extentOut);
  }
}

function extentInto(
  slots: readonly Slot<unknown>[],
  start: number,
  end: number,
  out: MutableSize,
): MutableSize {
  out.width = 0;
  out.height = 0;
  for (let i = start; i < end; i++) {
    const s = slots[i]!;
    out.width = Math.max(out.width, s.x + s.width);
    out.height = Math.max(out.height, s.y + s.height);
  }
  return out;
}

const sizeOfItem = (item: { size: Size }): Size => item.size;

/** SlotPacker's packing as arrays of batches (a fresh result; for tests and one-off plans). */
export function packSlots<V>(items: readonly { view: V; size: Size }[], buffer: Size): Slot<V>[][] {
  const packer = new SlotPacker<{ view: V; size: Size }>();
  packer.pack(items, sizeOfItem, buffer);
  const batches: Slot<V>[][] = [];
  for (let b = 0, i = 0; b < packer.batches; b++) {
    const batch: Slot<V>[] = [];
    for (; i < packer.batchEnd(b); i++) {
      const { view, x, y, width, height } = packer.slot(i);
      batch.push({ view: view.view, x, y, width, height });
    }
    batches.push(batch);
  }
  return batches;
}

/** The rectangle a batch uses, from the work canvas's bottom left: what one read must cover. */
export function batchExtent(batch: readonly Slot<unknown>[]): Size {
  return extentInto(batch, 0, batch.length, { width: 0, height: 0 });
}

/**
 * Copies one slot out of a read of the work canvas (`source`: rows from the bottom, `stride`
 * pixels wide) into `target` (rows from the top, as a 2D canvas's ImageData holds them). The
 * slots are drawn without blending (useReadbackBlending), so the read is already straight alpha,
 * as ImageData wants it: whole rows are copied as they are.
 */
export function copySlot(
  source: Uint8Array,
  stride: number,
  slot: Slot<unknown>,
  target: Uint8ClampedArray,
  /** `target`'s bytes as a plain Uint8Array; a caller that presents every frame keeps one. */
  bytes: Uint8Array = new Uint8Array(target.buffer, target.byteOffset, target.byteLength),
): void {
  const { x, y, width, height } = slot;
  // One memory copy per row, through a same-typed view (no per-element conversion). The row
  // views are the only garbage left per frame: the price of whole-row copies.
  const rowBytes = width * 4;
  for (let row = 0; row < height; row++) {
    const from = ((y + height - 1 - row) * stride + x) * 4;
    bytes.set(source.subarray(from, from + rowBytes), row * rowBytes);
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
