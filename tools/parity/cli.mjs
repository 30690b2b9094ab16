#!/usr/bin/env node
// foilkit parity: render every recipe on the blank base and a synthetic scan over a tilt grid,
// write a manifest of hashes plus PNGs, compare two manifests, and prove structural no-ops.
//
//   node tools/parity/cli.mjs render  --out DIR [--variant baseline] [--grid full|reduced] [--width 128] [--no-png] [--bake off|on]
//     (--bake off, the default, renders the unbaked reference path; on bakes static terms at --width)
//     (--lamp off renders with the page's lamp switched off: the structural proof that the lamp
//     code, off, is byte-identical to the release before it; default on)
//     (--mask window|reverse renders every card with a feathered art-window mask, foil inside or
//     outside it, so code that treats unmasked pixels apart is proven too; default full)
//   node tools/parity/cli.mjs compare A B            (A and B: manifest dirs or files)
//   node tools/parity/cli.mjs control --out DIR      (baseline twice: must be N/N, catches nondeterminism)
//   node tools/parity/cli.mjs noop --variant without-structural --out DIR
//   node tools/parity/cli.mjs law-sheet --out docs/images/composite-law.png [--recipes rainbow]
//   node tools/parity/cli.mjs sheet --out docs/contact-sheet.png [--width 150] [--tilt 0.5,-0.35] [--columns 9] [--recipes a,b]
//   node tools/parity/cli.mjs visibility-sheet --out docs/visibility-sheet.jpg [--width 200] [--cards a,b] [--tilts=x,y;x,y;x,y] [--recipes a,b]
//     (each recipe on two sample cards at three pointer tilts, at display size; .png or .jpg by --out;
//     write --tilts with '=' when the first value is negative)
//   node tools/parity/cli.mjs light-sheet --out docs/images/light-model.png [--width 150] [--cards sv-illustration] [--tilts=0,-0.5;...]
//     (the old tilt band against the lamp's glare on mirror, then two grating fields under the lamp)
import { register } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pngjs from 'pngjs';
import { openPage } from '../browser-session.mjs';

register('../ts-hooks.mjs', import.meta.url);
const { compareManifests, formatComparison, renderFileName } = await import('./src/compare-node.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    variant: { type: 'string', default: 'baseline' },
    bake: { type: 'string', default: 'off' },
    lamp: { type: 'string', default: 'on' },
    mask: { type: 'string', default: 'full' },
    grid: { type: 'string', default: 'full' },
    width: { type: 'string', default: '128' },
    bases: { type: 'string', default: 'blank,scan' },
    recipes: { type: 'string' },
    'no-png': { type: 'boolean', default: false },
    tilt: { type: 'string', default: '0.5,-0.35' },
    columns: { type: 'string', default: '9' },
    cards: { type: 'string', default: 'wotc-holo-window,sv-illustration' },
    tilts: { type: 'string', default: '-0.4,0.3;0,0;0.4,-0.3' },
  },
});
const [command, ...rest] = positionals;

async function withPage(fn) {
  const session = await openPage(root, 'tools/parity/page/index.html');
  try {
    return await fn(session.page);
  } finally {
    await session.close();
  }
}

async function render(page, outDir, variant) {
  if (values.bake !== 'on' && values.bake !== 'off')
    throw new Error(`--bake is on or off, got "${values.bake}"`);
  if (values.lamp !== 'on' && values.lamp !== 'off')
    throw new Error(`--lamp is on or off, got "${values.lamp}"`);
  if (!['full', 'window', 'reverse'].includes(values.mask))
    throw new Error(`--mask is full, window or reverse, got "${values.mask}"`);
  const req = {
    variant,
    bake: values.bake === 'on',
    lamp: values.lamp === 'on',
    mask: values.mask,
    grid: values.grid,
    width: Number(values.width),
    bases: values.bases.split(','),
    withPixels: !values['no-png'],
    ...(values.recipes ? { recipes: values.recipes.split(',') } : {}),
  };
  const results = await page.evaluate((r) => window.foilParity.run(r), req);
  mkdirSync(outDir, { recursive: true });
  const renders = results.map((r) => {
    const entry = { recipe: r.recipe, base: r.base, tilt: r.tilt, hash: r.hash };
    if (!r.rgba) return entry;
    const png = new pngjs.PNG({ width: r.width, height: r.height });
    png.data = Buffer.from(r.rgba, 'base64');
    const file = renderFileName(entry);
    writeFileSync(join(outDir, file), pngjs.PNG.sync.write(png));
    return { ...entry, file };
  });
  const first = results[0];
  const manifest = {
    tool: 'foilkit-parity',
    version: 1,
    variant,
    bake: values.bake,
    lamp: values.lamp,
    mask: values.mask,
    grid: values.grid,
    width: first?.width ?? 0,
    height: first?.height ?? 0,
    createdAt: new Date().toISOString(),
    renders,
  };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(
    `parity: ${renders.length} renders of ${new Set(renders.map((r) => r.recipe)).size} recipes (${variant}, ${values.grid} grid) -> ${outDir}`,
  );
  return manifest;
}

