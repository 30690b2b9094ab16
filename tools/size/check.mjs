#!/usr/bin/env node
// Size budgets for what a card site ships, measured on the built packages (dist, as published),
// bundled with esbuild for the browser, minified, gzipped; three, React, R3F and spring are
// external (a card site has them already). Prints a table, writes tools/size/out/size.json and
// exits 1 when an entry is over budget. Run `npm run build` first.
//   node tools/size/check.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUR_PACKAGES = ['@foilkit/core', '@foilkit/core/*', '@foilkit/resolver', '@foilkit/data'];
const EXTERNAL = ['three', 'react', 'react-dom', 'react/jsx-runtime', '@react-three/*', '@react-spring/*'];
const kB = (bytes) => bytes / 1000;

for (const pkg of ['core', 'resolver']) {
  if (!existsSync(join(root, `packages/${pkg}/dist/index.js`))) {
    console.error(`packages/${pkg}/dist is missing: run npm run build first`);
    process.exit(1);
  }
}

/**
 * Bundles a snippet as a card site would and returns its minified and gzipped sizes. With
 * `lazy`, dynamic imports become their own chunks (as every bundler emits them) and only what
 * the entry loads up front is counted.
 */
async function measure(contents, { lazy = false, external = [] } = {}) {
  const result = await build({
    splitting: lazy,
    metafile: lazy,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...EXTERNAL, ...external],
    write: false,
    logLevel: 'silent',
    loader: { '.png': 'file', '.json': 'json' },
    outdir: join(root, 'tools/size/out/bundle'),
  });
  const upFront = lazy ? staticClosure(result.metafile) : null;
  const js = result.outputFiles.filter(
    (f) => f.path.endsWith('.js') && (!upFront || upFront.has(f.path.slice(f.path.lastIndexOf('/') + 1))),
  );
  const bytes = Buffer.concat(js.map((f) => Buffer.from(f.contents)));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** File names of the entry chunk and every chunk it imports statically. */
function staticClosure(metafile) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((k) => outputs[k].entryPoint !== undefined);
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const i of outputs[key].imports)
      if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
  }
  return new Set([...seen].map((k) => k.slice(k.lastIndexOf('/') + 1)));
}

const RECIPE_IDS = JSON.parse(
  readFileSync(join(root, 'packages/core/dist/registry/recipe-ids.js'), 'utf8')
    .match(/RECIPE_IDS = (\[[^\]]*\])/s)[1]
    .replace(/'/g, '"')
    .replace(/,\s*\]/, ']'),
);
const exportName = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const material = (names) =>
  `import { createFoilMaterial } from '@foilkit/core';\n` +
  `import { ${names.join(', ')} } from '@foilkit/core/recipes';\n` +
  `export const make = [${names.join(', ')}].map((recipe) => () => createFoilMaterial({ recipe }));\n`;

const rows = [];
const add = (entry, size, budget, note = '') =>
  rows.push({
    entry,
    minKB: kB(size.min),
    gzipKB: kB(size.gzip),
    budgetKB: budget,
    ok: size.gzip <= budget * 1000,
    note,
  });

// The static-term bake is a dynamic import inside the material (every bundler makes it a chunk
// of its own, fetched when the first card is made): counted apart, not up front.
const first = 'gold';
const one = await measure(material([exportName(first)]), { lazy: true });
// 17, not 14: the light model of issue 22 (lamp, glare, diffraction helper, CIE fit) is shared
// GLSL every program carries, about 1.9 kB gzip, and issue 24's three-like material (its own
// page-wide uniform objects, a chained onBeforeRender, a property per uniform) 0.3 kB. See
// docs/BENCHMARKS.md.
add('createFoilMaterial + one recipe (gold)', one, 17, 'up front; the bake is the lazy chunk below');
const withBake = await measure(material([exportName(first)]));
add(
  'the static-term bake (lazy chunk)',
  { min: withBake.min - one.min, gzip: withBake.gzip - one.gzip },
  3,
  'loaded when the first baking material is made',
);

// Each further recipe: what adding it to a page that already has the material + gold costs.
let worst = { id: '', gzip: 0, min: 0 };
for (const id of RECIPE_IDS) {
  if (id === first) continue;
  const two = await measure(material([exportName(first), exportName(id)]), { lazy: true });
  const delta = { id, gzip: two.gzip - one.gzip, min: two.min - one.min };
  if (delta.gzip > worst.gzip) worst = delta;
}
add(`each further recipe (largest: ${worst.id})`, worst, 2);

const all = await measure(
  `import { createFoilMaterial } from '@foilkit/core';\nimport { RECIPE_LIST } from '@foilkit/core/recipes';\n` +
    `export const make = RECIPE_LIST.map((recipe) => () => createFoilMaterial({ recipe }));\n`,
  { lazy: true },
);
add(`createFoilMaterial + all ${RECIPE_IDS.length} recipes`, all, 40);

// 17: the printing classes, feed finishes, subtypes, area tier and the pokemontcg helper (issue 21)
// took the resolver from about 14.8 to 16.3 kB.
add(
  '@foilkit/resolver (whole API, with validation)',
  await measure(`export * from '@foilkit/resolver';\n`),
  17,
);

if (existsSync(join(root, 'packages/data/dist/index.js'))) {
  add(
    '@foilkit/data (JSON as JS; PNGs stay URLs)',
    await measure(`export { rawData, assetUrl } from '@foilkit/data';\n`),
    // 12: every English set (166 rows) and the printing-class table (issue 21): about 10.2 kB.
    12,
    'the resolver data a card site downloads',
  );
}
if (existsSync(join(root, 'packages/react/dist/index.js'))) {
  add(
    '@foilkit/react itself (@foilkit/* external too)',
    await measure(`export * from '@foilkit/react';\n`, { lazy: true, external: OUR_PACKAGES }),
    12,
  );
  add(
    "@foilkit/react up front, with core's material",
    await measure(`export * from '@foilkit/react';\n`, { lazy: true }),
    28,
    'the material (≤ 17) plus React (≤ 12); the registry, resolver and data are lazy chunks',
  );
  add(
    '@foilkit/react/scene (FoilCardMesh, @foilkit/* external)',
    await measure(`export * from '@foilkit/react/scene';\n`, { lazy: true, external: OUR_PACKAGES }),
    6,
    'for a site with its own R3F canvas; not part of the main entry',
  );
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('entry', 58)} ${pad('min kB', 8)} ${pad('gzip kB', 8)} budget`);
for (const r of rows) {
  console.log(
    `${pad(r.entry, 58)} ${pad(r.minKB.toFixed(1), 8)} ${pad(r.gzipKB.toFixed(1), 8)} ≤ ${r.budgetKB} kB ${r.ok ? 'ok' : 'OVER'}`,
  );
}
mkdirSync(join(root, 'tools/size/out'), { recursive: true });
writeFileSync(
  join(root, 'tools/size/out/size.json'),
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} entr${over.length === 1 ? 'y is' : 'ies are'} over budget`);
  process.exit(1);
}
