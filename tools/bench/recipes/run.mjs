#!/usr/bin/env node
// Per-recipe cost: median time per frame at a fixed size in headless Chromium, as ratios to
// two baselines measured in the same run (the plain scan, and MAIN with zero light), plus the
// static texture-tap and loop counts per fragment. Prints a table; writes JSON.
//   node tools/bench/recipes/run.mjs [--width 256] [--frames 6] [--passes 3] [--out tools/bench/out/recipes.json]
import { register } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPage, rendererName } from '../../browser-session.mjs';

register('../../ts-hooks.mjs', import.meta.url);
const { staticCost } = await import('./static-cost.ts');
const { listRecipes } = await import('../../../packages/core/src/registry/index.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    width: { type: 'string', default: '256' },
    frames: { type: 'string', default: '6' },
    passes: { type: 'string', default: '3' },
    recipes: { type: 'string' },
    out: { type: 'string', default: 'tools/bench/out/recipes.json' },
  },
});
const opts = {
  width: Number(values.width),
  frames: Number(values.frames),
  passes: Number(values.passes),
  ...(values.recipes ? { recipes: values.recipes.split(',') } : {}),
};

const session = await openPage(root, 'tools/bench/recipes/page/index.html');
let results;
let renderer;
try {
  results = await session.page.evaluate((o) => window.foilBench.run(o), opts);
  renderer = await rendererName(session.page);
} finally {
  await session.close();
}

const byId = new Map(listRecipes().map((r) => [r.id, r]));
const plain = results.find((r) => r.id === 'baseline: plain scan').medianMs;
const mainOnly = results.find((r) => r.id === 'baseline: MAIN, zero light').medianMs;
const recipeRows = results.filter((r) => r.kind === 'recipe');
const sorted = recipeRows.map((r) => r.medianMs).sort((a, b) => a - b);
const medianRecipe = sorted[sorted.length >> 1];
const rows = results.map((r) => {
  const recipe = byId.get(r.id);
  const cost = recipe ? staticCost(recipe.glsl) : { textureTaps: 0, loopIterations: 0, loops: 0 };
  return {
    ...r,
    family: recipe?.family ?? '',
    vsPlainScan: r.medianMs / plain,
    vsMainZeroLight: r.medianMs / mainOnly,
    vsMedianRecipe: r.medianMs / medianRecipe,
    overTwiceMedian: r.kind === 'recipe' && r.medianMs > 2 * medianRecipe,
    recipeTextureTaps: cost.textureTaps,
    recipeLoopIterations: cost.loopIterations,
  };
});

const pad = (s, n) => String(s).padEnd(n);
console.log(
  `recipe bench: ${opts.width}px wide, ${opts.passes} passes x ${opts.frames} frames, renderer: ${renderer}`,
);
console.log(
  `MAIN itself samples the scan 9 times per fragment (scan + 8 ink taps); +1 with a hand mask, +1 with an ink tile, +5 with an etch plate.`,
);
console.log(
  `${pad('program', 30)}${pad('family', 8)}${pad('median ms', 11)}${pad('x plain', 9)}${pad('x MAIN', 9)}${pad('taps', 6)}${pad('loop it.', 9)}flag`,
);
for (const r of rows) {
  console.log(
    `${pad(r.id, 30)}${pad(r.family, 8)}${pad(r.medianMs.toFixed(2), 11)}${pad(r.vsPlainScan.toFixed(2), 9)}${pad(r.vsMainZeroLight.toFixed(2), 9)}${pad(r.recipeTextureTaps, 6)}${pad(r.recipeLoopIterations, 9)}${r.overTwiceMedian ? '> 2x median recipe' : ''}`,
  );
}
console.log(
  `median recipe: ${medianRecipe.toFixed(2)} ms; flagged (> 2x median): ${
    rows
      .filter((r) => r.overTwiceMedian)
      .map((r) => r.id)
      .join(', ') || 'none'
  }`,
);
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ tool: 'foilkit-bench-recipes', version: 1, createdAt: new Date().toISOString(), renderer, options: opts, medianRecipeMs: medianRecipe, rows }, null, 1)}\n`,
);
console.log(`wrote ${out}`);
