#!/usr/bin/env node
// FoilCollection cost in headless Chromium at 1280x900: median and p90 frame time with N cards
// tilting at once (and one moving among 100), as ratios to a floor measured in the same run (the
// same layout as plain textured quads in one canvas), plus idle frames per second. Prints a
// table; writes JSON.
//   node tools/bench/collection/run.mjs [--frames 12] [--warmup 3] [--counts 1,12,36,100]
//     [--suites first,vanilla,appearance,collection] [--no-unbaked] [--no-breakdown]
//     [--before <git ref>] [--out tools/bench/out/collection.json]
// --before runs the FoilCollection rows with @foilkit/react's source at that commit too (taken
// with `git archive` into tools/bench/out/react-before), scenario by scenario in turn with this
// checkout's, and prints after/before ratios. --recipes-before does the same with this checkout's
// packages and that commit's recipes (packages/core/src/recipes, archived likewise): what the
// recipes alone cost, under one shared program. --core-before draws the vanilla grid with that
// commit's whole @foilkit/core (shared GLSL, material, recipes) in turn with this one's.
// The first suite times a 36-card, eight-recipe FoilCollection's first appearance (longest
// task), on a fresh page. The vanilla suite is the issue-13 grid: plain three.js, eight recipes,
// meshes and uTilt moving; its floor, the baked grid, the unbaked grid and two lower bounds of
// the baked one (the law on a free recipe; the scan alone) take turns frame by frame in one
// canvas. The appearance suite measures the longest main-thread task while the same three.js
// grid first appears, compiled in its first render and through prepareFoilCards.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPage, rendererName } from '../../browser-session.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  allowNegative: true,
  options: {
    frames: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '3' },
    counts: { type: 'string', default: '1,12,36,100' },
    suites: { type: 'string', default: 'first,vanilla,appearance,collection' },
    unbaked: { type: 'boolean', default: true },
    breakdown: { type: 'boolean', default: true },
    before: { type: 'string' },
    'recipes-before': { type: 'string' },
    'core-before': { type: 'string' },
    out: { type: 'string', default: 'tools/bench/out/collection.json' },
  },
});
let before;
if (values.before) {
  const dir = resolve(root, 'tools/bench/out/react-before');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', values.before, 'packages/react/src'], { cwd: root });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  before = '/tools/bench/out/react-before/packages/react/src/index.ts';
}
let recipesBefore;
if (values['recipes-before']) {
  const dir = resolve(root, 'tools/bench/out/recipes-before');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const paths = [
    'packages/core/src/recipes',
    'packages/core/src/families.ts',
    'packages/core/src/recipe/types.ts',
  ];
  const tar = execFileSync('git', ['archive', values['recipes-before'], ...paths], { cwd: root });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  recipesBefore = '/tools/bench/out/recipes-before/packages/core/src/recipes/catalogue.ts';
}
let coreBefore;
if (values['core-before']) {
  const dir = resolve(root, 'tools/bench/out/core-before');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', values['core-before'], 'packages/core/src'], { cwd: root });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  coreBefore = {
    index: '/tools/bench/out/core-before/packages/core/src/index.ts',
    registry: '/tools/bench/out/core-before/packages/core/src/registry/index.ts',
  };
}
const opts = {
  frames: Number(values.frames),
  warmup: Number(values.warmup),
  counts: values.counts.split(',').map(Number),
  suites: values.suites.split(','),
  unbaked: values.unbaked,
  breakdown: values.breakdown,
  ...(before ? { before } : {}),
  ...(recipesBefore ? { recipesBefore } : {}),
  ...(coreBefore ? { coreBefore } : {}),
};

const session = await openPage(root, 'tools/bench/collection/page/index.html', {
  include: [
    'react',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    '@react-three/fiber',
    '@react-three/drei',
    '@react-spring/web',
    '@react-spring/rafz',
    'tunnel-rat',
  ],
  viewport: { width: 1280, height: 900 },
});
let rows;
let first;
let renderer;
try {
  ({ rows, first } = await session.page.evaluate((o) => window.collectionBench.run(o), opts));
  renderer = await rendererName(session.page);
} finally {
  await session.close();
  // The extracted copy is only for this run: left behind, lint and type checks would find it.
  if (before) rmSync(resolve(root, 'tools/bench/out/react-before'), { recursive: true, force: true });
  if (recipesBefore)
    rmSync(resolve(root, 'tools/bench/out/recipes-before'), { recursive: true, force: true });
  if (coreBefore) rmSync(resolve(root, 'tools/bench/out/core-before'), { recursive: true, force: true });
}

