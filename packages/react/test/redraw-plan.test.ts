import { describe, expect, it } from 'vitest';
import {
  backingSize,
  batchExtent,
  copySlot,
  packSlots,
  quantizeScale,
  SlotPacker,
  type Size,
} from '../src/redraw-plan.js';

const buffer: Size = { width: 300, height: 200 };
const card = (width: number, height: number) => ({ width, height });

describe('backingSize', () => {
  it('is the CSS size times the scale, rounded', () => {
    expect(backingSize(card(87, 121.4), 2, { width: 1000, height: 1000 })).toEqual({
      width: 174,
      height: 243,
    });
  });

  it('a card larger than the work canvas is shrunk to fit it, aspect kept', () => {
    const size = backingSize(card(600, 800), 1, buffer);
    expect(size.height).toBe(200);
    expect(size.width).toBe(150);
  });

  it('never reaches zero', () => {
    expect(backingSize(card(0.2, 0.2), 1, buffer)).toEqual({ width: 1, height: 1 });
  });
});

describe('packSlots', () => {
  it('packs cards in shelves from the bottom left, without overlap', () => {
    const items = ['a', 'b', 'c', 'd'].map((view) => ({ view, size: card(100, 80) }));
    const [batch, ...rest] = packSlots(items, buffer);
    expect(rest).toEqual([]);
    expect(batch!.map(({ view, x, y }) => [view, x, y])).toEqual([
      ['a', 0, 0],
      ['b', 100, 0],
      ['c', 200, 0],
      ['d', 0, 80],
    ]);
    expect(batchExtent(batch!)).toEqual({ width: 300, height: 160 });
  });

  it('what does not fit starts another batch (drawn and read on its own)', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ view: i, size: card(100, 90) }));
    const batches = packSlots(items, buffer);
    expect(batches.map((b) => b.map((s) => s.view))).toEqual([[0, 1, 2, 3, 4, 5], [6]]);
    for (const b of batches) {
      const e = batchExtent(b);
      expect(e.width).toBeLessThanOrEqual(buffer.width);
      expect(e.height).toBeLessThanOrEqual(buffer.height);
    }
  });

  it('nothing to draw: no batch', () => {
    expect(packSlots([], buffer)).toEqual([]);
  });
});

describe('SlotPacker', () => {
  const size = (item: { size: Size }) => item.size;

  it('packs as packSlots does, and the next pack reuses the same slot objects', () => {
    const packer = new SlotPacker<{ view: number; size: Size }>();
    const seven = Array.from({ length: 7 }, (_, i) => ({ view: i, size: card(100, 90) }));
    packer.pack(seven, size, buffer);
    expect(packer.batches).toBe(2);
    expect([packer.batchEnd(0), packer.batchEnd(1)]).toEqual([6, 7]);
    expect(packer.extent(1)).toEqual({ width: 100, height: 90 });
    const first = packer.slot(0);
    const two = seven.slice(0, 2).map((item) => ({ ...item, size: card(50, 40) }));
    packer.pack(two, size, buffer);
    expect(packer.batches).toBe(1);
    expect(packer.batchEnd(0)).toBe(2);
    expect(packer.slot(0)).toBe(first);
    expect([packer.slot(1).x, packer.slot(1).y, packer.slot(1).width]).toEqual([50, 0, 50]);
    expect(packer.extent(0)).toEqual({ width: 100, height: 40 });
  });

  it('nothing to pack: no batch, even after a pack that had some', () => {
    const packer = new SlotPacker<{ view: number; size: Size }>();
    packer.pack([{ view: 0, size: card(10, 10) }], size, buffer);
    packer.pack([], size, buffer);
    expect(packer.batches).toBe(0);
  });
});

describe('copySlot', () => {
  it('flips rows (GL reads from the bottom) and keeps straight alpha as it was drawn', () => {
    // A 3x2 read; the slot is its right 2x2: bottom row red opaque, top row a half-alpha grey
    // (straight: the slots are drawn without blending) and a transparent pixel.
    const stride = 3;
    const source = new Uint8Array(stride * 2 * 4);
    const put = (x: number, y: number, px: number[]) => source.set(px, (y * stride + x) * 4);
    put(0, 0, [9, 9, 9, 9]);
    put(1, 0, [255, 0, 0, 255]);
    put(2, 0, [200, 10, 0, 255]);
    put(0, 1, [9, 9, 9, 9]);
    put(1, 1, [128, 128, 128, 128]);
    put(2, 1, [0, 0, 0, 0]);
    const target = new Uint8ClampedArray(2 * 2 * 4);
    copySlot(source, stride, { view: null, x: 1, y: 0, width: 2, height: 2 }, target);
    expect([...target]).toEqual([
      // Top row first; the pixel left of the slot (x 0) is not copied.
      128, 128, 128, 128, 0, 0, 0, 0,
      // Bottom row.
      255, 0, 0, 255, 200, 10, 0, 255,
    ]);
  });
});

describe('quantizeScale', () => {
  it('rounds up to quarter powers of two, within 1/4..4', () => {
    expect(quantizeScale(1)).toBe(1);
    expect(quantizeScale(1.05)).toBeCloseTo(2 ** 0.25, 10);
    expect(quantizeScale(3)).toBeCloseTo(2 ** 1.75, 10);
    expect(quantizeScale(100)).toBe(4);
    expect(quantizeScale(0)).toBe(1);
    expect(quantizeScale(Number.NaN)).toBe(1);
    expect(quantizeScale(0.01)).toBe(0.25);
  });
});