function loadManifest(path) {
  const file = existsSync(join(path, 'manifest.json')) ? join(path, 'manifest.json') : path;
  return { manifest: JSON.parse(readFileSync(file, 'utf8')), dir: dirname(file) };
}

function compare(a, dirA, b, dirB) {
  const measure = (ra, rb) => {
    if (!ra.file || !rb.file) return undefined;
    const pa = pngjs.PNG.sync.read(readFileSync(join(dirA, ra.file)));
    const pb = pngjs.PNG.sync.read(readFileSync(join(dirB, rb.file)));
    let max = 0;
    for (let i = 0; i < pa.data.length; i++) max = Math.max(max, Math.abs(pa.data[i] - pb.data[i]));
    return max;
  };
  const result = compareManifests(a, b, measure);
  console.log(formatComparison(result));
  return result;
}

const out = resolve(root, values.out ?? 'tools/parity/out');
let ok = true;
if (command === 'render') {
  await withPage((page) => render(page, out, values.variant));
} else if (command === 'compare') {
  const [pa, pb] = rest;
  if (!pa || !pb) throw new Error('usage: compare A B');
  const A = loadManifest(resolve(pa));
  const B = loadManifest(resolve(pb));
  const r = compare(A.manifest, A.dir, B.manifest, B.dir);
  ok = r.differences.length === 0;
} else if (command === 'control' || command === 'noop') {
  const second = command === 'control' ? 'baseline' : values.variant;
  await withPage(async (page) => {
    const a = await render(page, join(out, 'a-baseline'), 'baseline');
    const b = await render(page, join(out, `b-${second}`), second);
    const r = compare(a, join(out, 'a-baseline'), b, join(out, `b-${second}`));
    ok = r.differences.length === 0;
  });
} else if (command === 'sheet') {
  const [tx, ty] = values.tilt.split(',').map(Number);
  const dataUrl = await withPage((page) =>
    page.evaluate((r) => window.foilParity.sheet(r), {
      width: Number(values.width === '128' ? '150' : values.width),
      tilt: [tx, ty],
      columns: Number(values.columns),
      ...(values.recipes ? { recipes: values.recipes.split(',') } : {}),
    }),
  );
  const target = resolve(root, values.out ?? 'docs/contact-sheet.png');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`parity: contact sheet -> ${target}`);
} else if (command === 'law-sheet') {
  const [tx, ty] = values.tilt.split(',').map(Number);
  const dataUrl = await withPage((page) =>
    page.evaluate((r) => window.foilParity.lawSheet(r), {
      width: Number(values.width === '128' ? '150' : values.width),
      tilt: [tx, ty],
      recipe: values.recipes ?? 'rainbow',
    }),
  );
  const target = resolve(root, values.out ?? 'docs/images/composite-law.png');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`parity: law sheet -> ${target}`);
} else if (command === 'visibility-sheet') {
  const target = resolve(root, values.out ?? 'docs/visibility-sheet.jpg');
  const dataUrl = await withPage((page) =>
    page.evaluate((r) => window.foilParity.visibilitySheet(r), {
      width: Number(values.width === '128' ? '200' : values.width),
      cards: values.cards.split(','),
      tilts: values.tilts.split(';').map((t) => t.split(',').map(Number)),
      mime: /\.jpe?g$/i.test(target) ? 'image/jpeg' : 'image/png',
      ...(values.recipes ? { recipes: values.recipes.split(',') } : {}),
    }),
  );
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`parity: visibility sheet -> ${target}`);
} else if (command === 'light-sheet') {
  const target = resolve(root, values.out ?? 'docs/images/light-model.png');
  const tilts = values.tilts === '-0.4,0.3;0,0;0.4,-0.3' ? '0,-0.5;0,-0.25;0,0;0,0.25;0,0.5' : values.tilts;
  const dataUrl = await withPage((page) =>
    page.evaluate((r) => window.foilParity.lightSheet(r), {
      width: Number(values.width === '128' ? '150' : values.width),
      card: values.cards.split(',')[0],
      tilts: tilts.split(';').map((t) => t.split(',').map(Number)),
    }),
  );
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`parity: light sheet -> ${target}`);
} else {
  console.error(
    'usage: cli.mjs render|compare|control|noop|sheet|law-sheet|visibility-sheet|light-sheet (see the header of this file)',
  );
  process.exit(2);
}
process.exit(ok ? 0 : 1);
