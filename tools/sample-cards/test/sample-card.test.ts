import { describe, expect, it } from 'vitest';
import { CARD_ASPECT, renderSampleCard, strokeWidths, type SampleCard } from '../src/index.js';
import { allLayouts, layoutOf, luminanceAt } from './helpers.js';

const standard = layoutOf('swsh', 'standard');

function count(mask: Uint8Array): number {
  return mask.reduce((n, v) => n + v, 0);
}

describe('renderSampleCard', () => {
  it('is deterministic: same options give identical bytes, another seed does not', () => {
    const a = renderSampleCard({ width: 200, layout: standard, era: 'swsh', seed: 7, palette: 'cool' });
    const b = renderSampleCard({ width: 200, layout: standard, era: 'swsh', seed: 7, palette: 'cool' });
    const c = renderSampleCard({ width: 200, layout: standard, era: 'swsh', seed: 8, palette: 'cool' });
    expect(Buffer.from(a.rgba).equals(Buffer.from(b.rgba))).toBe(true);
    expect(Buffer.from(a.glyph).equals(Buffer.from(b.glyph))).toBe(true);
    expect(Buffer.from(a.rgba).equals(Buffer.from(c.rgba))).toBe(false);
  });

  it('defaults the height to the 63x88 aspect and fills every plane at that size, alpha 255', () => {
    const card = renderSampleCard({ width: 256, layout: standard });
    expect(card.height).toBe(Math.round(256 * CARD_ASPECT));
    const pixels = card.width * card.height;
    expect(card.rgba.length).toBe(pixels * 4);
    for (const plane of [card.glyph, card.art, card.colouredArt]) expect(plane.length).toBe(pixels);
    for (let i = 0; i < pixels; i++) if (card.rgba[i * 4 + 3] !== 255) throw new Error(`alpha at pixel ${i}`);
    const explicit = renderSampleCard({ width: 120, height: 90, layout: standard });
    expect([explicit.width, explicit.height]).toEqual([120, 90]);
  });

  it('rejects sizes that are not whole pixels', () => {
    expect(() => renderSampleCard({ width: 100.5, layout: standard })).toThrow(RangeError);
    expect(() => renderSampleCard({ width: 10, layout: standard })).toThrow(RangeError);
  });

  it('keeps stroke widths under the shader thresholds from 170 px up', () => {
    for (const width of [170, 256, 512, 630, 1024, 2048]) {
      const s = strokeWidths(width);
      expect(s.body / width).toBeLessThanOrEqual(0.006);
      expect(s.title / width).toBeLessThanOrEqual(0.008);
    }
  });
});

/** Every glyph pixel is dark, and a light pixel lies within 0.008 card widths of it. */
function checkGlyphs(card: SampleCard): void {
  const { width, height, rgba, glyph } = card;
  const reach = Math.max(1, Math.floor(0.008 * width));
  let inked = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (glyph[i] !== 1) continue;
      inked++;
      const lum = luminanceAt(rgba, i);
      if (lum >= 0.25) throw new Error(`glyph pixel (${x},${y}) has luminance ${lum.toFixed(3)}`);
      let lightFound = false;
      for (let dy = -reach; dy <= reach && !lightFound; dy++) {
        for (let dx = -reach; dx <= reach && !lightFound; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || dx * dx + dy * dy > reach * reach) continue;
          if (luminanceAt(rgba, ny * width + nx) >= 0.45) lightFound = true;
        }
      }
      if (!lightFound)
        throw new Error(`glyph pixel (${x},${y}) has no light ground within ${reach} px: stroke too wide`);
    }
  }
  expect(inked).toBeGreaterThan(width * 2);
}

describe('glyph strokes', () => {
  it.each([
    ['wotc', 'standard', 630],
    ['sv', 'full-art', 630],
    ['xy', 'trainer', 630],
    ['swsh', 'standard', 256],
    ['hgss', 'energy', 300],
  ])('%s/%s at %i px: dark and thin', (era, id, width) => {
    const kind = id === 'trainer' ? 'trainer' : id === 'energy' ? 'energy' : 'creature';
    checkGlyphs(renderSampleCard({ width, layout: layoutOf(era, id), era, seed: 3, palette: 'dark', kind }));
  });

  it('has no stroke thicker than the title stroke width (no filled square one pixel wider)', () => {
    const card = renderSampleCard({ width: 630, layout: standard, seed: 11 });
    const s = strokeWidths(630).title + 1;
    for (let y = 0; y + s <= card.height; y++) {
      for (let x = 0; x + s <= card.width; x++) {
        let full = true;
        for (let dy = 0; dy < s && full; dy++)
          for (let dx = 0; dx < s && full; dx++) full = card.glyph[(y + dy) * card.width + x + dx] === 1;
        if (full) throw new Error(`a ${s}x${s} block of ink at (${x},${y})`);
      }
    }
  });
});

