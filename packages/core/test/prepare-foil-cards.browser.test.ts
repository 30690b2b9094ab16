import { afterAll, describe, expect, it } from 'vitest';
import {
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  Vector4,
  WebGLRenderTarget,
  WebGLRenderer,
} from 'three';
import { createFoilMaterial, prepareFoilCards, type FoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { faceTexture } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';

const W = 240;
const H = 160;
const canvas = document.createElement('canvas');
const renderer = new WebGLRenderer({ canvas, preserveDrawingBuffer: true, antialias: false });
renderer.setPixelRatio(1);
renderer.setSize(W, H, false);
const gl = renderer.getContext() as WebGL2RenderingContext;
afterAll(() => {
  renderer.dispose();
  renderer.forceContextLoss();
});

// Every link the context performs, whoever asks for it.
let links = 0;
const link = gl.linkProgram.bind(gl);
gl.linkProgram = (program: WebGLProgram) => {
  links++;
  link(program);
};

function canvasPixels(): Uint8Array {
  const out = new Uint8Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return out;
}

/** Three cards under two recipes, laid out left to right, each over a plain stand-in. */
function grid() {
  const camera = new OrthographicCamera(0, W, H, 0, -10, 10);
  const geometry = new PlaneGeometry(60, 84);
  const face = faceTexture(windowCard(64, 5).card);
  const plain = new MeshBasicMaterial({ map: face });
  const shown = new Scene();
  const staged = new Scene();
  const foils: FoilMaterial[] = [];
  ['silk', 'swirl', 'silk'].forEach((id, i) => {
    const foil = createFoilMaterial({ recipe: requireRecipe(id), textures: { face } });
    foils.push(foil);
    for (const [scene, material] of [
      [shown, plain],
      [staged, foil],
    ] as const) {
      const mesh = new Mesh(geometry, material);
      mesh.position.set(40 + i * 80, 80, 0);
      scene.add(mesh);
    }
  });
  return { camera, shown, staged, foils };
}

describe('prepareFoilCards', () => {
  it('links every program and bakes every card before the foil is shown, a task at a time', async () => {
    const { camera, shown, staged, foils } = grid();
    renderer.render(shown, camera);
    const before = links;
    await prepareFoilCards(renderer, staged, camera);
    // Two recipes' programs (the third card shares the first's) and the bake program.
    expect(links - before).toBe(3);
    expect(foils.map((m) => m.bakeInfo().bakes)).toEqual([1, 1, 1]);
    // Showing the foil now links nothing and bakes nothing more.
    const swapped = links;
    shown.children.forEach((mesh, i) => ((mesh as Mesh).material = foils[i]!));
    renderer.render(shown, camera);
    expect(links).toBe(swapped);
    expect(foils.map((m) => m.bakeInfo().bakes)).toEqual([1, 1, 1]);
    foils.forEach((m) => m.dispose());
  });

  it('touches no pixel of the page but the one under each card centre, and restores the renderer', async () => {
    const { camera, shown, staged, foils } = grid();
    renderer.render(shown, camera);
    const plain = canvasPixels();
    const target = new WebGLRenderTarget(4, 4);
    renderer.setRenderTarget(target);
    renderer.setScissor(1, 2, 3, 4);
    renderer.setScissorTest(false);
    renderer.autoClear = true;
    await prepareFoilCards(renderer, staged, camera);
    expect(renderer.getRenderTarget()).toBe(target);
    expect(renderer.getScissor(new Vector4()).toArray()).toEqual([1, 2, 3, 4]);
    expect(renderer.getScissorTest()).toBe(false);
    expect(renderer.autoClear).toBe(true);
    renderer.setRenderTarget(null);
    const after = canvasPixels();
    const changed: number[] = [];
    for (let p = 0; p < W * H; p++)
      if ([0, 1, 2, 3].some((c) => after[p * 4 + c] !== plain[p * 4 + c])) changed.push(p);
    // One pixel per card, at its centre ((40, 80), (120, 80), (200, 80) in GL pixels, give or
    // take the rounding of the projection): a foil draw really ran there, and nowhere else.
    const at = changed.map((p) => [p % W, Math.floor(p / W)] as const);
    expect(at).toHaveLength(3);
    at.forEach(([x, y], i) => {
      expect(Math.abs(x - [40, 120, 200][i]!), `card ${i}`).toBeLessThanOrEqual(1);
      expect(Math.abs(y - 80), `card ${i}`).toBeLessThanOrEqual(1);
    });
    target.dispose();
    foils.forEach((m) => m.dispose());
  });
});
