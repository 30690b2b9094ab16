import { afterEach, describe, expect, it } from 'vitest';
import type { Vector3 } from 'three';
import {
  contractDefaults,
  createFoilMaterial,
  getFoilLamp,
  lampControls,
  resetFoilLamp,
  setFoilLamp,
  subscribeFoilGlobals,
  UNIFORMS,
} from '@foilkit/core';
import { validRecipe } from './fixtures/recipes.js';

afterEach(resetFoilLamp);

describe('the page lamp', () => {
  it('starts at the uniform table defaults, and every card follows the one page lamp with objects of its own', () => {
    const d = contractDefaults();
    expect(getFoilLamp()).toEqual({
      on: d.uLampOn > 0.5,
      position: d.uLampPos,
      size: d.uLampSize,
      color: d.uLampColor,
      intensity: d.uLampIntensity,
    });
    const a = createFoilMaterial({ recipe: validRecipe() });
    const b = createFoilMaterial({ recipe: validRecipe() });
    expect(a.uniforms.uLampPos).not.toBe(b.uniforms.uLampPos);
    // A stray write on one card's object stays on that card; the page lamp overrules it.
    (a.uniforms.uLampPos!.value as Vector3).set(9, 9, 9);
    expect((b.uniforms.uLampPos!.value as Vector3).toArray()).toEqual(d.uLampPos);
    setFoilLamp({ position: [1, 2, 3], intensity: 2 });
    expect((b.uniforms.uLampPos!.value as Vector3).toArray()).toEqual([1, 2, 3]);
    expect((a.uniforms.uLampPos!.value as Vector3).toArray()).toEqual([1, 2, 3]);
    expect(a.uniforms.uLampIntensity!.value).toBe(2);
    // A clone still follows the page.
    const c = a.clone();
    setFoilLamp({ on: false });
    expect(c.uniforms.uLampOn!.value).toBe(0);
  });

  it('clamps into the table ranges, keeps unnamed fields, throws on non-finite values', () => {
    setFoilLamp({ size: 9, intensity: -1 });
    expect(getFoilLamp().size).toBe(UNIFORMS.uLampSize.range?.max);
    expect(getFoilLamp().intensity).toBe(0);
    expect(getFoilLamp().position).toEqual(contractDefaults().uLampPos);
    expect(() => setFoilLamp({ position: [0, Number.NaN, 0] })).toThrow(/finite/);
    expect(() => setFoilLamp({ color: [1, 1] as unknown as [number, number, number] })).toThrow(/three/);
  });

  it('is page-wide: a card cannot set it, and listeners hear it change', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    expect(() => m.setUniform('uLampPos' as never, [0, 0, 0] as never)).toThrow(/page-wide/);
    let heard = 0;
    const off = subscribeFoilGlobals(() => heard++);
    setFoilLamp({ size: 0.1 });
    off();
    expect(heard).toBe(1);
  });

  it('lampControls() lists the light rows, with their ranges and defaults', () => {
    const names = lampControls().map((c) => c.name);
    expect(names).toEqual(['uLampOn', 'uLampPos', 'uLampSize', 'uLampColor', 'uLampIntensity']);
    for (const c of lampControls()) expect(c.default).toEqual(UNIFORMS[c.name].default);
  });
});
