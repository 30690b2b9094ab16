import { createFoilMaterial } from '@foilkit/core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { sampleFace } from '../../visibility/src/index.js';
import { composeSheet, renderedCell, type SheetCell } from './compose-sheet.js';

export interface VisibilitySheetRequest {
  /** Card width in pixels: display size, as a card site shows a card in a grid. */
  width: number;
  /** Sample printing ids (SAMPLE_PRINTINGS). */
  cards: string[];
  tilts: Array<[number, number]>;
  recipes?: string[];
  mime: 'image/png' | 'image/jpeg';
}

/**
 * Every recipe as shipped (sheen band included) over the whole face of each card at each tilt,
 * one row per recipe, after a row of the plain scans: the issue-14 measurement, to the eye.
 */
export function renderVisibilitySheet(req: VisibilitySheetRequest): string {
  const renderer = createMaterialRenderer();
  const faces = req.cards.map((id) => ({ id, texture: faceTexture(sampleFace(id, req.width)) }));
  const recipes = req.recipes ? req.recipes.map((id) => requireRecipe(id)) : listRecipes();
  const cells: SheetCell[] = [];
  const tiltLabel = (t: readonly [number, number]) => `tilt ${t[0]}, ${t[1]}`;
  const row = (label: string, uniforms: { uIntensity?: number }, recipe = recipes[0]!) => {
    for (const face of faces) {
      const m = createFoilMaterial({ recipe, textures: { face: face.texture }, uniforms });
      for (const tilt of req.tilts) {
        m.setUniform('uTilt', tilt);
        const px = renderer.render(m, { width: req.width });
        cells.push(renderedCell(px, label, `${face.id}, ${tiltLabel(tilt)}`));
      }
      m.dispose();
    }
  };
  row('plain scan', { uIntensity: 0 });
  for (const recipe of recipes) row(`${recipe.id} (${recipe.family})`, {}, recipe);
  for (const f of faces) f.texture.dispose();
  renderer.dispose();
  return composeSheet(
    cells,
    req.cards.length * req.tilts.length,
    'Visibility: each recipe as shipped, full face, at display size and three pointer tilts',
    req.mime,
  );
}
