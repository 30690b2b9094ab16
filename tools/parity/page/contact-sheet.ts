import { listRecipes } from '@foilkit/core';
import type { CardLayout } from '@foilkit/sample-cards';
import { renderParitySet } from '../src/index.js';

/**
 * One PNG of every recipe on the synthetic scan at one tilt, labelled with its id and family,
 * so a reader sees the whole library at a glance.
 */
export function renderContactSheet(opts: { width: number; tilt: [number, number]; columns: number; layout: CardLayout; recipes?: string[] }): string {
  const results = renderParitySet({
    bases: ['scan'],
    tilts: [opts.tilt],
    width: opts.width,
    withPixels: true,
    layout: opts.layout,
    ...(opts.recipes ? { recipes: opts.recipes } : {}),
  });
  const families = new Map(listRecipes().map((r) => [r.id, r.family]));
  const first = results[0];
  if (!first) throw new Error('contact sheet: no recipes rendered');
  const cellW = first.width + 16;
  const cellH = first.height + 34;
  const rows = Math.ceil(results.length / opts.columns);
  const canvas = document.createElement('canvas');
  canvas.width = cellW * opts.columns;
  canvas.height = cellH * rows;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('contact sheet: no 2d context');
  ctx.fillStyle = '#1d1f24';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  results.forEach((r, i) => {
    const x = (i % opts.columns) * cellW + 8;
    const y = Math.floor(i / opts.columns) * cellH + 6;
    const img = new ImageData(new Uint8ClampedArray(r.rgba!), r.width, r.height);
    const tmp = document.createElement('canvas');
    tmp.width = r.width;
    tmp.height = r.height;
    tmp.getContext('2d')!.putImageData(img, 0, 0);
    ctx.drawImage(tmp, x, y);
    ctx.fillStyle = '#e8e8ea';
    ctx.font = '11px sans-serif';
    ctx.fillText(r.recipe, x, y + r.height + 13);
    ctx.fillStyle = '#9aa0aa';
    ctx.fillText(families.get(r.recipe) ?? '', x, y + r.height + 25);
  });
  return canvas.toDataURL('image/png');
}
