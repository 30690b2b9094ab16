import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';
import type { ArguedTarget } from '../src/metrics.js';
import targetsFile from '../targets.json' with { type: 'json' };

// The targets file's excuses must stay honest: an argued bound names a real recipe, carries its
// argument and points at the picture in docs/ that shows it, and no recipe is excused twice.
const pending: Record<string, string> = targetsFile.pending;
const argued = (targetsFile as { argued?: Record<string, ArguedTarget> }).argued ?? {};
const repoFile = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

describe('tools/realism/targets.json', () => {
  const ids = new Set(listRecipes().map((r) => r.id));

  it('every argued bound names a recipe, gives its argument and shows it in a picture in docs/', () => {
    expect(Object.keys(argued).length).toBeGreaterThan(0);
    for (const [id, own] of Object.entries(argued)) {
      expect(ids.has(id), `argued: ${id} is no recipe`).toBe(true);
      expect(pending[id], `${id} is both pending and argued`).toBeUndefined();
      expect(own.why.length, `argued: ${id} has no argument`).toBeGreaterThan(40);
      expect(Object.keys({ ...own.min, ...own.max }).length, `argued: ${id} bounds nothing`).toBeGreaterThan(
        0,
      );
      expect(
        own.picture.startsWith('docs/') && existsSync(repoFile(own.picture)),
        `argued: ${id} picture ${own.picture}`,
      ).toBe(true);
    }
  });
});
