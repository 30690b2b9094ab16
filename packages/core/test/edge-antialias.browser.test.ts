// uEdgeAA: on a canvas drawn without multisampling, the card's outline is antialiased in the
// shader. The truth it is judged against is the outline's coverage: the same card drawn four
// times larger and averaged down, 4 x 4 pixels to one.
import { afterAll, describe, expect, it } from 'vitest';
import { Mesh, PerspectiveCamera, PlaneGeometry, Scene, WebGLRenderer, type BufferGeometry } from 'three';
import { cardPlaneWithMargin, createFoilMaterial } from '@foilkit/core';
import { CARD_ASPECT } from '@foilkit/core/contract';
import { requireRecipe } from '@foilkit/core/registry';
import { faceTexture } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';

const SIZE = 160;
const face = faceTexture(windowCard(128, 3).card);
const plain = new PlaneGeometry(1, CARD_ASPECT);
const margin = cardPlaneWithMargin();
afterAll(() => {
  plain.dispose();
  margin.dispose();
});

interface Draw {
  readonly antialias: boolean;
  readonly edgeAA: 0 | 1;
  readonly geometry: BufferGeometry;
  readonly scale?: number;
}

/** The card turned as a pointer turns it, drawn at SIZE x SIZE: its alpha, averaged `scale` x `scale`. */
function alphaOf({ antialias, edgeAA, geometry, scale = 1 }: Draw): Float64Array {
  const size = SIZE * scale;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const renderer = new WebGLRenderer({ canvas, antialias, alpha: true });
  renderer.setClearColor(0x000000, 0);
  const material = createFoilMaterial({
    recipe: requireRecipe('gold'),
    textures: { face },
    uniforms: { uEdgeAA: edgeAA, uTilt: [0.6, 0.35] },
  });
  const mesh = new Mesh(geometry, material);
  mesh.rotation.set(0.1, -0.17, 0.2);
  const camera = new PerspectiveCamera(40, 1, 0.1, 10);
  camera.position.z = 2.2;
  renderer.render(new Scene().add(mesh), camera);
  const gl = renderer.getContext();
  const px = new Uint8Array(size * size * 4);
  gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, px);
  material.dispose();
  renderer.dispose();
  renderer.forceContextLoss();
  const alpha = new Float64Array(SIZE * SIZE);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      alpha[Math.floor(y / scale) * SIZE + Math.floor(x / scale)]! +=
        px[(y * size + x) * 4 + 3]! / (scale * scale);
  return alpha;
}

/** Mean |alpha - truth| over the outline (where the truth is neither empty nor full). */
function outlineError(alpha: Float64Array, truth: Float64Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < truth.length; i++) {
    if (truth[i]! < 4 || truth[i]! > 251) continue;
    sum += Math.abs(alpha[i]! - truth[i]!);
    n++;
  }
  expect(n, 'the tilted card has an outline').toBeGreaterThan(300);
  return sum / n;
}

describe('the card outline on a canvas without multisampling', () => {
  const truth = alphaOf({ antialias: false, edgeAA: 0, geometry: plain, scale: 4 });
  const hard = alphaOf({ antialias: false, edgeAA: 0, geometry: plain });
  const multisampled = alphaOf({ antialias: true, edgeAA: 0, geometry: plain });
  const smooth = alphaOf({ antialias: false, edgeAA: 1, geometry: margin });

  it('with uEdgeAA on the margin plane, follows the coverage far better than the fixed ramp, and no worse than 4x multisampling', () => {
    const h = outlineError(hard, truth);
    const m = outlineError(multisampled, truth);
    const s = outlineError(smooth, truth);
    const said = `uEdgeAA ${s.toFixed(1)}, fixed ramp ${h.toFixed(1)}, multisampled ${m.toFixed(1)} (of 255)`;
    expect(s, said).toBeLessThan(0.7 * h);
    expect(s, said).toBeLessThanOrEqual(m);
  });

  it('leaves the inside and the outside as they were: only the outline changes', () => {
    let changed = 0;
    let boundary = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (Math.abs(hard[i]! - smooth[i]!) > 0.5) changed++;
      if (truth[i]! >= 4 && truth[i]! <= 251) boundary++;
    }
    expect(changed, `${changed} pixels changed, ${boundary} on the outline`).toBeGreaterThan(0);
    expect(changed).toBeLessThan(2.5 * boundary);
  });
});
