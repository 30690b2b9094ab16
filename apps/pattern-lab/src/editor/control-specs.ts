// The controls a recipe gets: its own parameter declaration, then the uniform table's sliders.
import { isUsedParam, uniformControls, type FoilRecipe, type ParamSlot } from '@foilkit/core';

export interface ControlSpec {
  readonly name: string;
  readonly label: string;
  /** The panel folder: "params" for the recipe's own, else the table's group. */
  readonly group: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The recipe's default (its declaration or defaults), falling back to the table's. */
  readonly default: number;
  readonly hint: string;
}

export const GROUP_LABELS: Readonly<Record<string, string>> = {
  params: 'Recipe parameters',
  foil: 'Foil',
  law: 'Composite law',
};

export function controlSpecs(recipe: FoilRecipe): ControlSpec[] {
  const specs: ControlSpec[] = [];
  // The declaration's own order, which is slot order in every recipe file.
  for (const [slot, p] of Object.entries(recipe.params) as Array<[string, ParamSlot]>) {
    if (!isUsedParam(p)) continue;
    specs.push({
      name: slot,
      label: p.label,
      group: 'params',
      min: p.min,
      max: p.max,
      step: p.step,
      default: p.default,
      hint: p.hint ?? '',
    });
  }
  const defaults = recipe.defaults as Readonly<Record<string, unknown>>;
  for (const c of uniformControls()) {
    if (typeof c.default !== 'number') continue;
    const own = defaults[c.name];
    specs.push({
      name: c.name,
      label: c.label,
      group: c.group,
      min: c.min,
      max: c.max,
      step: c.step,
      default: typeof own === 'number' ? own : c.default,
      hint: c.meaning,
    });
  }
  return specs;
}

export function defaultValues(specs: readonly ControlSpec[]): Record<string, number> {
  return Object.fromEntries(specs.map((s) => [s.name, s.default]));
}
