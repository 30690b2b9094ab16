import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticBake } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture, type Pixels } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';
import { forInterior, renderTilts } from './support/law-render.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 96;
const { card } = windowCard(W, 29);
const face = faceTexture(card);

function meanChange(a: Pixels, b: Pixels): number {
  let sum = 0;
  let n = 0;
  forInterior(a, (_x, _y, _u, _v, i) => {
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
    n += 3;
  });
  return sum / n;
}

// Rule 4 of the contract: tilt is the primary animator; uTime is ambient drift only.
describe('tilt, not time, animates every recipe', () => {
  for (const recipe of listRecipes()) {
    it(`${recipe.id}: three seconds of time moves the foil far less than opposite tilts do`, () => {
      const [left, right] = renderTilts(
        renderer,
        { recipe, textures: { face } },
        [
          [-0.8, -0.4],
          [0.8, 0.4],
        ],
        W,
      );
      const [later] = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uTime: 3 } },
        [[-0.8, -0.4]],
        W,
      );
      const byTilt = meanChange(left!, right!);
      const byTime = meanChange(left!, later!);
      expect(byTilt, 'opposite tilts change the card').toBeGreaterThan(1);
      expect(byTime, `time ${byTime.toFixed(2)} vs tilt ${byTilt.toFixed(2)}`).toBeLessThan(byTilt / 3);
    });
  }
});
