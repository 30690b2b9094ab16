import { describe, expect, it } from 'vitest';
import { CanonError, createCanon, createFoilMaterial, loadCanon, UNIFORMS } from '@foilkit/core';
import { getRecipe, listRecipes } from '@foilkit/core/registry';

const loadCanonById = (input: unknown, source?: string) => loadCanon(input, getRecipe, source);

const recipe = listRecipes()[0]!;
const base = { format: 'foilkit-canon', version: 1, recipe: recipe.id } as const;

describe('canon files', () => {
  it('applies known recipe-owned keys and reports unknown keys without throwing', () => {
    const loaded = loadCanonById(
      { ...base, uniforms: { uSat: 0.3, uRetiredGlow: 2, uP0: 12 } },
      'looks/a.json',
    );
    expect(loaded.uniforms.uSat).toBe(0.3);
    expect(loaded.report.unknown).toEqual(['uRetiredGlow']);
    expect(loaded.uniforms).not.toHaveProperty('uRetiredGlow');
  });

  it('lets a key missing from an older canon inherit the code default', () => {
    const loaded = loadCanonById({ ...base, uniforms: { uSat: 0.3 } });
    expect(loaded.report.missing).toContain('uSpecular');
    const m = createFoilMaterial({ recipe, canon: loaded });
    // The code default is the recipe's own where it sets one (starlight's glare), else the table's.
    expect(m.getUniform('uSpecular')).toBe(recipe.defaults.uSpecular ?? UNIFORMS.uSpecular.default);
    expect(m.getUniform('uSat')).toBe(0.3);
  });

  it('rejects a surface-owned or structural key with a message naming the file and key', () => {
    expect(() => loadCanonById({ ...base, uniforms: { uScanBase: 0 } }, 'looks/b.json')).toThrow(CanonError);
    expect(() => loadCanonById({ ...base, uniforms: { uScanBase: 0 } }, 'looks/b.json')).toThrow(
      /looks\/b.json: uniforms.uScanBase is surface-owned/,
    );
    expect(() => loadCanonById({ ...base, uniforms: { uInkOn: 1 } }, 'c.json')).toThrow(
      /uniforms.uInkOn is structural-owned/,
    );
  });

  it('clamps out-of-range values and reports them', () => {
    const loaded = loadCanonById({ ...base, uniforms: { uSat: 4, uHueSpread: -1 } });
    expect(loaded.uniforms.uSat).toBe(1);
    expect(loaded.uniforms.uHueSpread).toBe(0);
    expect(loaded.report.clamped).toEqual([
      { key: 'uSat', from: 4, to: 1 },
      { key: 'uHueSpread', from: -1, to: 0 },
    ]);
  });

  it('rejects malformed files clearly', () => {
    expect(() => loadCanonById('nope', 'x.json')).toThrow(/x.json: \(root\) must be a JSON object/);
    expect(() => loadCanonById({ ...base, format: 'other', uniforms: {} })).toThrow(
      /format must be "foilkit-canon"/,
    );
    expect(() => loadCanonById({ ...base, version: 99, uniforms: {} })).toThrow(/version/);
    expect(() => loadCanonById({ ...base, recipe: 'gone', uniforms: {} })).toThrow(
      /"gone" is not a registered recipe/,
    );
    expect(() => loadCanonById({ ...base, uniforms: { uSat: 'high' } })).toThrow(
      /uniforms.uSat expects a finite number/,
    );
  });

  it('round-trips a material through a full snapshot', () => {
    const m = createFoilMaterial({ recipe, uniforms: { uSat: 0.25, uHueShift: 0.4 } });
    const canon = createCanon(recipe.id, m.recipeValues());
    const n = createFoilMaterial({ recipe, canon });
    expect(n.recipeValues()).toEqual(m.recipeValues());
    expect(
      Object.keys(canon.uniforms).every((k) => UNIFORMS[k as keyof typeof UNIFORMS].owner === 'recipe'),
    ).toBe(true);
  });
});

describe('the shipped canon files (data/canon)', () => {
  it('exist for every recipe and load cleanly: no unknown, missing or clamped keys', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../../../data/canon/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(
      listRecipes()
        .map((r) => `${r.id}.json`)
        .sort(),
    );
    for (const file of files) {
      const loaded = loadCanonById(
        JSON.parse(readFileSync(new URL(file, dir), 'utf8')),
        `data/canon/${file}`,
      );
      expect(loaded.recipe.id).toBe(file.replace(/\.json$/, ''));
      expect(loaded.report).toEqual({ unknown: [], missing: [], clamped: [] });
      expect(() => createFoilMaterial({ recipe: loaded.recipe, canon: loaded }).dispose()).not.toThrow();
    }
  });
});
