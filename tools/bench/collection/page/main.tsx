// FoilCollection under load: N cards filling a 1280x900 viewport, all tilting at once (or one
// among many), against a floor of the same layout drawn as plain textured quads in one canvas.
// Springs and frames are stepped by hand, so each sample is exactly one frame of N moving cards,
// closed by a 1-pixel readback (which waits for the GPU) to include the drawing itself.
import { createRef, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Globals } from '@react-spring/web';
import { raf } from '@react-spring/rafz';
import type { RootState } from '@react-three/fiber';
import { Mesh, MeshBasicMaterial, PlaneGeometry, Scene, TextureLoader } from 'three';
import * as current from '@foilkit/react';
import type { FoilCardHandle } from '@foilkit/react';
import { FAMILIES, type FoilRecipe } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { VANILLA_RECIPES, vanillaGrid, type CorePackage } from './vanilla-grid.js';
import { firstAppearance as gridFirstAppearance, type AppearanceResult } from './first-appearance.js';
import { cardHeight, gridStage, placeCard } from './grid-stage.js';
import { CARD_ASPECT } from '@foilkit/core/contract';

const scans = Object.values(
  import.meta.glob<string>('../../../../data/sample-cards/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
).filter((u) => !u.includes('blank-base'));
const RECIPES = ['mirror', 'gold', 'rainbow', 'cosmos', 'prism', 'glitter'];
const PAD = 16;
const GAP = 8;

/** The fewest columns at which n cards fit the viewport's height. */
function layout(n: number) {
  for (let cols = 1; ; cols++) {
    const width = (innerWidth - 2 * PAD - GAP * (cols - 1)) / cols;
    const rows = Math.ceil(n / cols);
    if (rows * (width * CARD_ASPECT + GAP) + 2 * PAD <= innerHeight)
      return { cols, width: Math.floor(width) };
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[s.length >> 1]!, p90: s[Math.min(s.length - 1, Math.floor(s.length * 0.9))]! };
};
const frame = () => new Promise((r) => requestAnimationFrame(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, what: string, ms = 120_000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out: ${what}`);
    await frame();
  }
}

/** A copy of @foilkit/react: this checkout's, or an earlier commit's (`--before`). */
type ReactPackage = Pick<typeof current, 'FoilCard' | 'FoilCollection'>;
let pkg: ReactPackage = current;
/** The grid's recipes: this checkout's ids, or an earlier commit's recipe objects (`--recipes-before`). */
type RecipeSet = readonly (string | FoilRecipe)[];
let recipeSet: RecipeSet = RECIPES;

const host = document.getElementById('app')!;
const reactRoot = createRoot(host);

function grid(
  n: number,
  refs: RefObject<FoilCardHandle | null>[],
  onCreated: (s: RootState) => void,
  {
    sizeOf = n,
    recipes = recipeSet,
    over = false,
    use = pkg,
  }: { sizeOf?: number; recipes?: RecipeSet; over?: boolean; use?: ReactPackage } = {},
) {
  const { cols, width } = layout(sizeOf);
  const { FoilCard, FoilCollection } = use;
  return (
    <FoilCollection
      key={over ? 'over' : 'grid'}
      onCreated={onCreated}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${cols}, ${width}px)`,
        gap: GAP,
        padding: PAD,
        ...(over ? { position: 'absolute', top: 0, left: 0 } : {}),
      }}
    >
      {refs.map((ref, i) => (
        <FoilCard
          key={i}
          ref={ref}
          src={scans[i % scans.length]!}
          alt={`card ${i}`}
          recipe={recipes[i % recipes.length]}
          gyroscope={false}
        />
      ))}
    </FoilCollection>
  );
}

function sync(gl: WebGLRenderingContext | WebGL2RenderingContext) {
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
}

