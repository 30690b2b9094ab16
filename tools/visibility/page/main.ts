import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer } from '@foilkit/render-harness';
import { measureVisibility, tiltGrid, VISIBILITY_CARDS } from '../src/index.js';

interface RunRequest {
  width: number;
  steps: number;
  recipes?: string[];
}

// The CLI drives this page through this entry point.
Object.assign(window, {
  foilVisibility: {
    run(req: RunRequest) {
      const wanted = req.recipes ? new Set(req.recipes) : undefined;
      const recipes = listRecipes().filter((r) => !wanted || wanted.has(r.id));
      const unknown = req.recipes?.filter((id) => !recipes.some((r) => r.id === id)) ?? [];
      if (unknown.length > 0) throw new Error(`visibility: unknown recipe(s) ${unknown.join(', ')}`);
      const renderer = createMaterialRenderer();
      try {
        return measureVisibility(
          renderer,
          { width: req.width, tilts: tiltGrid(req.steps), cards: VISIBILITY_CARDS },
          recipes,
        );
      } finally {
        renderer.dispose();
      }
    },
  },
});
document.title = 'foilkit visibility: ready';
