// Storybook controls for one recipe, derived from the uniform table (ranges, labels, meanings,
// groups) and the recipe's own parameter declaration. Nothing here names a uniform.
import {
  isUsedParam,
  lampControls,
  seedRecipeValues,
  type FoilLamp,
  uniformControls,
  UNIFORMS,
  type FoilRecipe,
  type UniformGroup,
  type UniformName,
  type UniformValues,
} from '@foilkit/core';

/** One control: a uniform, or one component of a vector uniform. */
export interface ControlSpec {
  readonly arg: string;
  readonly uniform: UniformName;
  /** Component of a vector uniform; null for a float. */
  readonly index: number | null;
  readonly category: string;
  readonly label: string;
  readonly description: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
  readonly options?: ReadonlyArray<{ readonly value: number; readonly label: string }>;
}

/** Surface groups a designer may move in a preview, on top of the recipe-owned ones. */
const SURFACE_GROUPS: readonly UniformGroup[] = ['mask', 'ink', 'etch'];
const AXES = ['x', 'y', 'z', 'w'] as const;

function componentsOf(uniform: UniformName, seeded: UniformValues): ControlSpec[] {
  const spec = UNIFORMS[uniform];
  if (!spec.range) return [];
  const value = (seeded as Record<string, unknown>)[uniform];
  const base = { uniform, category: spec.group, description: spec.meaning, ...spec.range };
  if (typeof value === 'number')
    return [{ ...base, arg: uniform, index: null, label: spec.label, default: value }];
  if (!Array.isArray(value)) return [];
  return value.map((v: number, i) => ({
    ...base,
    arg: `${uniform}_${AXES[i]}`,
    index: i,
    label: `${spec.label} (${AXES[i]})`,
    default: v,
  }));
}

/** Every control of a recipe preview, in table order: foil and law, mask, ink, etch, then parameters. */
export function controlSpecs(recipe: FoilRecipe): ControlSpec[] {
  const seeded = seedRecipeValues(recipe);
  const recipeOwned = uniformControls().flatMap((c) => componentsOf(c.name, seeded));
  const surface = (Object.keys(UNIFORMS) as UniformName[])
    .filter((n) => SURFACE_GROUPS.includes(UNIFORMS[n].group) && UNIFORMS[n].type !== 'sampler2D')
    .flatMap((n) => componentsOf(n, seeded));
  const params = Object.entries(recipe.params).flatMap(([slot, p]): ControlSpec[] =>
    isUsedParam(p)
      ? [
          {
            arg: slot,
            uniform: slot as UniformName,
            index: null,
            category: 'parameters',
            label: p.label,
            description: p.hint ?? UNIFORMS[slot as UniformName].meaning,
            min: p.min,
            max: p.max,
            step: p.step,
            default: p.default,
            ...(p.options ? { options: p.options } : {}),
          },
        ]
      : [],
  );
  return [...recipeOwned, ...surface, ...params];
}

/** The card's tilt, -1..1 per axis, with the uTilt row's range, starting at `rest`. */
export function tiltControls(rest: { readonly x: number; readonly y: number }): ControlSpec[] {
  const spec = UNIFORMS.uTilt;
  const range = spec.range;
  if (!range) throw new Error('storybook: the uTilt row has no range');
  return (['x', 'y'] as const).map((axis, i) => ({
    arg: `tilt_${axis}`,
    uniform: 'uTilt',
    index: i,
    category: spec.group,
    label: `${spec.label} (${axis})`,
    description: spec.meaning,
    ...range,
    default: rest[axis],
  }));
}

/**
 * The page lamp's controls, from the table's `light` rows: one per float or vector component.
 * Args named `lamp_<uniform>[_<axis>]`; a preview applies them with setFoilLamp (page-wide).
 */
export function lampControlSpecs(): ControlSpec[] {
  return lampControls().flatMap((c): ControlSpec[] => {
    const base = {
      uniform: c.name,
      category: 'lamp (page-wide)',
      description: c.meaning,
      min: c.min,
      max: c.max,
      step: c.step,
    };
    if (typeof c.default === 'number')
      return [{ ...base, arg: `lamp_${c.name}`, index: null, label: c.label, default: c.default }];
    return c.default.map((v, i) => ({
      ...base,
      arg: `lamp_${c.name}_${AXES[i]}`,
      index: i,
      label: `${c.label} (${AXES[i]})`,
      default: v,
    }));
  });
}

/** The lamp the lamp args stand for. */
export function lampFromArgs(
  specs: readonly ControlSpec[],
  args: Readonly<Record<string, unknown>>,
): FoilLamp {
  const u = uniformsFromArgs(specs, args) as Record<string, number | number[]>;
  const vec = (name: string): [number, number, number] => {
    const v = u[name];
    return Array.isArray(v) ? [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0] : [0, 0, 0];
  };
  const num = (name: string) => (typeof u[name] === 'number' ? u[name] : 0);
  return {
    on: num('uLampOn') > 0.5,
    position: vec('uLampPos'),
    size: num('uLampSize'),
    color: vec('uLampColor'),
    intensity: num('uLampIntensity'),
  };
}

/** The `tilt` prop the tilt args stand for. */
export function tiltFromArgs(args: Readonly<Record<string, unknown>>): { x: number; y: number } {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { x: n(args.tilt_x), y: n(args.tilt_y) };
}

export interface ArgType {
  readonly name: string;
  readonly description: string;
  readonly control:
    | { readonly type: 'range'; readonly min: number; readonly max: number; readonly step: number }
    | { readonly type: 'select'; readonly labels: Record<number, string> };
  readonly options?: readonly number[];
  readonly table: { readonly category: string; readonly defaultValue: { readonly summary: string } };
}

/** Storybook argTypes for the specs, grouped by category. */
export function argTypesOf(specs: readonly ControlSpec[]): Record<string, ArgType> {
  const out: Record<string, ArgType> = {};
  for (const s of specs) {
    out[s.arg] = {
      name: s.label,
      description: `\`${s.index === null ? s.uniform : `${s.uniform}[${s.index}]`}\`: ${s.description}`,
      control: s.options
        ? { type: 'select', labels: Object.fromEntries(s.options.map((o) => [o.value, o.label])) }
        : { type: 'range', min: s.min, max: s.max, step: s.step },
      ...(s.options ? { options: s.options.map((o) => o.value) } : {}),
      table: { category: s.category, defaultValue: { summary: String(s.default) } },
    };
  }
  return out;
}

export function argsOf(specs: readonly ControlSpec[]): Record<string, number> {
  return Object.fromEntries(specs.map((s) => [s.arg, s.default]));
}

/** The uniform values the args stand for (vector components gathered back into vectors). */
export function uniformsFromArgs(
  specs: readonly ControlSpec[],
  args: Readonly<Record<string, unknown>>,
): Partial<UniformValues> {
  const out: Record<string, number> = {};
  const vectors: Record<string, number[]> = {};
  for (const s of specs) {
    const raw = args[s.arg];
    const v = typeof raw === 'number' ? raw : s.default;
    if (s.index === null) out[s.uniform] = v;
    else (vectors[s.uniform] ??= [])[s.index] = v;
  }
  return { ...out, ...vectors };
}