const results = rows.map((r) => ({
  ...r,
  medianRatio: r.foil.median / r.floor.median,
  p90Ratio: r.foil.p90 / r.floor.p90,
}));
const pad = (s, n) => String(s).padEnd(n);
const ms = (x) => x.toFixed(1);
console.log(
  `collection bench: 1280x900, ${opts.frames} frames (+${opts.warmup} warm-up) each, renderer: ${renderer}`,
);
console.log(
  `${pad('scenario', 32)}${pad('design', 16)}${pad('foil med', 10)}${pad('foil p90', 10)}${pad('floor med', 11)}${pad('floor p90', 11)}${pad('x med', 8)}${pad('x p90', 8)}idle fps  first frame`,
);
// The appearance suite has no frame times; it is printed below.
for (const r of results.filter((x) => !x.appearance)) {
  console.log(
    `${pad(r.scenario, 32)}${pad(r.design ?? '', 16)}${pad(ms(r.foil.median), 10)}${pad(ms(r.foil.p90), 10)}${pad(ms(r.floor.median), 11)}${pad(ms(r.floor.p90), 11)}${pad(r.medianRatio.toFixed(2), 8)}${pad(r.p90Ratio.toFixed(2), 8)}${pad(r.idleFps, 10)}${r.firstFrameMs === undefined ? '' : ms(r.firstFrameMs)}${r.scroll ? `  scroll frame ${ms(r.scroll.median)} ms (p90 ${ms(r.scroll.p90)})` : ''}${r.paced ? `  paced frame ${ms(r.paced.median)} ms (p90 ${ms(r.paced.p90)}, mean ${ms(r.paced.mean)})` : ''}${r.copy?.median ? `  copy ${ms(r.copy.median)} ms (${((100 * r.copy.median) / r.foil.median).toFixed(0)} % of the frame)` : ''}`,
  );
}
// One moving card among 100 still ones, against the same card drawn alone in the same run.
const find = (scenario, design) =>
  results.find((r) => r.scenario.startsWith(scenario) && (r.design ?? 'after') === design);
const pairOf = (design, aloneDesign = design) => {
  const alone = find('1 card alone', aloneDesign);
  const among = find('1 moving among 100', design);
  return (
    alone &&
    among && {
      aloneMedian: alone.foil.median,
      amongMedian: among.foil.median,
      medianRatio: among.foil.median / alone.foil.median,
      p90Ratio: among.foil.p90 / alone.foil.p90,
    }
  );
};
const oneMoving = pairOf('after');
const compare = before
  ? {
      oneMovingBefore: pairOf('before'),
      // The new design's moving card against the old design's lone card.
      oneMovingAfterVsBeforeAlone: pairOf('after', 'before'),
      grids: opts.counts.map((n) => {
        const a = find(`${n} cards, all tilting`, 'after');
        const b = find(`${n} cards, all tilting`, 'before');
        return {
          cards: n,
          afterOverBefore: a.foil.median / b.foil.median,
          p90AfterOverBefore: a.foil.p90 / b.foil.p90,
          scrollAfterOverBefore: a.scroll.median / b.scroll.median,
          pacedAfterOverBefore: a.paced.median / b.paced.median,
          pacedMeanAfterOverBefore: a.paced.mean / b.paced.mean,
          ...(() => {
            const ta = find(`${n} cards, all tilting, in turn`, 'after');
            const tb = find(`${n} cards, all tilting, in turn`, 'before');
            return ta && tb
              ? {
                  inTurnAfterOverBefore: ta.foil.median / tb.foil.median,
                  inTurnP90AfterOverBefore: ta.foil.p90 / tb.foil.p90,
                }
              : {};
          })(),
        };
      }),
    }
  : undefined;
// The vanilla grid's turns, grid by grid: this checkout against --core-before's whole core, and
// --recipes-before's recipes under this core against it too (the shared program alone).
const vanillaOf = (n, design) =>
  results.find(
    (r) =>
      r.cards === n &&
      r.design === design &&
      (design ? r.scenario.startsWith('  same, --') : r.scenario === `three.js grid, ${n} cards`),
  );
const vanillaGrids = opts.suites.includes('vanilla')
  ? opts.counts.map((n) => {
      const after = vanillaOf(n, undefined);
      const core = vanillaOf(n, 'core-before');
      const recipes = vanillaOf(n, 'recipes-before');
      const over = (a, b) => (a && b ? a.foil.median / b.foil.median : undefined);
      return {
        cards: n,
        overCoreBefore: over(after, core),
        recipesBeforeOverCoreBefore: over(recipes, core),
        overRecipesBefore: over(after, recipes),
      };
    })
  : [];
