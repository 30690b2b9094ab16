#!/usr/bin/env node
// Writes the sample printings as PNGs plus an index to data/sample-cards/.
// Usage: node tools/sample-cards/generate.mjs [--width 630] [--out data/sample-cards]
import { register } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pngjs from 'pngjs';

register('../ts-hooks.mjs', import.meta.url);
const { renderSampleCard, renderBlankBase, SAMPLE_PRINTINGS } = await import('./src/index.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    width: { type: 'string', default: '630' },
    out: { type: 'string', default: 'data/sample-cards' },
  },
});
const width = Number(values.width);
const outDir = resolve(root, values.out);
const layouts = JSON.parse(readFileSync(join(root, 'packages/data/layouts.json'), 'utf8'));

function writePng(file, image) {
  const png = new pngjs.PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength);
  writeFileSync(join(outDir, file), pngjs.PNG.sync.write(png));
}

mkdirSync(outDir, { recursive: true });
const cards = [];
for (const sample of SAMPLE_PRINTINGS) {
  const layout = layouts.eras[sample.era]?.layouts[sample.layout];
  if (!layout)
    throw new Error(
      `packages/data/layouts.json has no layout ${sample.era}/${sample.layout} (sample ${sample.id})`,
    );
  const card = renderSampleCard({
    width,
    layout,
    era: sample.era,
    seed: sample.seed,
    palette: sample.palette,
    kind: sample.kind,
  });
  const file = `${sample.id}.png`;
  writePng(file, card);
  cards.push({
    id: sample.id,
    era: sample.era,
    layout: sample.layout,
    file,
    width: card.width,
    height: card.height,
    printing: sample.printing,
  });
}
writePng('blank-base.png', renderBlankBase(width));

const index = {
  version: 1,
  generator: '@foilkit/sample-cards',
  layoutsVersion: layouts.version,
  note: 'Synthetic faces with invented names and art; regenerate with `npm run sample-cards`.',
  blankBase: 'blank-base.png',
  cards,
};
writeFileSync(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`sample-cards: wrote ${cards.length} cards and a blank base at ${width} px to ${values.out}`);
