import { UNIFORM_RUNTIME } from './contract/uniform-runtime.js';
import {
  clampToRange,
  describeTypeMismatch,
  isUniformName,
  type RecipeUniformName,
  type RecipeUniformValues,
} from './contract/derive.js';
import type { FoilRecipe } from './recipe/types.js';
import { rangeFor } from './recipe/ranges.js';

export const CANON_FORMAT = 'foilkit-canon';
export const CANON_VERSION = 1;

/** A canon file: a full snapshot of a look's recipe-owned uniforms. */
export interface CanonFile {
  readonly format: typeof CANON_FORMAT;
  readonly version: number;
  readonly recipe: string;
  readonly uniforms: Readonly<Record<string, unknown>>;
  readonly note?: string;
}

export interface CanonReport {
  /** Keys the contract does not know (removed or misspelt uniforms). Inert. */
  readonly unknown: readonly string[];
  /** Recipe-owned uniforms the canon predates; they inherit the code default. */
  readonly missing: readonly RecipeUniformName[];
  readonly clamped: ReadonlyArray<{ key: RecipeUniformName; from: unknown; to: unknown }>;
}

export interface LoadedCanon {
  readonly recipe: FoilRecipe;
  readonly uniforms: Readonly<Partial<RecipeUniformValues>>;
  readonly report: CanonReport;
}

export class CanonError extends Error {
  constructor(source: string, field: string, message: string) {
    super(`foilkit canon ${source}: ${field} ${message}`);
    this.name = 'CanonError';
  }
}

const loaded = new WeakSet<object>();

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a canon's recipe id is looked up: one recipe, or a lookup such as the registry's getRecipe. */
export type CanonRecipes = FoilRecipe | ((id: string) => FoilRecipe | undefined);

function findRecipe(recipes: CanonRecipes, id: string): FoilRecipe | undefined {
  if (typeof recipes === 'function') return recipes(id);
  return recipes.id === id || (recipes.aliases ?? []).includes(id) ? recipes : undefined;
}

/**
 * Reads a canon file against a recipe (the material's own) or a lookup (`getRecipe` from
 * `@foilkit/core/registry`, for any catalogue recipe). Tolerant for data: unknown keys are inert and reported, missing keys
 * inherit the code default, out-of-range values are clamped and reported. But a canon that
 * carries a surface-owned or structural uniform, a wrong type, or an unknown recipe is an error.
 */
export function loadCanon(input: unknown, recipes: CanonRecipes, source = '(canon)'): LoadedCanon {
  if (!isRecord(input)) throw new CanonError(source, '(root)', 'must be a JSON object');
  if (input.format !== CANON_FORMAT) throw new CanonError(source, 'format', `must be "${CANON_FORMAT}"`);
  if (typeof input.version !== 'number' || input.version > CANON_VERSION || input.version < 1) {
    throw new CanonError(source, 'version', `must be a number from 1 to ${CANON_VERSION}`);
  }
  if (typeof input.recipe !== 'string') throw new CanonError(source, 'recipe', 'must be a recipe id');
  const recipe = findRecipe(recipes, input.recipe);
  if (!recipe) {
    const expected = typeof recipes === 'function' ? 'a registered recipe or alias' : `"${recipes.id}"`;
    throw new CanonError(source, 'recipe', `"${input.recipe}" is not ${expected}`);
  }
  if (!isRecord(input.uniforms))
    throw new CanonError(source, 'uniforms', 'must be an object of uniform values');

  const uniforms: Record<string, unknown> = {};
  const unknown: string[] = [];
  const clamped: Array<{ key: RecipeUniformName; from: unknown; to: unknown }> = [];
  for (const [key, value] of Object.entries(input.uniforms)) {
    if (!isUniformName(key)) {
      unknown.push(key);
      continue;
    }
    const owner = UNIFORM_RUNTIME[key].owner;
    if (owner !== 'recipe') {
      throw new CanonError(
        source,
        `uniforms.${key}`,
        `is ${owner}-owned: the surface sets it per card, so a canon may not store it`,
      );
    }
    const mismatch = describeTypeMismatch(key, value);
    if (mismatch) throw new CanonError(source, `uniforms.${key}`, mismatch);
    const k = key as RecipeUniformName;
    const result = clampToRange(k, value as RecipeUniformValues[typeof k], rangeFor(recipe, k));
    if (result.clamped) clamped.push({ key: k, from: value, to: result.value });
    uniforms[k] = result.value;
  }
  const missing = (Object.keys(UNIFORM_RUNTIME) as RecipeUniformName[]).filter(
    (n) => UNIFORM_RUNTIME[n].owner === 'recipe' && !(n in uniforms),
  );
  const canon: LoadedCanon = Object.freeze({
    recipe,
    uniforms: Object.freeze(uniforms),
    report: Object.freeze({ unknown, missing, clamped }),
  });
  loaded.add(canon);
  return canon;
}

/**
 * True only for what loadCanon returned. The brand lives in this module, not in a field, so a
 * raw file that happens to carry a `report` key is still a raw file and is still validated.
 */
export function isLoadedCanon(value: unknown): value is LoadedCanon {
  return typeof value === 'object' && value !== null && loaded.has(value);
}

/** A full snapshot of a material's recipe-owned values, ready to save as a canon file. */
export function createCanon(
  recipeId: string,
  values: Readonly<Partial<RecipeUniformValues>>,
  note?: string,
): CanonFile {
  const uniforms: Record<string, unknown> = {};
  for (const name of Object.keys(UNIFORM_RUNTIME) as RecipeUniformName[]) {
    if (UNIFORM_RUNTIME[name].owner === 'recipe' && name in values) uniforms[name] = values[name];
  }
  return {
    format: CANON_FORMAT,
    version: CANON_VERSION,
    recipe: recipeId,
    uniforms,
    ...(note ? { note } : {}),
  };
}
