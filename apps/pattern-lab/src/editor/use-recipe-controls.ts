import { useEffect, useRef } from 'react';
import { button, folder, useControls, type useCreateStore } from 'leva';
import type { Schema } from 'leva/dist/declarations/src/types';
import { GROUP_LABELS, type ControlSpec } from './control-specs.js';

type Store = ReturnType<typeof useCreateStore>;

const shown = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * leva controls built from the specs alone: one folder per group, each slider with its range,
 * step and hint (which names the default), and a reset-to-default button per slider.
 */
export function useRecipeControls(
  specs: readonly ControlSpec[],
  initial: Readonly<Record<string, number>>,
  store: Store,
  key: string,
): [Record<string, number>, (values: Record<string, number>) => void] {
  // The reset buttons are made inside the schema, before leva hands back its setter.
  const setter = useRef<((values: Record<string, number>) => void) | null>(null);
  const [values, set] = useControls(
    () => {
      const schema: Schema = {};
      for (const group of [...new Set(specs.map((s) => s.group))]) {
        const inputs: Schema = {};
        const resets: Schema = {};
        for (const s of specs.filter((x) => x.group === group)) {
          inputs[s.name] = {
            value: initial[s.name] ?? s.default,
            min: s.min,
            max: s.max,
            step: s.step,
            label: s.label,
            hint: `${s.hint}${s.hint ? ' · ' : ''}default ${shown(s.default)}`,
          };
          resets[`↺ ${s.label} (${s.name})`] = button(() => setter.current?.({ [s.name]: s.default }));
        }
        inputs[`reset ${group}`] = folder(resets, { collapsed: true });
        schema[GROUP_LABELS[group] ?? group] = folder(inputs);
      }
      return schema;
    },
    { store },
    [key],
  );
  useEffect(() => {
    setter.current = set;
  });
  return [values as unknown as Record<string, number>, set];
}
