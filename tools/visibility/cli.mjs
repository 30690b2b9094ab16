#!/usr/bin/env node
// foilkit visibility: how strongly each recipe's own light shows on real scans at pointer tilts
// (issue 14). Renders every recipe on three sample cards over a tilt grid within +-0.5, with the
// shared sheen band off and a full-face mask, and prints per recipe the p99 of the per-pixel
// change at the best tilt and the share of pixels lit (>= 32/255) at some tilt. Writes JSON.
//   node tools/visibility/cli.mjs [--width 250] [--steps 5] [--recipes a,b] [--out tools/visibility/out/visibility.json] [--check]
// --check exits 1 when a recipe is below the floor (p99 64, 10% lit).
import { register } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPage } from '../browser-session.mjs';

register('../ts-hooks.mjs', import.meta.url);
const { FULL_SETUP, VISIBILITY_FLOOR, LIT_THRESHOLD, VISIBILITY_CARDS } = await import('./src/setup.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    width: { type: 'string', default: String(FULL_SETUP.width) },
    steps: { type: 'string', default: String(Math.round(Math.sqrt(FULL_SETUP.tilts.length))) },
    recipes: { type: 'string' },
    out: { type: 'string', default: 'tools/visibility/out/visibility.json' },
    check: { type: 'boolean', default: false },
  },
});
const req = {
  width: Number(values.width),
  steps: Number(values.steps),
  ...(values.recipes ? { recipes: values.recipes.split(',') } : {}),
};
if (!Number.isInteger(req.width) || req.width < 32) throw new Error(`--width must be a whole number >= 32`);
if (!Number.isInteger(req.steps) || req.steps < 1) throw new Error(`--steps must be a whole number >= 1`);

const session = await openPage(root, 'tools/visibility/page/index.html');
let rows;
try {
  rows = await session.page.evaluate((r) => window.foilVisibility.run(r), req);
} finally {
  await session.close();
}

const below = (r) => r.p99 < VISIBILITY_FLOOR.p99 || r.litShare < VISIBILITY_FLOOR.litShare;
const pad = (s, n) => String(s).padEnd(n);
const pct = (x) => `${(100 * x).toFixed(1)}%`;
console.log(
  `visibility: ${req.width}px cards (${VISIBILITY_CARDS.join(', ')}), ${req.steps}x${req.steps} tilts within +-0.5, uSpecular 0, full-face mask`,
);
console.log(
  `p99 = 99th percentile of the per-pixel max-channel change at the best tilt; lit = share of pixels changed >= ${LIT_THRESHOLD}/255 at some tilt; once = the largest share lit at one tilt (means over the cards)`,
);
console.log(
  `${pad('recipe', 20)}${pad('family', 8)}${pad('p99', 7)}${pad('lit', 8)}${pad('once', 8)}${VISIBILITY_CARDS.map((c) => pad(c, 20)).join('')}flag`,
);
const order = ['flash', 'pearl', 'line', 'stamp', 'field', 'metal'];
const sorted = [...rows].sort(
  (a, b) => order.indexOf(a.family) - order.indexOf(b.family) || a.p99 - b.p99 || a.litShare - b.litShare,
);
for (const r of sorted) {
  const cards = VISIBILITY_CARDS.map((c) => pad(`${r.cards[c].p99} / ${pct(r.cards[c].litShare)}`, 20)).join(
    '',
  );
  console.log(
    `${pad(r.recipe, 20)}${pad(r.family, 8)}${pad(r.p99.toFixed(1), 7)}${pad(pct(r.litShare), 8)}${pad(pct(r.litAtOnce), 8)}${cards}${below(r) ? 'BELOW FLOOR' : ''}`,
  );
}
const failing = rows.filter(below);
console.log(
  `floor: p99 >= ${VISIBILITY_FLOOR.p99} and lit >= ${pct(VISIBILITY_FLOOR.litShare)}; below it: ${failing.map((r) => r.recipe).join(', ') || 'none'}`,
);
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ tool: 'foilkit-visibility', version: 1, createdAt: new Date().toISOString(), request: req, floor: VISIBILITY_FLOOR, litThreshold: LIT_THRESHOLD, rows }, null, 1)}\n`,
);
console.log(`wrote ${out}`);
process.exit(values.check && failing.length > 0 ? 1 : 0);