async function foil(n: number, moving: number, frames: number, warmup: number, sizeOf = n) {
  const refs = Array.from({ length: n }, () => createRef<FoilCardHandle>());
  let state: RootState | null = null;
  flushSync(() => reactRoot.render(grid(n, refs, (s) => (state = s), { sizeOf })));
  await until(() => document.querySelectorAll('[data-foil="foil"]').length === n, `${n} cards drawn`);
  const root = state as RootState | null;
  if (!root) throw new Error('no canvas');
  const gl = root.gl.getContext();
  // Idle: nothing moves, so nothing may render. First let frames already queued (the last
  // card's first draw, seconds long on software GL) finish: quiet for 1 s, at most 20 s.
  for (let last = -1, tries = 0; tries < 20 && last !== root.gl.info.render.frame; tries++) {
    last = root.gl.info.render.frame;
    await sleep(1000);
  }
  const idleStart = root.gl.info.render.frame;
  await sleep(2000);
  const idleFps = (root.gl.info.render.frame - idleStart) / 2;

  Globals.assign({ frameLoop: 'demand' });
  const samples: number[] = [];
  const draws: number[] = [];
  const copies: number[] = [];
  const copy = timeCopies();
  // Views drawn per frame: one render() call each.
  let renders = 0;
  const render = root.gl.render.bind(root.gl);
  root.gl.render = (scene, camera) => {
    renders++;
    render(scene, camera);
  };
  const scrolls: number[] = [];
  try {
    for (let f = 0; f < warmup + frames; f++) {
      const t = f * 0.4;
      for (let i = 0; i < moving; i++)
        refs[i]!.current!.setTilt({ x: 0.8 * Math.sin(t + i * 0.7), y: 0.6 * Math.cos(1.3 * t + i) });
      raf.advance();
      const t0 = performance.now();
      renders = 0;
      copy.reset();
      root.advance(t0);
      sync(gl);
      if (f >= warmup) {
        samples.push(performance.now() - t0);
        draws.push(renders);
        copies.push(copy.total());
      }
    }
    // A scroll with nothing moving: what a frame the page's scroll asks for costs.
    // The springs are not stepped: the cards hold the tilt the last frame drew.
    for (let f = 0; f < warmup + frames; f++) {
      dispatchEvent(new Event('scroll'));
      const t0 = performance.now();
      root.advance(t0);
      sync(gl);
      if (f >= warmup) scrolls.push(performance.now() - t0);
    }
  } finally {
    Globals.assign({ frameLoop: 'always' });
    root.gl.render = render;
    copy.stop();
  }
  const paced = await pacedFrames(root, refs, moving, frames, warmup);
  flushSync(() => reactRoot.render(null));
  await sleep(200);
  return { samples, scrolls, copies, paced, idleFps, drawCalls: stats(draws).median };
}

/**
 * Frames as the page sees them: every card moving, each frame drawn inside a real animation
 * frame, timed from one animation frame to the next. Unlike the timed frames above (render plus
 * a 1-pixel read), this includes what the browser does to show the frame (the canvas's
 * multisample resolve, compositing every changed card canvas) before it grants the next one.
 */
async function pacedFrames(
  root: RootState,
  refs: readonly RefObject<FoilCardHandle | null>[],
  moving: number,
  frames: number,
  warmup: number,
) {
  Globals.assign({ frameLoop: 'demand' });
  const intervals: number[] = [];
  try {
    let last = 0;
    for (let f = 0; f < warmup + frames + 1; f++) {
      const now = await new Promise<number>((done) => requestAnimationFrame(done));
      if (f > warmup) intervals.push(now - last);
      last = now;
      const t = f * 0.4;
      for (let i = 0; i < moving; i++)
        refs[i]!.current!.setTilt({ x: 0.8 * Math.sin(t + i * 0.7), y: 0.6 * Math.cos(1.3 * t + i) });
      raf.advance();
      root.advance(performance.now());
    }
  } finally {
    Globals.assign({ frameLoop: 'always' });
  }
  return intervals;
}

/**
 * Time a frame spends copying cards to their own canvases (the per-card presentation): from
 * the end of each read of the work canvas (a readPixels larger than the bench's 1-pixel sync;
 * the read itself also waits for the GPU to finish the cards, so it is left out) to the last
 * putImageData after it. Zero for a design that copies nothing.
 */
