import { renderKey, type ParityManifest, type ParityRender } from './manifest.js';

export interface RenderDifference {
  readonly key: string;
  readonly recipe: string;
  /** Largest channel delta 0..255, when pixel data was available to measure it. */
  readonly maxDelta?: number;
  readonly reason: 'pixels' | 'missing-in-a' | 'missing-in-b';
}

export interface ParityComparison {
  /** Recipes whose every render is byte-identical in both manifests. */
  readonly identicalRecipes: readonly string[];
  readonly recipes: readonly string[];
  readonly differences: readonly RenderDifference[];
}

/**
 * Compares two manifests render by render (by hash). `measure` may read both PNGs and return
 * the largest channel delta, so the report says how far apart a differing pair is.
 */
export function compareManifests(
  a: ParityManifest,
  b: ParityManifest,
  measure?: (ra: ParityRender, rb: ParityRender) => number,
): ParityComparison {
  const byKeyB = new Map(b.renders.map((r) => [renderKey(r), r]));
  const byKeyA = new Map(a.renders.map((r) => [renderKey(r), r]));
  const differences: RenderDifference[] = [];
  for (const ra of a.renders) {
    const key = renderKey(ra);
    const rb = byKeyB.get(key);
    if (!rb) differences.push({ key, recipe: ra.recipe, reason: 'missing-in-b' });
    else if (ra.hash !== rb.hash) {
      differences.push({
        key,
        recipe: ra.recipe,
        reason: 'pixels',
        ...(measure ? { maxDelta: measure(ra, rb) } : {}),
      });
    }
  }
  for (const rb of b.renders) {
    if (!byKeyA.has(renderKey(rb)))
      differences.push({ key: renderKey(rb), recipe: rb.recipe, reason: 'missing-in-a' });
  }
  const recipes = [...new Set([...a.renders, ...b.renders].map((r) => r.recipe))];
  const differing = new Set(differences.map((d) => d.recipe));
  return { recipes, identicalRecipes: recipes.filter((r) => !differing.has(r)), differences };
}

export function formatComparison(c: ParityComparison): string {
  const lines = [`${c.identicalRecipes.length}/${c.recipes.length} byte-identical`];
  for (const d of c.differences) {
    const delta = d.maxDelta === undefined ? '' : ` max channel delta ${d.maxDelta}`;
    lines.push(`  ${d.key}: ${d.reason}${delta}`);
  }
  return lines.join('\n');
}
