import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticBake } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, diffPixels, faceTexture, imageSpaceTexture } from '@foilkit/render-harness';
import { glyphEmblemBeforeSlot } from '../src/recipes/glyph-emblem.js';
import { blankBaseTexture, ringPlate, windowCard } from './support/cards.js';
import { renderTilts } from './support/law-render.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card } = windowCard(W, 17);
const face = faceTexture(card);
const blank = blankBaseTexture(W);
const TILTS = [
  [-0.8, 0.4],
  [0, 0],
  [0.6, -0.7],
] as const;

/** A 2x2 atlas of four plain test shapes (disc, bar, ring, square), white on transparent. */
function testAtlas() {
  const cell = 16;
  const size = cell * 2;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const index = (y >= cell ? 2 : 0) + (x >= cell ? 1 : 0);
      const u = (x % cell) / cell - 0.5;
      const v = (y % cell) / cell - 0.5;
      const r = Math.hypot(u, v);
      const on = [
        r < 0.35,
        Math.abs(v) < 0.12,
        r < 0.4 && r > 0.25,
        Math.max(Math.abs(u), Math.abs(v)) < 0.3,
      ][index];
      if (on) rgba.set([255, 255, 255, 255], (y * size + x) * 4);
    }
  return imageSpaceTexture({ width: size, height: size, rgba }, { filter: 'linear' });
}

describe('the glyph slot', () => {
  const recipe = requireRecipe('glyph-emblem');

  it('without glyph art, glyph-emblem renders byte-identical to the recipe before the slot existed', () => {
    for (const [tex, scanBase] of [
      [face, 1],
      [blank, 0],
    ] as const) {
      const now = renderTilts(
        renderer,
        { recipe, textures: { face: tex }, uniforms: { uScanBase: scanBase } },
        TILTS,
        W,
      );
      const before = renderTilts(
        renderer,
        { recipe: glyphEmblemBeforeSlot, textures: { face: tex }, uniforms: { uScanBase: scanBase } },
        TILTS,
        W,
      );
      now.forEach((px, i) => expect(diffPixels(px, before[i]!).differing).toBe(0));
    }
  });

  it('with an atlas supplied it draws the supplied emblems instead', () => {
    const glyph = testAtlas();
    const on = { uGlyphOn: 1, uGlyphCount: 4, uGlyphGrid: [2, 2] as [number, number] };
    const [fallback] = renderTilts(renderer, { recipe, textures: { face } }, [[0.3, 0.2]], W);
    const [withArt] = renderTilts(
      renderer,
      { recipe, textures: { face, glyph }, uniforms: on },
      [[0.3, 0.2]],
      W,
    );
    expect(diffPixels(fallback!, withArt!).differing).toBeGreaterThan(1000);
    // The switch alone, with no glyphs counted, keeps the procedural look: an empty slot is a supported state.
    const [switchOnly] = renderTilts(
      renderer,
      { recipe, textures: { face, glyph }, uniforms: { ...on, uGlyphCount: 0 } },
      [[0.3, 0.2]],
      W,
    );
    expect(diffPixels(fallback!, switchOnly!).differing).toBe(0);
  });
});

describe('the etch plate', () => {
  const recipe = requireRecipe('etched');
  const plate = ringPlate();
  const plateOn = { uEtchOn: 1, uEtchTexel: [1 / 64, 1 / 64] as [number, number] };

  it('etched reads the plate when one is supplied, and its procedural relief when not', () => {
    const [procedural] = renderTilts(renderer, { recipe, textures: { face } }, [[0.4, -0.2]], W);
    const [plated] = renderTilts(
      renderer,
      { recipe, textures: { face, etch: plate }, uniforms: plateOn },
      [[0.4, -0.2]],
      W,
    );
    expect(diffPixels(procedural!, plated!).differing).toBeGreaterThan(500);
    const [plateTilted] = renderTilts(
      renderer,
      { recipe, textures: { face, etch: plate }, uniforms: plateOn },
      [[-0.6, 0.5]],
      W,
    );
    expect(diffPixels(plated!, plateTilted!).differing, 'the plated glint follows tilt').toBeGreaterThan(500);
  });

  it('a plate bound with its switch off changes nothing (the switch, not the texture, decides)', () => {
    for (const id of ['etched', 'rainbow', 'starlight']) {
      const r = requireRecipe(id);
      const [none] = renderTilts(renderer, { recipe: r, textures: { face } }, [[0.4, -0.2]], W);
      const [bound] = renderTilts(renderer, { recipe: r, textures: { face, etch: plate } }, [[0.4, -0.2]], W);
      expect(diffPixels(none!, bound!).differing, id).toBe(0);
    }
  });
});