describe('gold tone', () => {
  const options = {
    width: 300,
    layout: layoutOf('sv', 'full-art'),
    era: 'sv',
    seed: 116,
    palette: 'warm',
  } as const;

  it('prints the face in gold only: every pixel warm (r >= g >= b), its luminance kept', () => {
    const full = renderSampleCard(options);
    const gold = renderSampleCard({ ...options, tone: 'gold' });
    let darker = 0;
    for (let i = 0; i < gold.width * gold.height; i++) {
      const [r, g, b] = [gold.rgba[i * 4]!, gold.rgba[i * 4 + 1]!, gold.rgba[i * 4 + 2]!];
      if (!(r >= g && g >= b && r - b >= 20)) throw new Error(`pixel ${i} is not gold: ${r},${g},${b}`);
      if (Math.abs(luminanceAt(gold.rgba, i) - luminanceAt(full.rgba, i)) > 0.12) darker++;
    }
    expect(darker / (gold.width * gold.height)).toBeLessThan(0.02);
    expect(gold.glyph).toEqual(full.glyph);
  });

  it('keeps the text readable: glyph ink dark and thin on a light gold ground', () => {
    checkGlyphs(renderSampleCard({ ...options, width: 630, tone: 'gold' }));
  });
});

describe('art window', () => {
  it.each(allLayouts())(
    '$era/$id: art pixels lie in the layout window and most of it is coloured',
    ({ era, layout }) => {
      const card = renderSampleCard({ width: 160, layout, era, seed: 5 });
      const { x, y, w, h } = layout.art;
      const expected = w * h * card.width * card.height;
      let inWindow = 0;
      for (let row = 0; row < card.height; row++) {
        for (let col = 0; col < card.width; col++) {
          const i = row * card.width + col;
          if (card.colouredArt[i] === 1 && card.art[i] !== 1)
            throw new Error(`coloured art outside the window at (${col},${row})`);
          if (card.art[i] !== 1) continue;
          inWindow++;
          const u = (col + 0.5) / card.width;
          const v = 1 - (row + 0.5) / card.height;
          if (u < x || u > x + w || v < y || v > y + h)
            throw new Error(`art pixel (${col},${row}) = uv (${u}, ${v}) outside the rect`);
        }
      }
      expect(inWindow).toBeGreaterThan(expected * 0.97);
      expect(inWindow).toBeLessThanOrEqual(Math.ceil(expected * 1.02) + 2 * card.width);
      expect(count(card.colouredArt)).toBeGreaterThan(inWindow * 0.5);
    },
  );

  it('puts the window where y-up UV says: a window at the bottom fills bottom rows', () => {
    const card = renderSampleCard({
      width: 100,
      height: 100,
      layout: { art: { x: 0.2, y: 0.1, w: 0.6, h: 0.2 }, radius: 0, feather: 0 },
    });
    expect(card.art[95 * 100 + 50]).toBe(0);
    expect(card.art[85 * 100 + 50]).toBe(1);
    expect(card.art[15 * 100 + 50]).toBe(0);
  });

  it('rounds the window corners by the layout radius', () => {
    const square = { art: { x: 0.1, y: 0.1, w: 0.8, h: 0.5 }, radius: 0, feather: 0 };
    const round = { ...square, radius: 0.1 };
    const a = renderSampleCard({ width: 200, layout: square });
    const b = renderSampleCard({ width: 200, layout: round });
    expect(count(b.art)).toBeLessThan(count(a.art));
    const corner = Math.round((1 - 0.6) * b.height) * 200 + 21;
    expect(a.art[corner]).toBe(1);
    expect(b.art[corner]).toBe(0);
  });
});

describe('speed', () => {
  it('renders a 256-wide card in well under 50 ms (best of 3)', () => {
    renderSampleCard({ width: 256, layout: standard });
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      renderSampleCard({ width: 256, layout: standard, seed: i });
      best = Math.min(best, performance.now() - t0);
    }
    expect(best).toBeLessThan(50);
  });
});
