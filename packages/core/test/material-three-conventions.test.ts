import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNIFORM_NAMES,
  UNIFORMS,
  createFoilMaterial,
  setFoilEnabled,
  type FoilMaterial,
} from '@foilkit/core';
import { validRecipe } from './fixtures/recipes.js';

afterEach(() => setFoilEnabled(true));

describe('uniform properties, as three.js and R3F users write them', () => {
  it('has a property for every per-card value uniform and none for samplers or page-wide ones', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    for (const name of UNIFORM_NAMES) {
      const spec = UNIFORMS[name];
      const expected = spec.type !== 'sampler2D' && spec.owner !== 'global';
      expect([name, name in m]).toEqual([name, expected]);
    }
  });

  it('writes through setUniform: validated, clamped and read back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = createFoilMaterial({ recipe: validRecipe() });
    m.uIntensity = 0.3;
    expect(m.getUniform('uIntensity')).toBeCloseTo(0.3);
    expect(m.uIntensity).toBeCloseTo(0.3);
    m.uTilt = [0.25, -0.5];
    expect(m.getUniform('uTilt')).toEqual([0.25, -0.5]);
    m.uTilt = [4, 0];
    expect(m.uTilt).toEqual([1, 0]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => {
      m.uSat = Number.NaN;
    }).toThrow(/uSat expects a finite number/);
    expect(() => {
      (m as unknown as { uTilt: unknown }).uTilt = 'left';
    }).toThrow(/uTilt expects 2 finite numbers/);
    warn.mockRestore();
  });

  it('keeps each card apart: a property write on one never reaches another', () => {
    const a = createFoilMaterial({ recipe: validRecipe() });
    const b = a.clone();
    a.uIntensity = 0.2;
    expect(b.uIntensity).not.toBeCloseTo(0.2);
  });
});

describe("onBeforeRender stays the user's hook", () => {
  const args = [null, null, null, null, null, null] as unknown as Parameters<FoilMaterial['onBeforeRender']>;

  it('reads as a function before anything is assigned, and refuses what is not one', () => {
    const m = createFoilMaterial({ recipe: validRecipe(), bake: false });
    expect(typeof m.onBeforeRender).toBe('function');
    expect(() => {
      (m as unknown as { onBeforeRender: unknown }).onBeforeRender = 42;
    }).toThrow(/onBeforeRender must be a function/);
  });

  it('calls an assigned hook once per draw, with the material as this', () => {
    const m = createFoilMaterial({ recipe: validRecipe(), bake: false });
    const seen: unknown[] = [];
    m.onBeforeRender = function (this: unknown) {
      seen.push(this);
    };
    m.onBeforeRender(...args);
    expect(seen).toEqual([m]);
  });

  it('runs a hook that wraps the one it replaced once, with no recursion', () => {
    const m = createFoilMaterial({ recipe: validRecipe(), bake: false });
    const previous = m.onBeforeRender;
    let calls = 0;
    m.onBeforeRender = (...a) => {
      previous.apply(m, a);
      calls++;
    };
    m.onBeforeRender(...args);
    expect(calls).toBe(1);
    m.onBeforeRender = null as never;
    m.onBeforeRender(...args);
    expect(calls).toBe(1);
  });
});
