import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTexture } from 'three';
import {
  FAMILIES,
  INK_LATTICE,
  RecipeError,
  UNIFORMS,
  createCanon,
  createFoilMaterial,
  foilGlobals,
  getFoilGlobals,
  isLoadedCanon,
  loadCanon,
  setFoilEnabled,
  type CanonReport,
  type FoilRecipe,
} from '@foilkit/core';
import { starlight } from '@foilkit/core/recipes';
import { createRegistry } from '@foilkit/core/registry';
import { validRecipe } from './fixtures/recipes.js';

afterEach(() => {
  setFoilEnabled(true);
  vi.restoreAllMocks();
});

describe('setUniforms is all or nothing', () => {
  it('changes nothing when any value is bad, and names every bad one', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    const before = { uIntensity: m.getUniform('uIntensity'), uScale: m.getUniform('uScale') };
    expect(() =>
      m.setUniforms({ uIntensity: 0.5, uScale: 2, uTilt: 'x' as never, uNope: 1 } as never),
    ).toThrow(
      /setUniforms changed nothing: .*uTilt expects 2 finite numbers.*"uNope" is not a value uniform/,
    );
    expect({ uIntensity: m.getUniform('uIntensity'), uScale: m.getUniform('uScale') }).toEqual(before);
    m.setUniforms({ uIntensity: 0.5, uScale: 2 });
    expect([m.getUniform('uIntensity'), m.getUniform('uScale')]).toEqual([0.5, 2]);
  });

  it('a material built with a bad uniforms option throws before it exists', () => {
    expect(() =>
      createFoilMaterial({ recipe: validRecipe(), uniforms: { uIntensity: 0.5, uTilt: [1] as never } }),
    ).toThrow(/uTilt/);
  });
});

describe('page-wide uniforms are out of reach of per-card methods', () => {
  it('resetUniform("uGlobalIntensity") is a type error and a runtime error, and the kill switch holds', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    setFoilEnabled(false);
    // @ts-expect-error a page-wide uniform is not a per-card uniform
    expect(() => m.resetUniform('uGlobalIntensity')).toThrow(/page-wide/);
    // @ts-expect-error nor may setUniforms reach it
    expect(() => m.setUniforms({ uGlobalIntensity: 1 })).toThrow(/page-wide/);
    expect(getFoilGlobals().enabled).toBe(false);
    expect(foilGlobals.uGlobalIntensity.value).toBe(0);
  });
});

describe('canon validation cannot be bypassed', () => {
  const recipe = validRecipe();
  const raw = (uniforms: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...createCanon(recipe.id, {}),
    recipe: 'starlight',
    uniforms,
    ...extra,
  });

  it('a raw canon carrying a report key is still validated', () => {
    const forged = raw({ uMaskRect: [0, 0, 1, 1] }, { report: { unknown: [], missing: [], clamped: [] } });
    expect(isLoadedCanon(forged)).toBe(false);
    expect(() => createFoilMaterial({ recipe: starlight, canon: forged })).toThrow(
      /uniforms.uMaskRect is surface-owned/,
    );
    const loud = raw({ uIntensity: 1e9 }, { report: {} });
    const onReport = vi.fn();
    const m = createFoilMaterial({ recipe: starlight, canon: loud, onReport });
    expect(m.getUniform('uIntensity')).toBe(UNIFORMS.uIntensity.range!.max);
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it('a real canon file with an extra report key loads as a file', () => {
    const file = { ...createCanon('starlight', { uIntensity: 0.7 }), report: 'whatever' };
    const m = createFoilMaterial({ recipe: starlight, canon: file, onReport: () => {} });
    expect(m.getUniform('uIntensity')).toBe(0.7);
  });

  it('only what loadCanon returned counts as loaded', () => {
    const loaded = loadCanon(createCanon('starlight', { uIntensity: 0.7 }), starlight);
    expect(isLoadedCanon(loaded)).toBe(true);
    expect(isLoadedCanon({ ...loaded })).toBe(false);
  });
});

describe('canon reports reach the caller', () => {
  const file = { ...createCanon('starlight', { uIntensity: 5 }), uniforms: { uIntensity: 5, uOld: 1 } };

  it('onReport receives the unknown and clamped keys', () => {
    let report: CanonReport | undefined;
    createFoilMaterial({ recipe: starlight, canon: file, onReport: (r) => (report = r) });
    expect(report?.unknown).toEqual(['uOld']);
    expect(report?.clamped).toEqual([{ key: 'uIntensity', from: 5, to: UNIFORMS.uIntensity.range!.max }]);
  });

  it('without onReport they are one console warning naming them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createFoilMaterial({ recipe: starlight, canon: file });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /unknown keys ignored \[uOld\], clamped \[uIntensity 5 -> 2\]/,
    );
  });
});

