import type { RecipeUniformValues } from '../contract/derive.js';
import type { FamilyName } from '../families.js';

/** One recipe parameter, declared as data (ISF-style); sliders are built from this alone. */
export interface RecipeParam {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
  /** Optional named stops for a stepped parameter, e.g. `[{ value: 0, label: 'Stars' }]`. */
  readonly options?: ReadonlyArray<{ readonly value: number; readonly label: string }>;
  /** One line for designers: what moving it does. */
  readonly hint?: string;
}

/** A declared-but-unused slot. Every one of uP0..uP3 is declared, used or not. */
export interface UnusedParam {
  readonly unused: true;
}

export type ParamSlot = RecipeParam | UnusedParam;

export interface RecipeParams {
  readonly uP0: ParamSlot;
  readonly uP1: ParamSlot;
  readonly uP2: ParamSlot;
  readonly uP3: ParamSlot;
  /** Only for a recipe that genuinely outgrew four, with the reason stated. */
  readonly uP4?: RecipeParam & { readonly reason: string };
  readonly uP5?: RecipeParam & { readonly reason: string };
}

export type ParamSlotName = keyof RecipeParams;

/** Slots every recipe declares, used or not. */
export const REQUIRED_PARAM_SLOTS = ['uP0', 'uP1', 'uP2', 'uP3'] as const satisfies readonly ParamSlotName[];
/** Slots only for a recipe that outgrew four, each with a stated reason. */
export const EXTRA_PARAM_SLOTS = ['uP4', 'uP5'] as const satisfies readonly ParamSlotName[];
/** Every parameter slot, in order. */
export const PARAM_SLOTS: readonly ParamSlotName[] = [...REQUIRED_PARAM_SLOTS, ...EXTRA_PARAM_SLOTS];

export function isParamSlot(name: string): name is ParamSlotName {
  return (PARAM_SLOTS as readonly string[]).includes(name);
}

export interface FoilRecipe {
  /** Permanent slug. Never reused, never repurposed. */
  readonly id: string;
  readonly family: FamilyName;
  /** What a collector recognises, in one line. */
  readonly look: string;
  /** Pure GLSL defining `vec3 foilPattern(vec2 uv, vec2 tilt)`. */
  readonly glsl: string;
  /** Recipe-owned uniform defaults; must carry the family's constants. */
  readonly defaults: Readonly<Partial<RecipeUniformValues>>;
  readonly params: RecipeParams;
  /** Old ids this recipe was known by; they resolve here forever. */
  readonly aliases?: readonly string[];
  /** A family constant this recipe deliberately departs from, with the reason. */
  readonly familyOverrides?: Readonly<Partial<Record<keyof RecipeUniformValues, string>>>;
  /** The single documented exception to "do not sample uFace", with its reason. */
  readonly samplesFace?: { readonly reason: string };
}

export const UNUSED: UnusedParam = { unused: true };

export function isUsedParam(slot: ParamSlot | undefined): slot is RecipeParam {
  return slot !== undefined && !('unused' in slot);
}

/** Identity helper that gives recipe files full type checking. */
export function defineRecipe(recipe: FoilRecipe): FoilRecipe {
  return recipe;
}
