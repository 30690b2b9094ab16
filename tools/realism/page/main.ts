import { resetFoilLamp, setFoilLamp } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer } from '@foilkit/render-harness';
import { tiltGrid, VISIBILITY_CARDS } from '../../visibility/src/setup.js';
import { litMaps, measureRealism, structureMaps } from '../src/measure.js';

interface RunRequest {
  width: number;
  steps: number;
  lamp: boolean;
  recipes?: string[];
}

// The CLI drives this page through this entry point.
Object.assign(window, {
  foilRealism: {
    run(req: RunRequest) {
      const wanted = req.recipes ? new Set(req.recipes) : undefined;
      const recipes = listRecipes().filter((r) => !wanted || wanted.has(r.id));
      const unknown = req.recipes?.filter((id) => !recipes.some((r) => r.id === id)) ?? [];
      if (unknown.length > 0) throw new Error(`realism: unknown recipe(s) ${unknown.join(', ')}`);
      resetFoilLamp();
      if (!req.lamp) setFoilLamp({ on: false });
      const renderer = createMaterialRenderer();
      try {
        return measureRealism(
          renderer,
          { width: req.width, tilts: tiltGrid(req.steps), cards: VISIBILITY_CARDS },
          recipes,
        );
      } finally {
        renderer.dispose();
      }
    },
    maps(req: RunRequest & { recipe: string; structure?: boolean }) {
      const recipe = listRecipes().find((r) => r.id === req.recipe);
      if (!recipe) throw new Error(`realism: unknown recipe ${req.recipe}`);
      resetFoilLamp();
      if (!req.lamp) setFoilLamp({ on: false });
      const renderer = createMaterialRenderer();
      try {
        const setup = { width: req.width, tilts: tiltGrid(req.steps), cards: VISIBILITY_CARDS };
        return req.structure ? structureMaps(renderer, setup, recipe) : litMaps(renderer, setup, recipe);
      } finally {
        renderer.dispose();
      }
    },
  },
});
document.title = 'foilkit realism: ready';
