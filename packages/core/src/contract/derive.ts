import { UNIFORMS } from './uniforms.js';
import type { GlslValueMap, UniformOwner, UniformRange, UniformSpec } from './uniform-spec.js';
import { UNIFORM_RUNTIME } from './uniform-runtime.js';

/**
 * Everything below is derived from `UNIFORMS`; nothing here lists a uniform by name. Code that
 * runs in a card site reads `UNIFORM_RUNTIME` (the same table without labels and meanings, so the
 * prose stays out of its bundle); only the docs table and control panels read `UNIFORMS` itself.
 */
export type UniformTable = typeof UNIFORMS;
export type UniformName = keyof UniformTable;
export type UniformValueOf<N extends UniformName> = GlslValueMap[UniformTable[N]['type']];

type NamesOwnedBy<O extends UniformOwner> = {
  [N in UniformName]: UniformTable[N]['owner'] extends O ? N : never;
}[UniformName];

/** Uniforms a recipe default, a canon file or a slider may set. */
export type RecipeUniformName = NamesOwnedBy<'recipe'>;
/** Uniforms that the surface, resolver or stage sets for one card (switches included). */
export type SurfaceUniformName = NamesOwnedBy<'surface' | 'structural'>;
export type SamplerUniformName = {
  [N in UniformName]: UniformTable[N]['type'] extends 'sampler2D' ? N : never;
}[UniformName];
export type ValueUniformName = Exclude<UniformName, SamplerUniformName>;
/** The page-wide uniforms: one object shared by every material, set only through foil-globals. */
export type GlobalUniformName = NamesOwnedBy<'global'>;
/** What a per-card method may set: every value uniform but the page-wide ones. */
export type CardUniformName = Exclude<ValueUniformName, GlobalUniformName>;

/** Plain values for every non-sampler uniform. */
export type UniformValues = { [N in ValueUniformName]: UniformValueOf<N> };
/** Plain values a card may be given (page-wide uniforms excluded). */
export type CardUniformValues = { [N in CardUniformName]: UniformValueOf<N> };
export type RecipeUniformValues = { [N in RecipeUniformName]: UniformValueOf<N> };
export type SurfaceUniformValues = {
  [N in Exclude<SurfaceUniformName, SamplerUniformName>]: UniformValueOf<N>;
};

export const UNIFORM_NAMES = Object.keys(UNIFORM_RUNTIME) as UniformName[];

export function isUniformName(name: string): name is UniformName {
  return Object.prototype.hasOwnProperty.call(UNIFORM_RUNTIME, name);
}

/** The full row, labels and meanings included: for docs and control panels. */
export function uniformSpec(name: UniformName): UniformSpec {
  return UNIFORMS[name];
}

export function isSampler(name: UniformName): name is SamplerUniformName {
  return UNIFORM_RUNTIME[name].type === 'sampler2D';
}

export function namesOwnedBy(...owners: UniformOwner[]): UniformName[] {
  return UNIFORM_NAMES.filter((n) => owners.includes(UNIFORM_RUNTIME[n].owner));
}

/** A fresh copy of every contract default (samplers excluded). */
export function contractDefaults(): UniformValues {
  const out: Record<string, unknown> = {};
  for (const name of UNIFORM_NAMES) {
    const spec = UNIFORM_RUNTIME[name];
    if (spec.type === 'sampler2D') continue;
    out[name] = Array.isArray(spec.default) ? [...spec.default] : spec.default;
  }
  return out as UniformValues;
}

/** `uniform <type> <name>;` for every row, in table order. This is PREAMBLE's only source. */
/** `uniform` lines for every uniform of the table, or for `names` (the vertex stage's few). */
export function glslUniformDeclarations(names: readonly UniformName[] = UNIFORM_NAMES): string {
  return names.map((n) => `uniform ${UNIFORM_RUNTIME[n].type} ${n};`).join('\n');
}

export interface UniformControl {
  readonly name: UniformName;
  readonly label: string;
  readonly group: UniformSpec['group'];
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number | readonly number[];
  readonly meaning: string;
}

/** Slider metadata for every uniform of `names` that `wanted` keeps and that has a range. */
function controlsFor(
  names: readonly UniformName[],
  wanted: (spec: UniformSpec) => boolean,
): UniformControl[] {
  const controls: UniformControl[] = [];
  for (const name of names) {
    const spec = uniformSpec(name);
    if (!wanted(spec) || !spec.range || spec.default === null) continue;
    controls.push({
      name,
      label: spec.label,
      group: spec.group,
      ...spec.range,
      default: spec.default,
      meaning: spec.meaning,
    });
  }
  return controls;
}

/**
 * Slider metadata for the uniforms a designer may move (owner `recipe`, except the recipe
 * parameter slots, whose controls come from each recipe's own declaration).
 */
export function uniformControls(): UniformControl[] {
  return controlsFor(namesOwnedBy('recipe'), (spec) => spec.group !== 'params');
}

/**
 * Slider metadata for the page's lamp (group `light`, page-wide): a lab or a story moves them
 * through `setFoilLamp`, never per card. Vector rows keep their vector default.
 */
export function lampControls(): UniformControl[] {
  return controlsFor(UNIFORM_NAMES, (spec) => spec.group === 'light');
}

const ARITY = { float: 1, vec2: 2, vec3: 3, vec4: 4, sampler2D: 0 } as const;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Checks a value against its declared type; returns a reason or null. It runs per frame per card
 * (tilt), so the accepting path allocates nothing.
 */
export function describeTypeMismatch(name: UniformName, value: unknown): string | null {
  const spec = UNIFORM_RUNTIME[name];
  if (spec.type === 'sampler2D') return 'is a sampler and takes a texture, not a value';
  const arity = ARITY[spec.type];
  if (arity === 1) return isFiniteNumber(value) ? null : `expects a finite number (${spec.type})`;
  let ok = Array.isArray(value) && value.length === arity;
  for (let i = 0; ok && i < arity; i++) ok = isFiniteNumber((value as readonly unknown[])[i]);
  return ok ? null : `expects ${arity} finite numbers (${spec.type})`;
}

/** Clamp a value into its declared range (or the one given); reports whether it moved. */
export function clampToRange<N extends ValueUniformName>(
  name: N,
  value: UniformValues[N],
  range: UniformRange | undefined = UNIFORM_RUNTIME[name].range,
): { value: UniformValues[N]; clamped: boolean } {
  if (!range) return { value, clamped: false };
  const clamp = (v: number) => clampToBounds(v, range);
  if (typeof value === 'number') {
    const c = clamp(value);
    return { value: c as UniformValues[N], clamped: c !== value };
  }
  const arr = value as readonly number[];
  const c = arr.map(clamp);
  return { value: c as unknown as UniformValues[N], clamped: c.some((v, i) => v !== arr[i]) };
}

/** One number into a declared range; the only place a uniform value is clamped. */
export function clampToBounds(value: number, range: UniformRange | undefined): number {
  return range ? Math.min(range.max, Math.max(range.min, value)) : value;
}