for (const g of vanillaGrids) {
  const parts = [
    ['this checkout / --core-before', g.overCoreBefore],
    [
      "--recipes-before's recipes on this core / --core-before (the shared program)",
      g.recipesBeforeOverCoreBefore,
    ],
    ["this checkout / --recipes-before's recipes (the recipes)", g.overRecipesBefore],
  ].filter(([, v]) => v !== undefined);
  if (parts.length)
    console.log(
      `three.js grid, ${g.cards} cards, medians in turn: ${parts.map(([k, v]) => `${k} ${v.toFixed(2)}x`).join('; ')}`,
    );
}
// This checkout's recipes against --recipes-before's, same packages, grid by grid.
const recipeGrids =
  recipesBefore && opts.suites.includes('collection')
    ? opts.counts.map((n) => {
        const ratio = (scenario) => {
          const a = find(scenario, 'after');
          const b = find(scenario, 'recipes-before');
          return a && b ? { median: a.foil.median / b.foil.median, p90: a.foil.p90 / b.foil.p90 } : undefined;
        };
        return {
          cards: n,
          apart: ratio(`${n} cards, all tilting`),
          inTurn: ratio(`${n} cards, all tilting, in turn`),
        };
      })
    : undefined;
for (const g of recipeGrids ?? [])
  console.log(
    `${g.cards} cards all tilting, these recipes / --recipes-before's: ${g.apart?.median.toFixed(2)}x median, ${g.apart?.p90.toFixed(2)}x p90 (mounted apart); ${g.inTurn?.median.toFixed(2)}x median, ${g.inTurn?.p90.toFixed(2)}x p90 (in turn, one page)`,
  );
for (const [label, p] of [
  ['after', oneMoving],
  ['before', compare?.oneMovingBefore],
  ['after, against the before design alone', compare?.oneMovingAfterVsBeforeAlone],
])
  if (p)
    console.log(
      `1 moving among 100 / 1 card alone (${label}): ${p.medianRatio.toFixed(2)}x median, ${p.p90Ratio.toFixed(2)}x p90`,
    );
for (const g of compare?.grids ?? [])
  console.log(
    `${g.cards} cards all tilting, after / before: ${g.afterOverBefore.toFixed(2)}x median, ${g.p90AfterOverBefore.toFixed(2)}x p90 (mounted apart); ${g.inTurnAfterOverBefore?.toFixed(2)}x median, ${g.inTurnP90AfterOverBefore?.toFixed(2)}x p90 (in turn, one page); scroll frame ${g.scrollAfterOverBefore.toFixed(2)}x; paced frame ${g.pacedAfterOverBefore.toFixed(2)}x median, ${g.pacedMeanAfterOverBefore.toFixed(2)}x mean`,
  );
if (first)
  console.log(
    `first appearance, ${first.cards} cards, ${first.recipes} recipes: longest task ${ms(first.longestTaskMs)} ms (${first.longTasks} long tasks, ${ms(first.longTaskTotalMs)} ms in all), longest frame gap ${ms(first.longestFrameGapMs)} ms, all foil after ${ms(first.allFoilMs)} ms`,
  );
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      renderer,
      viewport: [1280, 900],
      ...opts,
      results,
      oneMoving,
      compare,
      recipeGrids,
      vanillaGrids,
      first,
    },
    null,
    2,
  ) + '\n',
);
for (const r of results.filter((x) => x.appearance)) {
  const of = (mode) => r.appearance.filter((a) => a.mode === mode);
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const mode of ['sync', 'async'])
    console.log(
      `${r.scenario}, ${mode === 'sync' ? 'compiled in the first render' : 'prepareFoilCards, plain scans meanwhile'}: longest task ${of(
        mode,
      )
        .map((a) => ms(a.longestTaskMs))
        .join(
          ' / ',
        )} ms (median ${ms(med(of(mode).map((a) => a.longestTaskMs)))}), to foil ${ms(med(of(mode).map((a) => a.toFoilMs)))} ms`,
    );
  console.log(`  KHR_parallel_shader_compile: ${r.appearance[0].parallelCompile ? 'yes' : 'no'}`);
}
for (const r of results.filter((x) => x.bakeBytes !== undefined))
  console.log(
    `${r.scenario}: ${r.bakes} bakes, bake textures ${(r.bakeBytes / 2 ** 20).toFixed(1)} MiB, one bake ${ms(r.bakeMs)} ms (one card's frame alone: see the 1-card row)`,
  );
console.log(`wrote ${values.out}`);
