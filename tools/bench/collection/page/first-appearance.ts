// The jank of a grid's first appearance: the longest main-thread task between "the grid is
// added" and "every card shows foil", for a grid of eight recipes in a fresh renderer.
//   sync:  the first render() compiles every program and bakes every card, in one task;
//   async: each card first shows its plain scan (MeshBasicMaterial over the same texture) while
//          prepareFoilCards compiles the programs (renderer.compileAsync where the browser has
//          KHR_parallel_shader_compile, else one program's link per task) and bakes the cards a
//          task at a time; only then do cards swap to their foil.
import { Mesh, MeshBasicMaterial, PlaneGeometry, Scene, TextureLoader, type Texture } from 'three';
import { createFoilMaterial, prepareFoilCards, loadStaticBake, type FoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { VANILLA_RECIPES } from './vanilla-grid.js';
import { cardHeight, gridStage, placeCard, type GridLayout } from './grid-stage.js';

export type AppearanceMode = 'sync' | 'async';

export interface AppearanceResult {
  readonly mode: AppearanceMode;
  /**
   * Longest main-thread task (PerformanceObserver 'longtask', 50 ms and over) until the frame
   * that shows every card in foil is submitted; the wait for the GPU to finish it is not a task
   * of the page's own.
   */
  readonly longestTaskMs: number;
  /** From adding the grid until the GPU has finished the first frame with every card in foil. */
  readonly toFoilMs: number;
  /** Whether the context offers KHR_parallel_shader_compile. */
  readonly parallelCompile: boolean;
  /** Every long task's duration, in order, before the final wait for the GPU. */
  readonly tasks: readonly number[];
}

let salt = 0;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function firstAppearance(
  scans: readonly string[],
  n: number,
  layout: GridLayout,
  pad: number,
  gap: number,
  mode: AppearanceMode,
): Promise<AppearanceResult> {
  await loadStaticBake();
  const stage = gridStage();
  const { renderer, camera } = stage;
  const loader = new TextureLoader();
  const textures: Texture[] = await Promise.all(scans.slice(0, 8).map((u) => loader.loadAsync(u)));
  const geometry = new PlaneGeometry(layout.width, cardHeight(layout));
  // A fresh source per run: Chromium's GPU process caches linked programs by their text.
  salt++;
  const foils: FoilMaterial[] = [];
  const plains: MeshBasicMaterial[] = [];
  const scene = new Scene();
  const meshes: Mesh[] = [];
  for (let i = 0; i < n; i++) {
    const face = textures[i % textures.length]!;
    const foil = createFoilMaterial({
      recipe: requireRecipe(VANILLA_RECIPES[i % VANILLA_RECIPES.length]!),
      textures: { face },
    });
    foil.defines.BENCH_RUN = String(salt);
    foils.push(foil);
    const plain = new MeshBasicMaterial({ map: face, transparent: true });
    plains.push(plain);
    const mesh = new Mesh(geometry, plain);
    placeCard(mesh, i, layout, pad, gap);
    scene.add(mesh);
    meshes.push(mesh);
  }
  // Textures upload on their first draw in either mode; do it before timing.
  renderer.render(scene, camera);
  stage.sync();
  await nextTask();

  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const t0 = performance.now();
  if (mode === 'async') {
    // The plain scans stay on screen while the programs compile off the main thread.
    const staging = new Scene();
    // The foil cards where the plain ones are: each bakes at its size on screen.
    for (const [i, m] of meshes.entries()) {
      const stand = new Mesh(geometry, foils[i]);
      stand.position.copy(m.position);
      staging.add(stand);
    }
    await prepareFoilCards(renderer, staging, camera);
  }
  meshes.forEach((m, i) => (m.material = foils[i]!));
  renderer.render(scene, camera);
  // Only now wait for the GPU, in a task of its own: on a real page the frame above is handed
  // to the GPU process and the page goes on; the wait is what "every card in foil" costs.
  await nextTask();
  const waitStart = performance.now();
  stage.sync();
  const toFoilMs = performance.now() - t0;
  // Long-task entries are delivered after their task ends.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  const pageTasks = tasks.filter((t) => t.startTime < waitStart).map((t) => t.duration);
  const parallelCompile = renderer.extensions.has('KHR_parallel_shader_compile');

  foils.forEach((m) => m.dispose());
  plains.forEach((m) => m.dispose());
  geometry.dispose();
  textures.forEach((t) => t.dispose());
  stage.dispose();
  return { mode, longestTaskMs: Math.max(0, ...pageTasks), toFoilMs, parallelCompile, tasks: pageTasks };
}
