import { describe, expect, it, vi } from 'vitest';
import { FAMILIES, checkRecipe, isUsedParam } from '@foilkit/core';
import { checkRegistry, createRegistry, listRecipes, getRecipe } from '@foilkit/core/registry';
import { validRecipe } from './fixtures/recipes.js';

describe('the registry', () => {
  it('has no problems: ids, aliases, family pairing, params and GLSL rules hold for every recipe', () => {
    expect(checkRegistry(listRecipes())).toEqual([]);
  });

  it('machine-checks the family <-> defaults pairing for every registered recipe', () => {
    for (const r of listRecipes()) {
      for (const [key, value] of Object.entries(FAMILIES[r.family].constants)) {
        const overridden = r.familyOverrides && key in r.familyOverrides;
        if (!overridden) expect((r.defaults as Record<string, unknown>)[key], `${r.id}.${key}`).toBe(value);
      }
    }
  });

  it('declares every parameter slot uP0..uP3, used or unused, with at most four used', () => {
    for (const r of listRecipes()) {
      for (const slot of ['uP0', 'uP1', 'uP2', 'uP3'] as const)
        expect(r.params[slot], `${r.id}.${slot}`).toBeDefined();
      const used = (['uP0', 'uP1', 'uP2', 'uP3'] as const).filter((s) => isUsedParam(r.params[s]));
      expect(used.length).toBeLessThanOrEqual(4);
      expect(r.params.uP4 === undefined || Boolean(r.params.uP4.reason)).toBe(true);
    }
  });

  it('rejects a recipe whose defaults drop a family constant', () => {
    const problems = checkRecipe(validRecipe({ defaults: { ...FAMILIES.line.constants, uDepth: 0.6 } }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: 'defaults.uDepth',
        message: expect.stringMatching(`must be ${FAMILIES.line.constants.uDepth}`),
      }),
    );
  });

  it('accepts a family override only with a stated reason', () => {
    const withReason = validRecipe({
      defaults: { ...FAMILIES.line.constants, uDepth: 0.2 },
      familyOverrides: { uDepth: 'lines are thin here; 0.45 darkened two assigned cards' },
    });
    expect(checkRecipe(withReason)).toEqual([]);
    const noReason = validRecipe({
      defaults: { ...FAMILIES.line.constants, uDepth: 0.2 },
      familyOverrides: { uDepth: 'x' },
    });
    expect(checkRecipe(noReason).map((p) => p.where)).toContain('familyOverrides.uDepth');
  });

  it('rejects defaults for unknown or surface-owned uniforms, naming the key', () => {
    const unknown = checkRecipe(validRecipe({ defaults: { ...FAMILIES.line.constants, uGlow: 1 } as never }));
    expect(unknown).toContainEqual(
      expect.objectContaining({ recipe: 'test-valid', where: 'defaults.uGlow' }),
    );
    const surface = checkRecipe(
      validRecipe({ defaults: { ...FAMILIES.line.constants, uMaskInvert: 1 } as never }),
    );
    expect(surface).toContainEqual(
      expect.objectContaining({
        where: 'defaults.uMaskInvert',
        message: expect.stringMatching(/surface-owned/),
      }),
    );
  });

  it('rejects parameters without a real range or default', () => {
    const bad = validRecipe({
      params: {
        uP0: { label: 'W', min: 1, max: 0, step: 0.1, default: 0.5 },
        uP1: { unused: true },
        uP2: { unused: true },
        uP3: { unused: true },
      },
    });
    expect(checkRecipe(bad).map((p) => p.where)).toContain('params.uP0');
  });

  it('resolves an old alias to the renamed recipe, with a deprecation notice once', () => {
    const warn = vi.fn();
    const renamed = validRecipe({ id: 'new-name', aliases: ['old-name'] });
    const reg = createRegistry([renamed], warn);
    expect(reg.get('old-name')).toBe(renamed);
    expect(reg.get('old-name')).toBe(renamed);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/"old-name" was renamed "new-name"/);
    expect(reg.get('new-name')).toBe(renamed);
    expect(reg.get('never-was')).toBeUndefined();
  });

  it('forbids an id used twice, and an alias colliding with an id or another alias', () => {
    const a = validRecipe({ id: 'alpha', aliases: ['old'] });
    expect(
      checkRegistry([a, validRecipe({ id: 'alpha' })])
        .map((p) => p.message)
        .join(),
    ).toMatch(/"alpha" is already taken/);
    expect(
      checkRegistry([a, validRecipe({ id: 'old' })])
        .map((p) => p.message)
        .join(),
    ).toMatch(/"old" is already taken/);
    expect(
      checkRegistry([a, validRecipe({ id: 'beta', aliases: ['old'] })])
        .map((p) => p.message)
        .join(),
    ).toMatch(/"old" is already taken/);
  });

  it('getRecipe knows every registered id', () => {
    for (const r of listRecipes()) expect(getRecipe(r.id)).toBe(r);
  });
});
