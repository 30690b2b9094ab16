import { describe, expect, it } from 'vitest';
import { fontCharacters, glyphRows } from '../src/font.js';
import { CARD_ASPECT, renderBlankBase, SAMPLE_PRINTINGS } from '../src/index.js';
import { layoutOf } from './helpers.js';

describe('renderBlankBase', () => {
  it('is a neutral light-silver vertical gradient, lighter at the top, alpha 255', () => {
    const base = renderBlankBase(64);
    expect(base.height).toBe(Math.round(64 * CARD_ASPECT));
    const px = (x: number, y: number): number[] =>
      Array.from(base.rgba.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4));
    const top = px(10, 0);
    const bottom = px(10, base.height - 1);
    expect(top[3]).toBe(255);
    expect(top[1]).toBeGreaterThan(bottom[1] ?? 255);
    expect(bottom[1]).toBeGreaterThan(150);
    for (const p of [top, bottom])
      expect(
        Math.max(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0) - Math.min(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0),
      ).toBeLessThan(12);
    expect(px(0, 40)).toEqual(px(63, 40));
  });
});

describe('font', () => {
  it('has one-dot strokes: no glyph holds a filled 2x2 block of dots', () => {
    for (const ch of fontCharacters()) {
      const rows = glyphRows(ch) ?? [];
      expect(rows).toHaveLength(7);
      for (let r = 0; r + 1 < rows.length; r++) {
        for (let c = 0; c + 1 < 5; c++) {
          const block = [rows[r]?.[c], rows[r]?.[c + 1], rows[r + 1]?.[c], rows[r + 1]?.[c + 1]];
          if (block.every((d) => d === '#'))
            throw new Error(`glyph ${ch} has a 2x2 block at row ${r}, column ${c}`);
        }
      }
    }
  });

  it('covers upper case, digits and lower case through upper case', () => {
    for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') expect(glyphRows(ch)).toBeDefined();
    expect(glyphRows('q')).toEqual(glyphRows('Q'));
    expect(glyphRows(' ')).toBeUndefined();
  });
});

describe('SAMPLE_PRINTINGS', () => {
  it('names layouts that exist, with unique ids', () => {
    expect(new Set(SAMPLE_PRINTINGS.map((s) => s.id)).size).toBe(SAMPLE_PRINTINGS.length);
    for (const s of SAMPLE_PRINTINGS) {
      expect(() => layoutOf(s.era, s.layout)).not.toThrow();
      expect(s.printing.era).toBe(s.era);
    }
  });
});
