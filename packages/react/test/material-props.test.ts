import { describe, expect, it } from 'vitest';
import { applyProps } from '@react-three/fiber';
import { createFoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';

const round = (values: readonly number[]) => values.map((v) => Math.round(v * 1e6) / 1e6);

describe('FoilMaterial under R3F prop handling', () => {
  it('<foilMaterial uIntensity={…} uTilt={[…]} /> reaches the uniforms, validated', () => {
    const m = createFoilMaterial({ recipe: requireRecipe('gold') });
    applyProps(m as never, { uIntensity: 0.6, uTilt: [0.1, 0.2], uMaskRect: [0.1, 0.2, 0.3, 0.4] });
    expect(m.getUniform('uIntensity')).toBeCloseTo(0.6);
    expect(round(m.getUniform('uTilt'))).toEqual([0.1, 0.2]);
    expect(round(m.getUniform('uMaskRect'))).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect(() => applyProps(m as never, { uTilt: [Number.NaN, 0] })).toThrow(
      /uTilt expects 2 finite numbers/,
    );
  });

  it('an onBeforeRender prop is chained, not a replacement of the bake', () => {
    const m = createFoilMaterial({ recipe: requireRecipe('gold'), bake: false });
    let calls = 0;
    applyProps(m as never, { onBeforeRender: () => calls++ });
    m.onBeforeRender(
      ...([null, null, null, null, null, null] as unknown as Parameters<typeof m.onBeforeRender>),
    );
    expect(calls).toBe(1);
  });
});
