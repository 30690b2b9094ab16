#!/usr/bin/env node
// Builds packages/data/ink-index.json from packages/data/ink-tiles/. Every tile is one lattice
// cell that the shader repeats with fract() and edge-clamped sampling, so the
// texel row/column at one edge is followed directly by the one at the opposite
// edge. The seam is the largest alpha difference (0..255) between opposite
// edges: max over y of |A(0,y) - A(w-1,y)| and over x of |A(x,0) - A(x,h-1)|.
// Only 0 passes. A tile must also carry a notice sidecar (NOTICE-CONVENTIONS.md)
// and actually contain ink (alpha not uniform).
// Usage: node tools/build-ink-index.mjs [--tiles packages/data/ink-tiles] [--out packages/data/ink-index.json] [--check]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pngjs from 'pngjs';

// The index is checked by the loader's own rules (tile ids, notices, fields), from the
// resolver's schema, so the tool cannot write an index the loader then rejects.
register('./ts-hooks.mjs', import.meta.url);
const { parseDataFile } = await import('../packages/resolver/src/load-data.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    tiles: { type: 'string', default: 'packages/data/ink-tiles' },
    out: { type: 'string', default: 'packages/data/ink-index.json' },
    check: { type: 'boolean', default: false },
  },
});
const tilesDir = resolve(root, values.tiles);
const dataDir = join(root, 'packages/data');

export function measureSeam(png) {
  const { width: w, height: h, data } = png;
  const alpha = (x, y) => data[(y * w + x) * 4 + 3];
  let seam = 0;
  for (let y = 0; y < h; y++) seam = Math.max(seam, Math.abs(alpha(0, y) - alpha(w - 1, y)));
  for (let x = 0; x < w; x++) seam = Math.max(seam, Math.abs(alpha(x, 0) - alpha(x, h - 1)));
  let sum = 0;
  let lo = 255;
  let hi = 0;
  for (let i = 3; i < data.length; i += 4) {
    sum += data[i];
    lo = Math.min(lo, data[i]);
    hi = Math.max(hi, data[i]);
  }
  return { seam, coverage: sum / (255 * w * h), uniform: lo === hi };
}

const failures = [];
const tiles = {};
const files = existsSync(tilesDir)
  ? readdirSync(tilesDir)
      .filter((f) => f.endsWith('.png'))
      .sort()
  : [];
if (files.length === 0) failures.push(`${values.tiles}: no .png tiles found`);
for (const file of files) {
  const path = join(tilesDir, file);
  const shown = relative(root, path);
  const id = basename(file, '.png');
  let png;
  try {
    png = pngjs.PNG.sync.read(readFileSync(path));
  } catch (error) {
    failures.push(`${shown}: not a readable PNG (${error.message})`);
    continue;
  }
  const { seam, coverage, uniform } = measureSeam(png);
  if (seam !== 0) failures.push(`${shown}: seam ${seam}/255 across the wrap (only 0 passes)`);
  if (uniform) failures.push(`${shown}: alpha is uniform, so the tile carries no ink pattern`);
  const sidecarPath = join(tilesDir, `${id}.json`);
  let notice;
  try {
    notice = JSON.parse(readFileSync(sidecarPath, 'utf8'));
  } catch {
    failures.push(`${shown}: missing or unreadable notice sidecar ${id}.json`);
    continue;
  }
  const entry = {
    file: relative(dataDir, path).split('\\').join('/'),
    width: png.width,
    height: png.height,
    seam,
    coverage: Math.round(coverage * 1e4) / 1e4,
    source: notice.source,
    licence: notice.licence,
    author: notice.author,
    notTracedMark: notice.notTracedMark,
  };
  // A measured seam is already reported above; the schema would only repeat it.
  if (seam !== 0) continue;
  try {
    parseDataFile('inkIndex', { version: 1, tiles: { [id]: entry } });
    tiles[id] = entry;
  } catch (error) {
    failures.push(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (failures.length > 0) {
  for (const f of failures) console.error(`build-ink-index: ${f}`);
  console.error(`build-ink-index: ${failures.length} problem(s); ${values.out} not written`);
  process.exit(1);
}
const index = { version: 1, tiles };
const text = `${JSON.stringify(index, null, 2)}\n`;
const outPath = resolve(root, values.out);
if (values.check) {
  const current = existsSync(outPath) ? readFileSync(outPath, 'utf8') : '';
  if (current !== text) {
    console.error(`build-ink-index: ${values.out} is stale; run node tools/build-ink-index.mjs`);
    process.exit(1);
  }
  console.log(`build-ink-index: ${Object.keys(tiles).length} tiles, all seams 0, index up to date`);
} else {
  writeFileSync(outPath, text);
  console.log(`build-ink-index: ${Object.keys(tiles).length} tiles, all seams 0, wrote ${values.out}`);
}
