// The issue-13 measurement without React: N foil cards in one three.js canvas, eight sample cards
// under eight recipes, every card tilting every frame (mesh rotation and uTilt). The floor is the
// same meshes with the same scans under MeshBasicMaterial, drawn in the same canvas.
import {
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  Scene,
  TextureLoader,
  type Material,
  type Texture,
} from 'three';
import {
  assembleFragmentShader,
  createFoilMaterial,
  loadStaticBake,
  SHADER_CHUNKS,
  type ChunkOverrides,
  type FoilMaterial,
  type FoilRecipe,
} from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { cardHeight, gridStage, placeCard, type GridLayout } from './grid-stage.js';

export type { GridLayout };

export const VANILLA_RECIPES = [
  'starlight',
  'vertical-sheen',
  'swirl',
  'silk',
  'etched',
  'cosmos',
  'cracked-ice',
  'gold',
] as const;

export interface GridOptions {
  readonly n: number;
  readonly frames: number;
  readonly warmup: number;
  readonly layout: GridLayout;
  readonly pad: number;
  readonly gap: number;
  /** Also draw the unbaked reference path, interleaved with the baked one and the floor. */
  readonly unbaked: boolean;
  /** Also draw the baked grid's two lower bounds (see BREAKDOWN), interleaved likewise. */
  readonly breakdown: boolean;
  /** An earlier commit's VANILLA_RECIPES (--recipes-before): the baked grid with them, likewise. */
  readonly recipesBefore?: readonly FoilRecipe[];
  /** An earlier commit's @foilkit/core (--core-before): the baked grid drawn by it, likewise. */
  readonly coreBefore?: CorePackage;
}

/** What the grid takes of a @foilkit/core build: this checkout's, or an archived commit's. */
export interface CorePackage {
  readonly createFoilMaterial: typeof createFoilMaterial;
  readonly requireRecipe: typeof requireRecipe;
  readonly loadStaticBake: typeof loadStaticBake;
}

/**
 * Where a baked foil frame's time goes, measured by cutting the card's program short with
 * chunk overrides (the same mechanism the structural proofs use); not shipped looks, bounds:
 * - `law`: every card runs MAIN and the full composite law on a light that costs nothing to
 *   compute (a tilt-driven grey instead of the recipe), so it is what no recipe can go below;
 * - `scan`: the same program returns its scan pixel right after reading it (MAIN's own early
 *   exit): the cost of the program, uniforms and textures with no foil work at all.
 */
const BREAKDOWN: Record<'law' | 'scan', ChunkOverrides> = {
  law: {
    main_body: SHADER_CHUNKS.main_body.replace(
      'vec3 light = foilPattern(uv, uTilt);',
      'vec3 light = vec3(0.35 + 0.25 * uTilt.x);',
    ),
  },
  scan: {
    main_body: SHADER_CHUNKS.main_body.replace(
      'float intensity = uIntensity * uGlobalIntensity;',
      'gl_FragColor = vec4(scan, alpha);\n  return;\n  float intensity = uIntensity * uGlobalIntensity;',
    ),
  },
};
for (const [name, overrides] of Object.entries(BREAKDOWN))
  if (overrides.main_body === SHADER_CHUNKS.main_body)
    throw new Error(`breakdown ${name}: main_body changed`);

export interface VanillaResult {
  readonly floor: number[];
  readonly baked: number[];
  readonly unbaked: number[];
  /** The breakdown's frames (empty without `breakdown`). */
  readonly law: number[];
  readonly scan: number[];
  /** The baked grid with --recipes-before's recipes (empty without them). */
  readonly recipesBefore: number[];
  /** The baked grid drawn by --core-before's package (empty without it). */
  readonly coreBefore: number[];
  /** Each scene's first frame: program compiles and (baked) the bakes. */
  readonly firstFrameMs: { floor: number; baked: number; unbaked: number };
  /** GPU bytes the baked grid's bake textures hold, and how many bakes ran. */
  readonly bakeBytes: number;
  readonly bakes: number;
  /** One card's bake, from frames where every card re-bakes against frames where none does. */
  readonly bakeMs: number;
}