describe('recipe defaults are range-checked', () => {
  it('a default outside its range is a RecipeError naming recipe, key and range', () => {
    const r = validRecipe({ id: 'too-bright', defaults: { ...FAMILIES.line.constants, uIntensity: 50 } });
    expect(() => createFoilMaterial({ recipe: r })).toThrow(RecipeError);
    expect(() => createFoilMaterial({ recipe: r })).toThrow(
      /recipe "too-bright", defaults.uIntensity: 50 is outside its range 0..2/,
    );
  });
});

describe('bad arguments say what was wrong', () => {
  it.each([
    ['undefined', undefined, /needs a recipe object .* got undefined/],
    ['an empty object', {}, /needs a recipe object .* got an object that is not a recipe/],
    ['a recipe id string', 'gold', /needs a recipe object .*requireRecipe\(id\).* got the string "gold"/],
    [
      'an object with an id and GLSL only',
      { id: 'half', glsl: '' },
      /recipe "half", family: must be a composite family name/,
    ],
  ])('createFoilMaterial({ recipe: %s })', (_, recipe, message) => {
    expect(() => createFoilMaterial({ recipe: recipe as never })).toThrow(message);
  });

  it('createFoilMaterial(null)', () => {
    expect(() => createFoilMaterial(null as never)).toThrow(/expects an options object, got null/);
  });

  it('resetUniform on a sampler and setTexture on an unknown slot', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    expect(() => m.resetUniform('uFace' as never)).toThrow(/"uFace" is not a value uniform .*setTexture/);
    expect(() => m.setTexture('bogus' as never, new DataTexture(new Uint8Array(4), 1, 1))).toThrow(
      /"bogus" is not a texture slot; the slots are face, mask, ink, etch, glyph/,
    );
  });
});

describe('createRegistry is strict', () => {
  it('throws on a duplicate id, naming it', () => {
    expect(() => createRegistry([validRecipe({ id: 'twin' }), validRecipe({ id: 'twin' })])).toThrow(
      /recipe "twin", id: "twin" is already taken by recipe "twin"/,
    );
  });

  it('throws on an invalid recipe, naming it', () => {
    const bad = validRecipe({ id: 'bad-one', glsl: 'void main() {}' });
    expect(() => createRegistry([validRecipe(), bad])).toThrow(/recipe "bad-one"/);
    expect(() => createRegistry([{} as FoilRecipe])).toThrow(RecipeError);
  });
});

describe('the ink lattice has one set of bounds', () => {
  it("uInkTile's range covers every placement the data may hold, so none is clamped", () => {
    const range = UNIFORMS.uInkTile.range!;
    expect(range.min).toBe(INK_LATTICE.phase.min);
    expect(range.max).toBe(INK_LATTICE.tilesAcross.max);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = createFoilMaterial({ recipe: validRecipe() });
    m.setUniform('uInkTile', [12, -0.5, -3.25, -0.25]);
    expect(m.getUniform('uInkTile')).toEqual([12, -0.5, -3.25, -0.25]);
    expect(warn).not.toHaveBeenCalled();
  });
});
