import { listRecipes } from '@foilkit/core/registry';
import type { CardLayout } from '@foilkit/sample-cards';
import { renderParitySet } from '../src/index.js';
import { composeSheet } from './compose-sheet.js';

/**
 * One PNG of every recipe on the synthetic scan at one tilt, labelled with its id and family,
 * so a reader sees the whole library at a glance.
 */
export function renderContactSheet(opts: {
  width: number;
  tilt: [number, number];
  columns: number;
  layout: CardLayout;
  recipes?: string[];
}): string {
  const results = renderParitySet({
    bases: ['scan'],
    tilts: [opts.tilt],
    width: opts.width,
    withPixels: true,
    layout: opts.layout,
    ...(opts.recipes ? { recipes: opts.recipes } : {}),
  });
  const families = new Map(listRecipes().map((r) => [r.id, r.family]));
  return composeSheet(
    results.map((r) => ({
      rgba: r.rgba!,
      width: r.width,
      height: r.height,
      label: r.recipe,
      sublabel: families.get(r.recipe) ?? '',
    })),
    opts.columns,
  );
}
