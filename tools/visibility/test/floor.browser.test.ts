import { afterAll, describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer } from '@foilkit/render-harness';
import { measureVisibility, TEST_SETUP, VISIBILITY_FLOOR } from '../src/index.js';

// Issue 14: every foil must read as foil at a normal tilt. The same measurement as
// `npm run visibility`, on smaller cards and a 3x3 grid, so it stays cheap in the suite.
describe(`every recipe reaches the visibility floor (${TEST_SETUP.width}px cards, 3x3 tilts within +-0.5)`, () => {
  const renderer = createMaterialRenderer();
  afterAll(() => renderer.dispose());

  for (const recipe of listRecipes()) {
    it(`${recipe.id} (${recipe.family})`, () => {
      const [r] = measureVisibility(renderer, TEST_SETUP, [recipe]);
      expect(r!.p99, 'p99 of the per-pixel change at the best tilt, /255').toBeGreaterThanOrEqual(
        VISIBILITY_FLOOR.p99,
      );
      expect(r!.litShare, 'share of pixels lit by >= 32/255 at some tilt').toBeGreaterThanOrEqual(
        VISIBILITY_FLOOR.litShare,
      );
    });
  }
});
