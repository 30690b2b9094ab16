import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, render } from 'vitest-browser-react';
import type { RootState } from '@react-three/fiber';
import type { Mesh, Object3D } from 'three';
import { FoilMaterial } from '@foilkit/core';
import { FoilCard, FoilCollection, type FoilCardHandle } from '../src/index.js';
import { allFoil, card, pixelAt, rootCatcher, SCANS, sleep, until } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 100px)', gap: 24, padding: 24 } as const;
const LABELS = ['moving', 'still 1', 'still 2'];

/** Every uniform of a material as plain data (vectors and colours as arrays, textures by id). */
function uniformValues(material: FoilMaterial): string {
  const plain = (v: unknown): unknown =>
    v === null || typeof v !== 'object'
      ? v
      : 'isTexture' in v
        ? (v as unknown as { uuid: string }).uuid
        : 'toArray' in v
          ? (v as { toArray(): number[] }).toArray()
          : Array.isArray(v)
            ? v.map(plain)
            : v;
  return JSON.stringify(Object.entries(material.uniforms).map(([k, u]) => [k, plain(u.value)]));
}

/** The foil material of every view the next full redraw draws, in order. */
async function materials(state: RootState): Promise<FoilMaterial[]> {
  const seen: FoilMaterial[] = [];
  const draw = state.gl.render.bind(state.gl);
  state.gl.render = (scene: Object3D, camera) => {
    scene.traverse((o) => {
      if ((o as Mesh).material instanceof FoilMaterial) seen.push((o as Mesh).material as FoilMaterial);
    });
    draw(scene, camera);
  };
  // A resize redraws every view.
  dispatchEvent(new Event('resize'));
  await until(() => seen.length >= LABELS.length, 'a full redraw');
  state.gl.render = draw;
  return seen;
}

async function mount(adaptive: boolean) {
  const refs = LABELS.map(() => createRef<FoilCardHandle>());
  const { onCreated, root } = rootCatcher();
  await render(
    <FoilCollection
      style={grid}
      onCreated={onCreated}
      {...(adaptive ? { adaptiveResolution: { frameBudgetMs: 0, minScale: 0.5 } } : {})}
    >
      {LABELS.map((label, i) => (
        <FoilCard key={label} ref={refs[i]} src={SCANS[i]!} alt={label} recipe="gold" gyroscope={false} />
      ))}
    </FoilCollection>,
  );
  const state = await root;
  await until(() => allFoil(LABELS.length), 'cards drawn', 60_000);
  return { state, refs };
}

/** Keeps frames running back to back for a while (one card swings to and fro). */
async function swing(ref: FoilCardHandle, until: () => boolean) {
  for (let i = 0; i < 40 && !until(); i++) {
    ref.setTilt({ x: i % 2 ? 0.9 : -0.9, y: 0.3 });
    await sleep(250);
  }
}

describe('adaptive resolution', () => {
  it('steps the pixel ratio down while frames run long, and changes no uniform', async () => {
    const { state, refs } = await mount(true);
    const ratio = state.gl.getPixelRatio();
    const width = state.gl.domElement.width;
    const cssWidth = state.gl.domElement.getBoundingClientRect().width;
    const before = (await materials(state)).slice(1).map(uniformValues);
    const stillAt = card('still 2').getBoundingClientRect();

    await swing(refs[0]!.current!, () => state.gl.getPixelRatio() < ratio);
    expect(state.gl.getPixelRatio()).toBeCloseTo(ratio * 0.75, 5);
    expect(state.gl.domElement.width).toBeLessThan(width);
    // The canvas covers the same page box, the cards the same layout.
    expect(state.gl.domElement.getBoundingClientRect().width).toBe(cssWidth);
    expect(card('still 2').getBoundingClientRect()).toEqual(stillAt);
    // Every uniform of the still cards is what it was: only the resolution changed.
    const after = await materials(state);
    expect(after.slice(1).map(uniformValues)).toEqual(before);
    const px = pixelAt(state, stillAt.left + stillAt.width / 2, stillAt.top + stillAt.height / 2);
    expect(px[3]).toBeGreaterThan(200);
  });

  it('is off by default: long frames leave the pixel ratio alone', async () => {
    const { state, refs } = await mount(false);
    const ratio = state.gl.getPixelRatio();
    const frames = state.gl.info.render.frame;
    await swing(refs[0]!.current!, () => state.gl.info.render.frame > frames + 24);
    expect(state.gl.info.render.frame).toBeGreaterThan(frames + 16);
    expect(state.gl.getPixelRatio()).toBe(ratio);
  });
});
