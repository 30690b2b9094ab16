import { useEffect } from 'react';
import { folder, useControls, type useCreateStore } from 'leva';
import type { Schema } from 'leva/dist/declarations/src/types';
import { getFoilLamp, lampControls, setFoilLamp, type FoilLamp } from '@foilkit/core';

type Store = ReturnType<typeof useCreateStore>;
const AXES = ['x', 'y', 'z'] as const;

/**
 * The page lamp's sliders, built from the uniform table's `light` rows: one per float, one per
 * component of a vector. They move the page-wide lamp (setFoilLamp), so the glare and any
 * diffraction follow at once; tilt the card to see the glare travel.
 */
export function useLampControls(store: Store): void {
  const [values] = useControls(
    () => {
      const inputs: Schema = {};
      for (const c of lampControls()) {
        const base = { min: c.min, max: c.max, step: c.step, hint: c.meaning };
        if (typeof c.default === 'number') inputs[c.name] = { ...base, value: c.default, label: c.label };
        else
          c.default.forEach((v, i) => {
            inputs[`${c.name}_${AXES[i]}`] = { ...base, value: v, label: `${c.label} (${AXES[i]})` };
          });
      }
      return { 'Lamp (page-wide)': folder(inputs, { collapsed: true }) };
    },
    { store },
  );
  useEffect(() => {
    const v = values as unknown as Record<string, number>;
    const vec = (name: string, fallback: FoilLamp['position']): [number, number, number] => [
      v[`${name}_x`] ?? fallback[0],
      v[`${name}_y`] ?? fallback[1],
      v[`${name}_z`] ?? fallback[2],
    ];
    const now = getFoilLamp();
    setFoilLamp({
      on: (v.uLampOn ?? 1) > 0.5,
      position: vec('uLampPos', now.position),
      color: vec('uLampColor', now.color),
      size: v.uLampSize ?? now.size,
      intensity: v.uLampIntensity ?? now.intensity,
    });
  }, [values]);
}
