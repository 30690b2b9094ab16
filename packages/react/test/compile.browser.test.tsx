import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import type { RootState } from '@react-three/fiber';
import type { Camera, Mesh, Object3D, Scene } from 'three';
import { FoilMaterial } from '@foilkit/core';
import { FoilCard, FoilCollection } from '../src/index.js';
import { card, pixelAt, scan, sleep, until } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(2, 150px)', gap: 24, padding: 24 } as const;
const SCAN = scan('swsh-reverse.png');

/** The card material a scene draws (its visible FoilMaterial mesh), if any. */
function drawnMaterial(scene: Object3D): FoilMaterial | null {
  let found: FoilMaterial | null = null;
  scene.traverse((o) => {
    const m = (o as Mesh).material;
    if ((o as Mesh).isMesh && o.visible && m instanceof FoilMaterial) found = m;
  });
  return found;
}

interface Probe {
  /** Recipe ids given to compileAsync, in order. */
  compiled: string[];
  /** One entry per view drawn: the recipe it drew, and the programs linked during that draw. */
  draws: { recipe: string; linked: string[] }[];
  /** Each drawn recipe's own GLSL, by id. */
  glsl: Record<string, string>;
  /** Lets the held foil compiles go on. */
  release: () => void;
}

/** Holds every foil compile until release(), and records what each draw linked. */
function probe(state: RootState): Probe {
  const p: Probe = { compiled: [], draws: [], glsl: {}, release: () => {} };
  let released = false;
  const waiting: (() => void)[] = [];
  p.release = () => {
    released = true;
    for (const go of waiting.splice(0)) go();
  };
  const gl = state.gl;
  const compileAsync = gl.compileAsync.bind(gl);
  gl.compileAsync = (object: Object3D, camera: Camera, scene?: Scene | null) => {
    const recipe = ((object as Mesh).material as FoilMaterial).recipe.id;
    p.compiled.push(recipe);
    if (recipe === 'plain-scan' || released) return compileAsync(object, camera, scene);
    return new Promise((resolve) => waiting.push(() => resolve(compileAsync(object, camera, scene))));
  };
  const ctx = gl.getContext();
  let linked: string[] = [];
  const link = ctx.linkProgram.bind(ctx);
  ctx.linkProgram = (program: WebGLProgram) => {
    const sources = (ctx.getAttachedShaders(program) ?? []).map((s) => ctx.getShaderSource(s) ?? '');
    linked.push(sources.join('\n'));
    link(program);
  };
  const draw = gl.render.bind(gl);
  gl.render = (scene, camera) => {
    linked = [];
    draw(scene, camera);
    const recipe = drawnMaterial(scene)?.recipe;
    if (recipe) p.glsl[recipe.id] = recipe.glsl;
    p.draws.push({ recipe: recipe?.id ?? 'none', linked });
  };
  return p;
}

/** Mean of RGB over a 6x6 grid of points inside a card (away from its rounded edges). */
function meanColour(state: RootState, label: string): [number, number, number] {
  const b = card(label).getBoundingClientRect();
  const sum = [0, 0, 0];
  for (let i = 1; i <= 6; i++)
    for (let j = 1; j <= 6; j++) {
      const px = pixelAt(state, b.left + (b.width * i) / 7, b.top + (b.height * j) / 7);
      for (let c = 0; c < 3; c++) sum[c]! += px[c]!;
    }
  return sum.map((v) => v / 36) as [number, number, number];
}

/** The same points of the scan itself, drawn by the browser's 2D canvas at the card's size. */
async function scanColour(label: string): Promise<[number, number, number]> {
  const b = card(label).getBoundingClientRect();
  const img = new Image();
  img.src = SCAN;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = Math.round(b.width);
  c.height = Math.round(b.height);
  const g = c.getContext('2d')!;
  g.drawImage(img, 0, 0, c.width, c.height);
  const sum = [0, 0, 0];
  for (let i = 1; i <= 6; i++)
    for (let j = 1; j <= 6; j++) {
      const d = g.getImageData(Math.floor((c.width * i) / 7), Math.floor((c.height * j) / 7), 1, 1).data;
      for (let k = 0; k < 3; k++) sum[k]! += d[k]!;
    }
  return sum.map((v) => v / 36) as [number, number, number];
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

describe('FoilCollection compiles off the critical path', () => {
  it('a card shows its plain scan until its foil program is ready, then its foil; the swap frame compiles no recipe', async () => {
    let probed: Probe | null = null;
    let state: RootState | null = null;
    await render(
      <FoilCollection
        style={grid}
        onCreated={(s) => {
          state = s;
          probed = probe(s);
        }}
      >
        <FoilCard src={SCAN} alt="first" recipe="gold" gyroscope={false} />
      </FoilCollection>,
    );
    await until(() => probed !== null, 'the canvas');
    const p = probed as unknown as Probe;
    const s = state as unknown as RootState;
    await until(() => p.draws.some((d) => d.recipe === 'plain-scan'), 'the plain scan drawn');
    await sleep(300);
    // Held: the canvas shows the scan as printed, and the card still counts as plain.
    expect(card('first').dataset.foil).toBe('plain');
    const plain = meanColour(s, 'first');
    expect(distance(plain, await scanColour('first'))).toBeLessThan(12);
    expect(p.draws.some((d) => d.recipe === 'gold')).toBe(false);

    p.release();
    await until(() => card('first').dataset.foil === 'foil', 'foil after the compile');
    const foil = meanColour(s, 'first');
    expect(distance(foil, plain)).toBeGreaterThan(12);
    // The frame that first drew the foil linked no program of the recipe's (it came from the
    // off-thread compile); the one it may link is the bake program every card shares.
    const swap = p.draws.find((d) => d.recipe === 'gold')!;
    expect(swap.linked.filter((src) => src.includes(p.glsl.gold!))).toEqual([]);
    expect(swap.linked.length).toBeLessThanOrEqual(1);
    expect(p.compiled.filter((r) => r === 'gold')).toEqual(['gold']);
  });

  it('later cards of a ready recipe go straight to foil: no second compile, no plain frame', async () => {
    let probed: Probe | null = null;
    const app = (n: number) => (
      <FoilCollection style={grid} onCreated={(s) => (probed = probe(s))}>
        {Array.from({ length: n }, (_, i) => (
          <FoilCard key={i} src={SCAN} alt={`c${i}`} recipe="gold" gyroscope={false} />
        ))}
      </FoilCollection>
    );
    const screen = await render(app(1));
    await until(() => probed !== null, 'the canvas');
    const p = probed as unknown as Probe;
    p.release();
    await until(() => card('c0').dataset.foil === 'foil', 'the first card');
    const plainDraws = p.draws.filter((d) => d.recipe === 'plain-scan').length;
    const before = p.draws.length;
    await screen.rerender(app(2));
    await until(() => card('c1').dataset.foil === 'foil', 'the second card');
    expect(p.compiled.filter((r) => r === 'gold')).toHaveLength(1);
    expect(p.draws.filter((d) => d.recipe === 'plain-scan')).toHaveLength(plainDraws);
    // Its draws linked nothing at all.
    expect(p.draws.slice(before).flatMap((d) => d.linked)).toEqual([]);
  });
});