function timeCopies() {
  const gl2 = WebGL2RenderingContext.prototype;
  const c2d = CanvasRenderingContext2D.prototype;
  const read = gl2.readPixels;
  const put = c2d.putImageData;
  let total = 0;
  let start = -1;
  let end = -1;
  const close = () => {
    if (start >= 0 && end > start) total += end - start;
    start = end = -1;
  };
  gl2.readPixels = function (this: WebGL2RenderingContext, ...args: unknown[]) {
    const [, , w, h] = args as number[];
    (read as (...a: unknown[]) => void).apply(this, args);
    if (w! * h! > 1) {
      close();
      start = performance.now();
    }
  };
  c2d.putImageData = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    (put as (...a: unknown[]) => void).apply(this, args);
    end = performance.now();
  };
  return {
    reset: () => {
      total = 0;
      start = end = -1;
    },
    total: () => (close(), total),
    stop: () => {
      gl2.readPixels = read;
      c2d.putImageData = put;
    },
  };
}

/**
 * One moving card among 100 still ones, and the same card alone, measured frame by frame in
 * turn on one page (two collections, the lone card's over the grid's first), so the load of a
 * shared machine falls on both alike.
 */
async function oneAmongMany(frames: number, warmup: number) {
  const many = Array.from({ length: 100 }, () => createRef<FoilCardHandle>());
  const one = [createRef<FoilCardHandle>()];
  let manyRoot: RootState | null = null;
  let oneRoot: RootState | null = null;
  flushSync(() =>
    reactRoot.render(
      <>
        {grid(100, many, (s) => (manyRoot = s))}
        {grid(1, one, (s) => (oneRoot = s), { sizeOf: 100, over: true })}
      </>,
    ),
  );
  await until(() => document.querySelectorAll('[data-foil="foil"]').length === 101, '101 cards drawn');
  const roots = [manyRoot, oneRoot] as unknown as [RootState, RootState];
  for (let last = -1, tries = 0; tries < 20 && last !== roots[0].gl.info.render.frame; tries++) {
    last = roots[0].gl.info.render.frame;
    await sleep(1000);
  }
  Globals.assign({ frameLoop: 'demand' });
  const among: number[] = [];
  const alone: number[] = [];
  try {
    for (let f = 0; f < 2 * (warmup + frames); f++) {
      const lone = f % 2 === 1;
      const t = (f >> 1) * 0.4;
      const root = roots[lone ? 1 : 0];
      (lone ? one : many)[0]!.current!.setTilt({ x: 0.8 * Math.sin(t), y: 0.6 * Math.cos(1.3 * t) });
      raf.advance();
      const t0 = performance.now();
      root.advance(t0);
      sync(root.gl.getContext());
      if (f >> 1 >= warmup) (lone ? alone : among).push(performance.now() - t0);
    }
  } finally {
    Globals.assign({ frameLoop: 'always' });
  }
  flushSync(() => reactRoot.render(null));
  await sleep(200);
  return { among, alone };
}

/**
 * Two grids of n cards, one per design, mounted together on one page (the second over the
 * first) and sampled frame by frame in turn, every card of the sampled grid tilting: the load
 * of a shared machine falls on both alike.
 */
async function gridsInTurn(
  n: number,
  frames: number,
  warmup: number,
  designs: readonly { pkg: ReactPackage; recipes: RecipeSet }[],
) {
  const refs = designs.map(() => Array.from({ length: n }, () => createRef<FoilCardHandle>()));
  const roots: (RootState | null)[] = designs.map(() => null);
  flushSync(() =>
    reactRoot.render(
      <>
        {designs.map(({ pkg: use, recipes }, d) => (
          <div key={d}>{grid(n, refs[d]!, (s) => (roots[d] = s), { over: d > 0, use, recipes })}</div>
        ))}
      </>,
    ),
  );
  await until(
    () => document.querySelectorAll('[data-foil="foil"]').length === n * designs.length,
    `${n * designs.length} cards drawn`,
  );
  const ready = roots as RootState[];
  const frameCount = () => ready.map((r) => r.gl.info.render.frame).join();
  for (let last = '', tries = 0; tries < 20 && last !== frameCount(); tries++) {
    last = frameCount();
    await sleep(1000);
  }
  Globals.assign({ frameLoop: 'demand' });
  const samples: number[][] = designs.map(() => []);
  try {
    for (let f = 0; f < designs.length * (warmup + frames); f++) {
      const d = f % designs.length;
      const k = Math.floor(f / designs.length);
      const t = k * 0.4;
      for (let i = 0; i < n; i++)
        refs[d]![i]!.current!.setTilt({ x: 0.8 * Math.sin(t + i * 0.7), y: 0.6 * Math.cos(1.3 * t + i) });
      raf.advance();
      const t0 = performance.now();
      ready[d]!.advance(t0);
      sync(ready[d]!.gl.getContext());
      if (k >= warmup) samples[d]!.push(performance.now() - t0);
    }
  } finally {
    Globals.assign({ frameLoop: 'always' });
  }
  flushSync(() => reactRoot.render(null));
  await sleep(200);
  return samples;
}

