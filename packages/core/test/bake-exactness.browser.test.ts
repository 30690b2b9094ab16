import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFoilMaterial, loadStaticBake } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer, diffPixels, faceTexture, imageSpaceTexture } from '@foilkit/render-harness';
import { ringPlate, windowCard, windowMaskUniforms } from './support/cards.js';
import { renderTilts, type CardRender } from './support/law-render.js';

// Where the bake's texel grid is the fragment grid (a flat card drawn at the bake's width, as
// parity renders), the baked path must equal the unbaked reference within 1/255 everywhere.
const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card, layout } = windowCard(W, 23);
const face = faceTexture(card);

/** A dotted cell for the ink slot; with the ring plate, both slots have real slopes. */
function dotCell() {
  const size = 32;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const a = Math.round(255 * Math.max(0, Math.min(1, (9 - Math.hypot(x - 16, y - 16)) / 3)));
      rgba.set([255, 255, 255, a], (y * size + x) * 4);
    }
  return imageSpaceTexture({ width: size, height: size, rgba }, { filter: 'linear' });
}
const etch = ringPlate();
const ink = dotCell();

const SURFACES: ReadonlyArray<{ name: string; spec: Omit<CardRender, 'recipe'> }> = [
  { name: 'layout window', spec: { textures: { face }, uniforms: windowMaskUniforms(layout) } },
  {
    name: 'reverse, ink design and etch plate',
    spec: {
      textures: { face, etch, ink },
      uniforms: {
        ...windowMaskUniforms(layout, 1),
        uInkOn: 1,
        uInkDraw: 1,
        uInkTile: [6, 0.1, 0.2, 0.05],
        uInkStrength: 0.8,
        uEtchOn: 1,
        uEtchTexel: [1 / 64, 1 / 64],
      },
    },
  },
];
const TILTS = [
  [-0.7, 0.5],
  [0.4, -0.3],
] as const;

describe('the bake at the fragment grid equals the unbaked reference within 1/255', () => {
  for (const recipe of listRecipes()) {
    it(recipe.id, () => {
      for (const surface of SURFACES) {
        const reference = renderTilts(renderer, { recipe, ...surface.spec, bake: false }, TILTS, W);
        const baked = renderTilts(renderer, { recipe, ...surface.spec, bake: { width: W } }, TILTS, W);
        reference.forEach((px, i) => {
          const d = diffPixels(px, baked[i]!);
          expect(d.maxDelta, `${surface.name}, tilt ${TILTS[i]!.join(',')}`).toBeLessThanOrEqual(1);
        });
      }
    });
  }
});

describe('a card that cannot bake', () => {
  // Before the bake's code has loaded, or on a renderer without half-float render targets, a
  // card draws with the reference program itself: the same pixels, and no program of its own.
  it('draws with the reference program, byte for byte', () => {
    const noFloat = createMaterialRenderer();
    const has = noFloat.renderer.extensions.has.bind(noFloat.renderer.extensions);
    noFloat.renderer.extensions.has = (name: string) => name !== 'EXT_color_buffer_float' && has(name);
    try {
      for (const id of ['etched', 'starlight', 'cosmos']) {
        const recipe = listRecipes().find((r) => r.id === id)!;
        const spec = { recipe, ...SURFACES[1]!.spec };
        const reference = createFoilMaterial({ ...spec, bake: false });
        const unbakeable = createFoilMaterial(spec);
        for (const tilt of TILTS) {
          reference.setUniform('uTilt', [tilt[0], tilt[1]]);
          unbakeable.setUniform('uTilt', [tilt[0], tilt[1]]);
          const d = diffPixels(
            noFloat.render(reference, { width: W }),
            noFloat.render(unbakeable, { width: W }),
          );
          expect(d.maxDelta, `${id} at ${tilt.join(',')}`).toBe(0);
        }
        expect(unbakeable.bakeInfo()).toEqual({ on: false, bakes: 0, bytes: 0 });
        // One program for both, and no bake program: nothing was baked.
        expect(noFloat.programCount(), id).toBe(1);
        reference.dispose();
        unbakeable.dispose();
      }
    } finally {
      noFloat.dispose();
    }
  });

  it('switches to its baked program at the first draw where it can bake', () => {
    const noFloat = createMaterialRenderer();
    const has = noFloat.renderer.extensions.has.bind(noFloat.renderer.extensions);
    noFloat.renderer.extensions.has = (name: string) => name !== 'EXT_color_buffer_float' && has(name);
    const recipe = listRecipes().find((r) => r.id === 'silk')!;
    const m = createFoilMaterial({ recipe, textures: { face } });
    try {
      noFloat.render(m, { width: W });
      expect(m.bakeInfo()).toMatchObject({ on: false, bakes: 0 });
      const baked = renderer.render(m, { width: W });
      expect(m.bakeInfo()).toMatchObject({ on: true, bakes: 1 });
      const reference = createFoilMaterial({ recipe, textures: { face }, bake: false });
      expect(diffPixels(baked, renderer.render(reference, { width: W })).maxDelta).toBeLessThanOrEqual(1);
      reference.dispose();
    } finally {
      m.dispose();
      noFloat.dispose();
    }
  });
});
