import { createFoilMaterial, type FoilRecipe } from '@foilkit/core';
import { referenceCardAlpha } from '@foilkit/core/reference';
import { listRecipes } from '@foilkit/core/registry';
import { faceTexture, flipRows, type MaterialRenderer } from '@foilkit/render-harness';
import { sampleFace } from '../../visibility/src/measure.js';
import type { VisibilitySetup } from '../../visibility/src/setup.js';
import { lumaMap, RealismSweep, summariseRealism, type CardRealism, type RecipeRealism } from './metrics.js';

/** Shipped defaults, the shared specular on (unlike visibility), over a full-face mask. */
export const REALISM_UNIFORMS = {
  uMaskRect: [0, 0, 1, 1] as [number, number, number, number],
  uMaskRadius: 0,
  uMaskInvert: 0,
};

/** Measures recipes under one setup with the page's current lamp. */
export function measureRealism(
  renderer: MaterialRenderer,
  setup: VisibilitySetup,
  recipes: readonly FoilRecipe[] = listRecipes(),
): RecipeRealism[] {
  const cards = setup.cards.map((id) => {
    const face = sampleFace(id, setup.width);
    const inside = new Uint8Array(face.width * face.height);
    for (let y = 0; y < face.height; y++)
      for (let x = 0; x < face.width; x++)
        inside[y * face.width + x] =
          referenceCardAlpha((x + 0.5) / face.width, (y + 0.5) / face.height) >= 1 ? 1 : 0;
    // GL row order, as renders come back.
    const scan = flipRows(face.rgba, face.width, face.height);
    return { id, width: face.width, inside, scanLuma: lumaMap(scan), texture: faceTexture(face) };
  });
  try {
    return recipes.map((recipe) => {
      const perCard: Record<string, CardRealism> = {};
      for (const card of cards) {
        const material = createFoilMaterial({
          recipe,
          textures: { face: card.texture },
          uniforms: REALISM_UNIFORMS,
        });
        const sweep = new RealismSweep(card.scanLuma, card.inside, card.width);
        for (const tilt of setup.tilts) {
          material.setUniform('uTilt', [tilt[0], tilt[1]]);
          sweep.add(lumaMap(renderer.render(material, { width: setup.width }).data));
        }
        material.dispose();
        perCard[card.id] = sweep.result();
      }
      return summariseRealism(recipe.id, recipe.family, perCard);
    });
  } finally {
    for (const c of cards) c.texture.dispose();
  }
}