/**
 * A 36-card grid under eight recipes appearing for the first time: the longest main-thread
 * task (PerformanceObserver 'longtask') and the longest gap between two animation frames, from
 * mount until every card shows its foil and the page has been quiet for a second.
 */
async function firstAppearance(n: number) {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestGap = 0;
  let watching = true;
  let last = performance.now();
  const watch = (now: number) => {
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (watching) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const refs = Array.from({ length: n }, () => createRef<FoilCardHandle>());
  const t0 = performance.now();
  flushSync(() => reactRoot.render(grid(n, refs, () => {}, { recipes: VANILLA_RECIPES })));
  await until(() => document.querySelectorAll('[data-foil="foil"]').length === n, `${n} cards drawn`);
  const allFoilMs = performance.now() - t0;
  await sleep(1000);
  watching = false;
  observer.disconnect();
  flushSync(() => reactRoot.render(null));
  await sleep(200);
  return {
    cards: n,
    recipes: VANILLA_RECIPES.length,
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    longTaskTotalMs: tasks.reduce((a, b) => a + b, 0),
    longestFrameGapMs: longestGap,
    allFoilMs,
  };
}

async function floor(n: number, frames: number, warmup: number, sizeOf = n) {
  const grid = layout(sizeOf);
  const stage = gridStage();
  const scene = new Scene();
  const loader = new TextureLoader();
  const textures = await Promise.all(scans.map((u) => loader.loadAsync(u)));
  const geometry = new PlaneGeometry(grid.width, cardHeight(grid));
  const materials = textures.map((map) => new MeshBasicMaterial({ map, transparent: true }));
  const meshes: Mesh[] = [];
  for (let i = 0; i < n; i++) {
    const mesh = new Mesh(geometry, materials[i % materials.length]);
    placeCard(mesh, i, grid, PAD, GAP);
    scene.add(mesh);
    meshes.push(mesh);
  }
  const samples: number[] = [];
  for (let f = 0; f < warmup + frames; f++) {
    const t = f * 0.4;
    meshes.forEach((m, i) => m.rotation.set(0.2 * Math.cos(1.3 * t + i), 0.2 * Math.sin(t + i * 0.7), 0));
    const t0 = performance.now();
    stage.renderer.render(scene, stage.camera);
    stage.sync();
    if (f >= warmup) samples.push(performance.now() - t0);
  }
  geometry.dispose();
  materials.forEach((m) => m.dispose());
  textures.forEach((t) => t.dispose());
  stage.dispose();
  return samples;
}

export interface Row {
  readonly scenario: string;
  readonly cards: number;
  readonly moving: number;
  readonly foil: { median: number; p90: number };
  readonly floor: { median: number; p90: number };
  readonly idleFps: number;
  readonly cardWidth?: number;
  /** Which @foilkit/react drew it (FoilCollection rows): this checkout, `--before`'s, or this checkout with `--recipes-before`'s recipes. */
  readonly design?: Design;
  /** Of each frame, the time spent copying cards to their own canvases (FoilCollection rows). */
  readonly copy?: { median: number; p90: number };
  /** A frame asked for by a scroll, nothing moving (FoilCollection rows). */
  readonly scroll?: { median: number; p90: number };
  /** Every card moving, animation frame to animation frame (see pacedFrames). */
  readonly paced?: { median: number; p90: number; mean: number };
  /** Median views drawn (render() calls) per sampled frame (FoilCollection only). */
  readonly drawCalls?: number;
  /** The grid's first frame, compiles included (vanilla grid only). */
  readonly firstFrameMs?: number;
  readonly bakeBytes?: number;
  readonly bakes?: number;
  readonly bakeMs?: number;
  /** The grid's first appearance, compiled in the render call and through compileAsync. */
  readonly appearance?: readonly AppearanceResult[];
}

type Design = 'before' | 'after' | 'recipes-before' | 'core-before';

interface RunOptions {
  /** URL of an earlier @foilkit/react's src/index.ts: its FoilCollection rows run too, in turn. */
  before?: string;
  /** URL of an earlier commit's recipes/catalogue.ts: the same grids with those recipes, in turn. */
  recipesBefore?: string;
  /** URL of an earlier commit's @foilkit/core src/index.ts and registry: the vanilla grid by it. */
  coreBefore?: { index: string; registry: string };
  frames: number;
  warmup: number;
  counts: number[];
  suites: string[];
  unbaked: boolean;
  breakdown: boolean;
}

async function run(
  opts: RunOptions,
): Promise<{ rows: Row[]; first?: Awaited<ReturnType<typeof firstAppearance>> }> {
  const rows: Row[] = [];
  // First, on a fresh page: nothing compiled yet in this browser.
  const first = opts.suites.includes('first') ? await firstAppearance(36) : undefined;
  if (opts.suites.includes('appearance')) {
    // The case: 36 cards under eight recipes. Modes alternate so load falls alike.
    const appearance: AppearanceResult[] = [];
    for (let rep = 0; rep < 3; rep++)
      for (const mode of ['sync', 'async'] as const)
        appearance.push(await gridFirstAppearance(scans, 36, layout(36), PAD, GAP, mode));
    rows.push({
      scenario: 'three.js grid, first appearance, 36 cards',
      cards: 36,
      moving: 0,
      foil: { median: 0, p90: 0 },
      floor: { median: 0, p90: 0 },
      idleFps: 0,
      appearance,
    });
  }
  let recipesBefore: readonly FoilRecipe[] | undefined;
  let oldRecipe: (id: string) => FoilRecipe = requireRecipe;
  if (opts.recipesBefore) {
    const { RECIPE_LIST } = (await import(/* @vite-ignore */ opts.recipesBefore)) as {
      RECIPE_LIST: readonly FoilRecipe[];
    };
    recipesBefore = RECIPE_LIST;
    oldRecipe = (id) => {
      const old = RECIPE_LIST.find((r) => r.id === id);
      if (!old) throw new Error(`--recipes-before: no recipe ${id} at that commit`);
      // Today's family constants (the registry rejects a recipe without them); they are
      // uniform values, so the program and its cost are the old recipe's.
      return { ...old, defaults: { ...old.defaults, ...FAMILIES[old.family].constants } };
    };
  }
  let coreBefore: CorePackage | undefined;
  if (opts.coreBefore) {
    const [index, registry] = await Promise.all([
      import(/* @vite-ignore */ opts.coreBefore.index) as Promise<
        Pick<CorePackage, 'createFoilMaterial' | 'loadStaticBake'>
      >,
      import(/* @vite-ignore */ opts.coreBefore.registry) as Promise<Pick<CorePackage, 'requireRecipe'>>,
    ]);
    coreBefore = {
      createFoilMaterial: index.createFoilMaterial,
      loadStaticBake: index.loadStaticBake,
      requireRecipe: registry.requireRecipe,
    };
  }
  if (opts.suites.includes('vanilla'))
    for (const n of opts.counts) {
      const r = await vanillaGrid(scans, {
        n,
        frames: opts.frames,
        warmup: opts.warmup,
        layout: layout(n),
        pad: PAD,
        gap: GAP,
        unbaked: opts.unbaked,
        breakdown: opts.breakdown,
        ...(recipesBefore ? { recipesBefore: VANILLA_RECIPES.map(oldRecipe) } : {}),
        ...(coreBefore ? { coreBefore } : {}),
      });
      const common = { cards: n, moving: n, floor: stats(r.floor), idleFps: 0, cardWidth: layout(n).width };
      rows.push({
        ...common,
        scenario: `three.js grid, ${n} cards`,
        foil: stats(r.baked),
        firstFrameMs: r.firstFrameMs.baked,
        bakeBytes: r.bakeBytes,
        bakes: r.bakes,
        bakeMs: r.bakeMs,
      });
      if (opts.unbaked)
        rows.push({
          ...common,
          scenario: `  same, unbaked`,
          foil: stats(r.unbaked),
          firstFrameMs: r.firstFrameMs.unbaked,
        });
      if (opts.breakdown) {
        rows.push({ ...common, scenario: `  bound: law, free recipe`, foil: stats(r.law) });
        rows.push({ ...common, scenario: `  bound: scan, no foil`, foil: stats(r.scan) });
      }
      const earlier = [
        ['core-before', coreBefore && r.coreBefore],
        ['recipes-before', recipesBefore && r.recipesBefore],
      ] as const;
      for (const [design, samples] of earlier)
        if (samples)
          rows.push({ ...common, scenario: `  same, --${design}'s`, design, foil: stats(samples) });
    }
  if (!opts.suites.includes('collection')) return { rows, ...(first ? { first } : {}) };
  const designs: { design: Design; pkg: ReactPackage; recipes: RecipeSet }[] = [
    { design: 'after', pkg: current, recipes: RECIPES },
  ];
  if (opts.before)
    designs.unshift({
      design: 'before',
      pkg: (await import(/* @vite-ignore */ opts.before)) as ReactPackage,
      recipes: RECIPES,
    });
  if (recipesBefore)
    designs.unshift({
      design: 'recipes-before',
      pkg: current,
      recipes: RECIPES.map(oldRecipe),
    });
  const use = (d: (typeof designs)[number]) => {
    pkg = d.pkg;
    recipeSet = d.recipes;
    return d.design;
  };
  // Before and after in turn, scenario by scenario: the load of a shared machine falls on both.
  for (const n of opts.counts) {
    for (const d of designs) {
      const design = use(d);
      const f = await foil(n, n, opts.frames, opts.warmup, n);
      const q = await floor(n, opts.frames, opts.warmup, n);
      rows.push({
        scenario: `${n} cards, all tilting`,
        design,
        cards: n,
        moving: n,
        foil: stats(f.samples),
        scroll: stats(f.scrolls),
        // Paced frames come in whole vsync steps: the mean shows the fraction of a step between.
        paced: { ...stats(f.paced), mean: f.paced.reduce((a, b) => a + b, 0) / f.paced.length },
        copy: stats(f.copies),
        floor: stats(q),
        idleFps: f.idleFps,
        cardWidth: layout(n).width,
        drawCalls: f.drawCalls,
      });
    }
  }
  // Both designs in one page, frame by frame in turn: the fairest before/after of a grid.
  if (designs.length > 1)
    for (const n of opts.counts) {
      const samples = await gridsInTurn(n, opts.frames, opts.warmup, designs);
      const q = stats(await floor(n, opts.frames, opts.warmup, n));
      designs.forEach((d, i) =>
        rows.push({
          scenario: `${n} cards, all tilting, in turn`,
          design: d.design,
          cards: n,
          moving: n,
          foil: stats(samples[i]!),
          floor: q,
          idleFps: 0,
          cardWidth: layout(n).width,
        }),
      );
    }
  // The same card as in the 100-card grid, alone: what one moving card among 100 is held to.
  const width = layout(100).width;
  for (const d of designs) {
    const design = use(d);
    const pair = await oneAmongMany(opts.frames, opts.warmup);
    rows.push({
      scenario: '1 card alone (100-grid size)',
      design,
      cards: 1,
      moving: 1,
      foil: stats(pair.alone),
      floor: stats(await floor(1, opts.frames, opts.warmup, 100)),
      idleFps: 0,
      cardWidth: width,
    });
    rows.push({
      scenario: '1 moving among 100',
      design,
      cards: 100,
      moving: 1,
      foil: stats(pair.among),
      floor: stats(await floor(100, opts.frames, opts.warmup)),
      idleFps: 0,
      cardWidth: width,
    });
  }
  pkg = current;
  recipeSet = RECIPES;
  return { rows, ...(first ? { first } : {}) };
}

(window as unknown as { collectionBench: { run: typeof run } }).collectionBench = { run };
document.title = 'foilkit collection bench ready';
