import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, realData } from './helpers.js';

function png(relative: string): pngjs.PNG {
  return pngjs.PNG.sync.read(readFileSync(join(DATA_DIR, relative)));
}

function notice(relative: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(DATA_DIR, relative), 'utf8')) as Record<string, unknown>;
}

describe('shipped rasters', () => {
  const data = realData();

  it('every plate and atlas row matches its PNG size and carries a complete notice', () => {
    for (const row of [...data.plates.etch, ...data.plates.glyphs]) {
      const image = png(row.file);
      expect([image.width, image.height]).toEqual([row.width, row.height]);
      const n = notice(row.sidecar);
      for (const field of ['source', 'licence', 'author']) expect(typeof n[field]).toBe('string');
      expect(n.notTracedMark).toBe(true);
    }
  });

  it('every indexed tile file exists at its recorded size', () => {
    for (const tile of Object.values(data.inkIndex.tiles)) {
      expect(existsSync(join(DATA_DIR, tile.file))).toBe(true);
      const image = png(tile.file);
      expect([image.width, image.height]).toEqual([tile.width, tile.height]);
    }
  });

  it('the glyph atlas has ink in each of its cells', () => {
    const row = data.plates.glyphs[0];
    if (!row) throw new Error('no glyph row shipped');
    const image = png(row.file);
    const [cols, rows] = row.grid;
    const cellW = image.width / cols;
    const cellH = image.height / rows;
    for (let i = 0; i < row.count; i++) {
      let ink = 0;
      const x0 = (i % cols) * cellW;
      const y0 = Math.floor(i / cols) * cellH;
      for (let y = y0; y < y0 + cellH; y++)
        for (let x = x0; x < x0 + cellW; x++) ink += image.data[(y * image.width + x) * 4 + 3] ?? 0;
      expect(ink / (255 * cellW * cellH)).toBeGreaterThan(0.02);
    }
  });
});
