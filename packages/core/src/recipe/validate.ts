import { UNIFORM_RUNTIME } from '../contract/uniform-runtime.js';
import {
  clampToRange,
  describeTypeMismatch,
  isUniformName,
  type ValueUniformName,
} from '../contract/derive.js';
import { FAMILIES } from '../families.js';
import { PREAMBLE, MAIN } from '../glsl/programs.js';
import { definedFunctionNames } from './glsl-tokens.js';
import { lintRecipeGlsl } from './lint.js';
import { rangeFor } from './ranges.js';
import {
  EXTRA_PARAM_SLOTS,
  isParamSlot,
  isUsedParam,
  PARAM_SLOTS,
  REQUIRED_PARAM_SLOTS,
  type FoilRecipe,
} from './types.js';

export interface RecipeProblem {
  readonly recipe: string;
  /** The key, parameter slot or GLSL line the problem is about. */
  readonly where: string;
  readonly message: string;
}

export class RecipeError extends Error {
  constructor(readonly problems: readonly RecipeProblem[]) {
    super(problems.map((p) => `recipe "${p.recipe}", ${p.where}: ${p.message}`).join('\n'));
    this.name = 'RecipeError';
  }
}

const RESERVED_FUNCTIONS = new Set([
  ...definedFunctionNames(PREAMBLE),
  ...definedFunctionNames(MAIN),
  'main',
]);
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function checkDefaults(r: FoilRecipe, out: RecipeProblem[]): void {
  for (const [key, value] of Object.entries(r.defaults)) {
    if (!isUniformName(key)) {
      out.push({ recipe: r.id, where: `defaults.${key}`, message: 'is not a uniform of the contract' });
      continue;
    }
    const owner = UNIFORM_RUNTIME[key].owner;
    if (owner !== 'recipe') {
      out.push({
        recipe: r.id,
        where: `defaults.${key}`,
        message: `is ${owner}-owned; a recipe may only set recipe-owned uniforms`,
      });
      continue;
    }
    const mismatch = describeTypeMismatch(key, value);
    if (mismatch) {
      out.push({ recipe: r.id, where: `defaults.${key}`, message: mismatch });
      continue;
    }
    // A recipe is code: a default outside the range is a bug, not something to clamp quietly.
    const name = key as ValueUniformName;
    const range = rangeFor(r, name);
    if (range && clampToRange(name, value as never, range).clamped)
      out.push({
        recipe: r.id,
        where: `defaults.${key}`,
        message: `${JSON.stringify(value)} is outside its range ${range.min}..${range.max}`,
      });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields every other check reads; without them the recipe cannot be checked further. */
function checkShape(r: unknown): RecipeProblem[] {
  if (!isObject(r)) return [{ recipe: '(unnamed)', where: '(recipe)', message: 'must be a recipe object' }];
  const recipe = typeof r.id === 'string' ? r.id : '(unnamed)';
  const out: RecipeProblem[] = [];
  const need = (field: string, ok: boolean, what: string) => {
    if (!ok) out.push({ recipe, where: field, message: `must be ${what}` });
  };
  need('id', typeof r.id === 'string', 'a string');
  need('family', typeof r.family === 'string', 'a composite family name');
  need('glsl', typeof r.glsl === 'string', 'a GLSL string');
  need('defaults', isObject(r.defaults), 'an object of uniform values');
  need('params', isObject(r.params), 'an object of parameter slots');
  return out;
}

/** The family <-> defaults pairing: every family constant is carried, or overridden with a reason. */
function checkFamily(r: FoilRecipe, out: RecipeProblem[]): void {
  const family = FAMILIES[r.family];
  if (!family) {
    out.push({ recipe: r.id, where: 'family', message: `"${String(r.family)}" is not a composite family` });
    return;
  }
  const defaults = r.defaults as Record<string, unknown>;
  const overrides = (r.familyOverrides ?? {}) as Record<string, string | undefined>;
  for (const [key, expected] of Object.entries(family.constants)) {
    const reason = overrides[key];
    if (reason !== undefined) {
      if (reason.trim().length < 12)
        out.push({ recipe: r.id, where: `familyOverrides.${key}`, message: 'needs a real reason' });
      continue;
    }
    if (defaults[key] !== expected) {
      out.push({
        recipe: r.id,
        where: `defaults.${key}`,
        message: `must be ${expected} (the ${r.family} family constant), got ${String(defaults[key])}; override it only with a familyOverrides reason`,
      });
    }
  }
  for (const key of Object.keys(overrides)) {
    if (!(key in family.constants))
      out.push({
        recipe: r.id,
        where: `familyOverrides.${key}`,
        message: `is not a ${r.family} family constant`,
      });
  }
}

function checkParams(r: FoilRecipe, out: RecipeProblem[]): void {
  const slots = r.params as unknown as Record<string, unknown>;
  for (const key of Object.keys(slots)) {
    if (!isParamSlot(key)) {
      out.push({ recipe: r.id, where: `params.${key}`, message: 'is not a parameter slot (uP0..uP5)' });
    }
  }
  for (const slot of PARAM_SLOTS) {
    const p = r.params[slot];
    if (p === undefined) {
      if ((REQUIRED_PARAM_SLOTS as readonly string[]).includes(slot))
        out.push({
          recipe: r.id,
          where: `params.${slot}`,
          message: 'must be declared (use UNUSED for an unused slot)',
        });
      continue;
    }
    if (!isUsedParam(p)) continue;
    if ((EXTRA_PARAM_SLOTS as readonly string[]).includes(slot) && !(p as { reason?: string }).reason) {
      out.push({ recipe: r.id, where: `params.${slot}`, message: 'uP4/uP5 need a stated reason' });
    }
    const bad =
      typeof p.label !== 'string' ||
      !p.label ||
      !(p.min < p.max) ||
      !(p.step > 0) ||
      !(p.default >= p.min && p.default <= p.max);
    if (bad)
      out.push({
        recipe: r.id,
        where: `params.${slot}`,
        message: 'needs a label, min < max, step > 0 and a default inside the range',
      });
    if (typeof p.label === 'string' && p.label.trim().toLowerCase() === 'unused')
      out.push({ recipe: r.id, where: `params.${slot}`, message: 'is labelled unused but declared as used' });
  }
}

/** Every contract check on one recipe. An empty list means the recipe may be built. */
export function checkRecipe(r: FoilRecipe): RecipeProblem[] {
  const shape = checkShape(r);
  if (shape.length > 0) return shape;
  const out: RecipeProblem[] = [];
  if (!ID.test(r.id))
    out.push({ recipe: r.id, where: 'id', message: 'must be a lower-case kebab-case slug' });
  checkDefaults(r, out);
  checkFamily(r, out);
  checkParams(r, out);
  for (const f of lintRecipeGlsl(r.glsl, {
    allowFace: Boolean(r.samplesFace),
    reservedFunctions: RESERVED_FUNCTIONS,
  })) {
    out.push({ recipe: r.id, where: f.line > 0 ? `glsl line ${f.line}` : 'glsl', message: f.message });
  }
  return out;
}

/** Throws a RecipeError listing every problem, or returns the recipe unchanged. */
export function assertValidRecipe(r: FoilRecipe): FoilRecipe {
  const problems = checkRecipe(r);
  if (problems.length > 0) throw new RecipeError(problems);
  return r;
}