/** Frame times (render + 1-pixel read) of the foil grid and of its floor, in one canvas. */
export async function vanillaGrid(scans: readonly string[], o: GridOptions): Promise<VanillaResult> {
  const stage = gridStage();
  const { renderer, camera } = stage;
  const loader = new TextureLoader();
  const textures: Texture[] = await Promise.all(scans.slice(0, 8).map((u) => loader.loadAsync(u)));
  const geometry = new PlaneGeometry(o.layout.width, cardHeight(o.layout));
  const plains = textures.map((map) => new MeshBasicMaterial({ map, transparent: true }));

  // Each scene is one way to draw the same grid; frames alternate between them so the load
  // of a shared machine falls on all of them alike.
  type Kind = 'floor' | 'baked' | 'unbaked' | 'law' | 'scan' | 'recipes-before' | 'core-before';
  const build = (kind: Kind) => {
    const core = kind === 'core-before' ? o.coreBefore! : { createFoilMaterial, requireRecipe };
    const scene = new Scene();
    const meshes: Mesh[] = [];
    for (let i = 0; i < o.n; i++) {
      // One material per card, as a site would make them (per-card uniforms, per-card bake).
      const material: Material =
        kind === 'floor'
          ? plains[i % plains.length]!
          : core.createFoilMaterial({
              recipe:
                kind === 'recipes-before'
                  ? o.recipesBefore![i % o.recipesBefore!.length]!
                  : core.requireRecipe(VANILLA_RECIPES[i % VANILLA_RECIPES.length]!),
              textures: { face: textures[i % textures.length]! },
              ...(kind === 'unbaked' ? { bake: false as const } : {}),
            });
      if (kind === 'law' || kind === 'scan') {
        const foil = material as FoilMaterial;
        foil.fragmentShader = assembleFragmentShader(foil.recipe, { overrides: BREAKDOWN[kind] });
      }
      const mesh = new Mesh(geometry, material);
      placeCard(mesh, i, o.layout, o.pad, o.gap);
      scene.add(mesh);
      meshes.push(mesh);
    }
    return { kind, scene, meshes, samples: [] as number[], first: 0 };
  };
  const kinds = [
    'floor',
    'baked',
    ...(o.unbaked ? (['unbaked'] as const) : []),
    ...(o.breakdown ? (['law', 'scan'] as const) : []),
    ...(o.recipesBefore ? (['recipes-before'] as const) : []),
    ...(o.coreBefore ? (['core-before'] as const) : []),
  ] as const;
  await loadStaticBake();
  if (o.coreBefore) await o.coreBefore.loadStaticBake();
  const runs = kinds.map(build);
  for (const run of runs) {
    const t0 = performance.now();
    renderer.render(run.scene, camera);
    stage.sync();
    run.first = performance.now() - t0;
  }
  for (let f = 0; f < o.warmup + o.frames; f++) {
    const t = f * 0.4;
    for (const run of runs) {
      run.meshes.forEach((m, i) => {
        const x = 0.8 * Math.sin(t + i * 0.7);
        const y = 0.6 * Math.cos(1.3 * t + i);
        m.rotation.set(-0.25 * y, 0.25 * x, 0);
        if (run.kind !== 'floor') (m.material as FoilMaterial).setUniform('uTilt', [x, y]);
      });
      const s0 = performance.now();
      renderer.render(run.scene, camera);
      stage.sync();
      if (f >= o.warmup) run.samples.push(performance.now() - s0);
    }
  }
  // Bakes during the timed frames (one per card means tilt never re-baked).
  const bakes = runs[1]!.meshes.reduce((sum, m) => sum + (m.material as FoilMaterial).bakeInfo().bakes, 0);
  // What a bake costs: frames in which every card re-bakes (a static input moved), taken in
  // turn with plain baked frames; the difference of the medians over N is one bake.
  const rebake: number[] = [];
  const steady: number[] = [];
  const bakedRun = runs[1]!;
  for (let f = 0; f < Math.max(4, Math.min(o.frames, 8)); f++) {
    for (const m of bakedRun.meshes)
      (m.material as FoilMaterial).setUniform('uMaskRadius', f % 2 ? 0.03 : 0.031);
    for (const out of [rebake, steady]) {
      const s0 = performance.now();
      renderer.render(bakedRun.scene, camera);
      stage.sync();
      out.push(performance.now() - s0);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const bakeMs = (median(rebake) - median(steady)) / o.n;
  const bakeBytes = runs[1]!.meshes.reduce(
    (sum, m) => sum + (m.material as FoilMaterial).bakeInfo().bytes,
    0,
  );
  for (const run of runs.slice(1)) for (const m of run.meshes) (m.material as Material).dispose();
  const of = (kind: string) => runs.find((r) => r.kind === kind);
  const [floor, baked, unbaked] = [of('floor'), of('baked'), of('unbaked')];
  geometry.dispose();
  plains.forEach((m) => m.dispose());
  textures.forEach((t) => t.dispose());
  stage.dispose();
  return {
    floor: floor!.samples,
    baked: baked!.samples,
    unbaked: unbaked?.samples ?? [],
    law: of('law')?.samples ?? [],
    scan: of('scan')?.samples ?? [],
    recipesBefore: of('recipes-before')?.samples ?? [],
    coreBefore: of('core-before')?.samples ?? [],
    firstFrameMs: { floor: floor!.first, baked: baked!.first, unbaked: unbaked?.first ?? 0 },
    bakeBytes,
    bakes,
    bakeMs,
  };
}
