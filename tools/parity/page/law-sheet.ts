import { FAMILIES, FAMILY_NAMES, createFoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { renderBlankBase, renderSampleCard, type CardLayout } from '@foilkit/sample-cards';
import { composeSheet, renderedCell, type SheetCell } from './compose-sheet.js';

/**
 * The same card and the same light under each family's constants, under the additive law and
 * under the metalness law, plus the blank base: what the composite law does, at a glance.
 */
export function renderLawSheet(opts: {
  width: number;
  tilt: [number, number];
  layout: CardLayout;
  recipe: string;
}): string {
  const renderer = createMaterialRenderer();
  const recipe = requireRecipe(opts.recipe);
  const scan = faceTexture(
    renderSampleCard({ width: opts.width, layout: opts.layout, era: 'wotc', seed: 11 }),
  );
  const blank = faceTexture(renderBlankBase(opts.width));
  const art = opts.layout.art;
  const windowMask = {
    uMaskRect: [art.x, art.y, art.w, art.h] as [number, number, number, number],
    uMaskRadius: opts.layout.radius,
    uMaskFeather: opts.layout.feather,
  };
  const cells: SheetCell[] = [];
  const shot = (label: string, sublabel: string, face = scan, uniforms = {}) => {
    const m = createFoilMaterial({
      recipe,
      textures: { face },
      uniforms: { uTilt: opts.tilt, ...windowMask, ...uniforms },
    });
    const px = renderer.render(m, { width: opts.width });
    cells.push(renderedCell(px, label, sublabel));
    m.dispose();
  };
  shot('plain scan', 'uIntensity 0', scan, { uIntensity: 0 });
  for (const family of FAMILY_NAMES) {
    const c = FAMILIES[family].constants;
    shot(`${family}, additive`, `sheen ${c.uSheen} depth ${c.uDepth ?? 0}`, scan, { ...c, uMetal: 0 });
    shot(`${family}, metalness`, `sheen ${c.uSheen} metal 1`, scan, { ...c, uMetal: 1 });
  }
  shot('blank base', 'uScanBase 0', blank, { uScanBase: 0, uMaskRect: [0, 0, 1, 1] });
  renderer.dispose();
  return composeSheet(cells, 7, `"${recipe.id}" light on one card: each family's constants under both laws`);
}
