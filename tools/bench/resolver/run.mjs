#!/usr/bin/env node
// Resolver scale: resolve time (median, p90) for three printings against data at ×1, ×100 and
// ×10,000 of the shipped size, with load time and retained heap, plus a 20,000-card catalogue
// walk. Ratios are against ×1 from the same run. Prints a table; writes JSON.
//   node --expose-gc tools/bench/resolver/run.mjs [--scales 1,100,10000] [--reps 300] [--resolver path/to/src/index.ts] [--out tools/bench/out/resolver.json]
import { register } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

register('../../ts-hooks.mjs', import.meta.url);
const { scaleData } = await import('./synth.ts');
const { readRawData } = await import('./raw-data.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    // Another copy of the resolver's source (e.g. an older commit's, for a before/after table).
    resolver: { type: 'string', default: 'packages/resolver/src/index.ts' },
    scales: { type: 'string', default: '1,100,10000' },
    reps: { type: 'string', default: '300' },
    catalogue: { type: 'string', default: '20000' },
    // A slow catalogue walk stops here and is extrapolated (and marked so).
    'catalogue-cap-s': { type: 'string', default: '20' },
    out: { type: 'string', default: 'tools/bench/out/resolver.json' },
  },
});
const { loadResolverData, resolveSurface } = await import(pathToFileURL(resolve(root, values.resolver)).href);
const gc = globalThis.gc ?? (() => {});
if (!globalThis.gc) console.warn('run with node --expose-gc for heap figures');

const PRINTINGS = {
  unrelated: { era: 'wotc', set: 'base1', card: 'base1-4', rarity: 'Rare Holo', variantKind: 'holo' },
  'hot set': { era: 'swsh', set: 'swsh7', card: 'swsh7-95', rarity: 'Rare Holo VMAX', variantKind: 'holo' },
  'ink design': {
    era: 'sv',
    set: 'foilkit-samples',
    card: 'foilkit-samples-3',
    rarity: 'Rare',
    variantKind: 'reverse',
  },
};

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p90: at(0.9) };
}

function catalogue(raw, size) {
  const sets = Object.entries(raw.foils.sets).filter(([id]) => !id.startsWith('zz'));
  const cards = [];
  for (let i = 0; cards.length < size; i++) {
    const [id, set] = sets[i % sets.length];
    const n = Math.floor(i / sets.length) + 1;
    cards.push({
      era: set.era,
      set: id,
      card: `${id}-${n}`,
      rarity: set.rarities[n % set.rarities.length],
      variantKind: set.variants[n % set.variants.length],
    });
  }
  return cards;
}

const base = readRawData(resolve(root, 'packages/data'));
// One untimed load first, so lazy compilation does not land on the ×1 row.
loadResolverData(base);
const rows = [];
for (const scale of values.scales.split(',').map(Number)) {
  const scaled = scaleData(base, scale);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const data = loadResolverData(scaled.raw);
  const loadMs = performance.now() - t0;
  gc();
  const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const resolve = {};
  for (const [name, printing] of Object.entries(PRINTINGS)) {
    for (let i = 0; i < 5; i++) resolveSurface(printing, data);
    const samples = [];
    const reps = Number(values.reps);
    for (let i = 0; i < reps; i++) {
      const s = performance.now();
      resolveSurface(printing, data);
      samples.push(performance.now() - s);
      if (i > 10 && samples.reduce((a, b) => a + b, 0) > 10_000) break;
    }
    resolve[name] = { ...stats(samples), n: samples.length };
  }
  const cards = catalogue(scaled.raw, Number(values.catalogue));
  // A short untimed walk first, so the first scale does not carry the JIT's warm-up.
  for (const card of cards.slice(0, 2000)) resolveSurface(card, data);
  const cap = Number(values['catalogue-cap-s']) * 1000;
  const c0 = performance.now();
  let done = 0;
  for (const card of cards) {
    resolveSurface(card, data);
    done++;
    if (performance.now() - c0 > cap) break;
  }
  const walked = performance.now() - c0;
  const catalogueMs = (walked / done) * cards.length;
  rows.push({
    scale,
    counts: scaled.counts,
    loadMs,
    heapMiB,
    resolve,
    catalogue: { cards: cards.length, ms: catalogueMs, extrapolated: done < cards.length },
  });
  // The data is dropped before the next scale so heap figures do not stack.
  void data;
}

const one = rows.find((r) => r.scale === 1) ?? rows[0];
const f = (v, d = 3) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(d));
console.log(
  `| Data | Ink rows | Rules in hot set | Sets | Load ms | Heap MiB | ${Object.keys(PRINTINGS)
    .map((n) => `${n} median / p90 ms (x ×1)`)
    .join(' | ')} | ${Number(values.catalogue).toLocaleString('en')} cards ms |`,
);
console.log(`|${'---|'.repeat(6 + Object.keys(PRINTINGS).length + 1)}`);
for (const r of rows) {
  const cells = Object.entries(r.resolve).map(
    ([name, s]) => `${f(s.median, 4)} / ${f(s.p90, 4)} (${(s.median / one.resolve[name].median).toFixed(1)})`,
  );
  console.log(
    `| ×${r.scale.toLocaleString('en')} | ${r.counts.inkRows} | ${r.counts.hotSetRules} | ${r.counts.sets} | ${f(r.loadMs, 1)} | ${f(r.heapMiB, 1)} | ${cells.join(' | ')} | ${f(r.catalogue.ms, 0)}${r.catalogue.extrapolated ? ' (extrapolated)' : ''} |`,
  );
}
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
);
console.log(`wrote ${values.out}`);
