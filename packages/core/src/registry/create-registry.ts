import type { FoilRecipe } from '../recipe/types.js';
import { checkRecipe, RecipeError, type RecipeProblem } from '../recipe/validate.js';

export interface RecipeRegistry {
  /** The recipe for an id or an old alias of it; undefined when neither is known. */
  get(id: string): FoilRecipe | undefined;
  /** Every recipe, in registration order (aliases not repeated). */
  list(): readonly FoilRecipe[];
  /** Permanent ids and aliases, and what each points at. */
  ids(): ReadonlyMap<string, string>;
}

/** Id discipline: an id is never reused and an alias never shadows a live id or another alias. */
export function checkIdDiscipline(recipes: readonly FoilRecipe[]): RecipeProblem[] {
  const owner = new Map<string, string>();
  const out: RecipeProblem[] = [];
  const claim = (name: string, recipe: string, what: string) => {
    const prior = owner.get(name);
    if (prior !== undefined) {
      out.push({ recipe, where: what, message: `"${name}" is already taken by recipe "${prior}"` });
    } else {
      owner.set(name, recipe);
    }
  };
  for (const r of recipes) claim(r.id, r.id, 'id');
  for (const r of recipes) for (const alias of r.aliases ?? []) claim(alias, r.id, `alias ${alias}`);
  return out;
}

/** Every registry check: id discipline plus each recipe's own contract checks. */
export function checkRegistry(recipes: readonly FoilRecipe[]): RecipeProblem[] {
  return [...checkIdDiscipline(recipes), ...recipes.flatMap(checkRecipe)];
}

/**
 * A registry of your own recipes. Strict, as code should be: a duplicate id or alias, or any
 * recipe that fails its contract checks, throws a RecipeError naming each problem, rather
 * than letting the last one win.
 */
export function createRegistry(
  recipes: readonly FoilRecipe[],
  warn: (msg: string) => void = console.warn,
): RecipeRegistry {
  if (!Array.isArray(recipes)) throw new TypeError('foilkit: createRegistry expects an array of recipes');
  const problems = checkRegistry(recipes);
  if (problems.length > 0) throw new RecipeError(problems);
  return buildRegistry(recipes, warn);
}

/** The lookup itself, without checks; for the shipped catalogue, which the test suite checks. */
export function buildRegistry(
  recipes: readonly FoilRecipe[],
  warn: (msg: string) => void = console.warn,
): RecipeRegistry {
  const byId = new Map<string, FoilRecipe>();
  const aliasOf = new Map<string, string>();
  for (const r of recipes) byId.set(r.id, r);
  for (const r of recipes) for (const a of r.aliases ?? []) if (!byId.has(a)) aliasOf.set(a, r.id);
  const warned = new Set<string>();
  return {
    get(id) {
      const direct = byId.get(id);
      if (direct) return direct;
      const target = aliasOf.get(id);
      if (target === undefined) return undefined;
      if (!warned.has(id)) {
        warned.add(id);
        warn(
          `foilkit: recipe id "${id}" was renamed "${target}"; the old id keeps working, but prefer the new one`,
        );
      }
      return byId.get(target);
    },
    list: () => recipes,
    ids: () => new Map([...[...byId.keys()].map((k) => [k, k] as const), ...aliasOf]),
  };
}
