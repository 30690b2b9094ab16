import { getRecipe, listRecipes } from '@foilkit/core/registry';
import { describe, expect, it } from 'vitest';
import { canonicalRecipeId, isCatalogueRecipe, resolveSurface } from '../src/index.js';
import { realData } from './helpers.js';

describe('every printing in the data resolves to a registered recipe', () => {
  it('takes its recipe ids from the core registry: every registered id is accepted, nothing else', () => {
    expect(listRecipes().length).toBe(45);
    for (const r of listRecipes()) expect(isCatalogueRecipe(r.id), r.id).toBe(true);
    expect(isCatalogueRecipe('no-such-foil')).toBe(false);
    for (const r of listRecipes())
      for (const alias of r.aliases ?? []) expect(canonicalRecipeId(alias)).toBe(r.id);
  });

  it('walks every set x rarity x variant (subsets included)', () => {
    const data = realData();
    const failures: string[] = [];
    let walked = 0;
    for (const [setId, set] of Object.entries(data.foils.sets)) {
      const groups = [{ subset: undefined as string | undefined, rarities: set.rarities }];
      for (const [subId, sub] of Object.entries(set.subsets ?? {}))
        groups.push({ subset: subId, rarities: sub.rarities ?? set.rarities });
      for (const { subset, rarities } of groups) {
        for (const rarity of rarities) {
          for (const variantKind of set.variants) {
            walked++;
            const printing = { era: set.era, set: setId, rarity, variantKind, ...(subset ? { subset } : {}) };
            const s = resolveSurface(printing, data);
            const where = `${setId}${subset ? `/${subset}` : ''} ${rarity} ${variantKind}`;
            if (variantKind === 'normal') {
              if (s.recipe !== null) failures.push(`${where}: a non-foil printing got ${s.recipe}`);
            } else if (s.recipe === null || getRecipe(s.recipe) === undefined) {
              failures.push(`${where}: recipe ${String(s.recipe)} is not in the registry`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(walked).toBeGreaterThan(1000);
  });
});
