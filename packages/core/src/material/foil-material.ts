import { ShaderMaterial, type Vector3, type Camera, type IUniform, type Object3D, type Texture } from 'three';
import { UNIFORMS } from '../contract/uniforms.js';
import {
  UNIFORM_NAMES,
  describeTypeMismatch,
  isSampler,
  isUniformName,
  type CardUniformName,
  type CardUniformValues,
  type RecipeUniformValues,
  type UniformValues,
  type ValueUniformName,
} from '../contract/derive.js';
import { assembleFragmentShader } from '../assemble.js';
import { FOIL_VERTEX_SHADER } from '../glsl/programs.js';
import { isLoadedCanon, loadCanon, type CanonFile, type CanonReport, type LoadedCanon } from '../canon.js';
import { requireRecipe } from '../registry/index.js';
import { assertValidRecipe } from '../recipe/validate.js';
import { rangeFor } from '../recipe/ranges.js';
import type { FoilRecipe } from '../recipe/types.js';
import { seedRecipeValues } from '../recipe/seed.js';
import { foilGlobals } from './foil-globals.js';
import { prepareTexture, TEXTURE_SLOTS, type FoilTextures, type TextureSlot } from './foil-textures.js';
import {
  readUniformValue,
  toUniformObject,
  writeClampedUniformValue,
  writeUniformValue,
} from './uniform-objects.js';
import { computeViewVectorTS } from './view-vector.js';

export interface CreateFoilMaterialOptions {
  /** A recipe object or a registered id / alias. */
  readonly recipe: FoilRecipe | string;
  /** Values applied last: recipe-owned looks and the surface's per-card values. */
  readonly uniforms?: Readonly<Partial<CardUniformValues>>;
  /** A saved look: a canon file (validated here) or what loadCanon returned. */
  readonly canon?: CanonFile | LoadedCanon;
  readonly textures?: FoilTextures;
  /**
   * Receives the report when the material loads a raw canon itself (unknown keys, keys the
   * canon predates, clamped values). Without it, unknown or clamped keys are a console warning.
   */
  readonly onReport?: (report: CanonReport) => void;
}

const validated = new WeakSet<FoilRecipe>();

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return Array.isArray(value) ? 'an array' : typeof value;
}

function resolveRecipe(options: CreateFoilMaterialOptions): FoilRecipe {
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`foilkit: createFoilMaterial expects an options object, got ${describe(options)}`);
  const { recipe } = options;
  if (typeof recipe === 'string') return requireRecipe(recipe);
  if (typeof recipe !== 'object' || recipe === null || typeof (recipe as { id?: unknown }).id !== 'string')
    throw new TypeError(
      `foilkit: createFoilMaterial options.recipe must be a recipe object (with an id) or a registered id, got ${describe(recipe)}`,
    );
  return recipe;
}

function loadOwnCanon(options: CreateFoilMaterialOptions): LoadedCanon | undefined {
  if (options.canon === undefined) return undefined;
  if (isLoadedCanon(options.canon)) return options.canon;
  const canon = loadCanon(options.canon);
  const { unknown, clamped } = canon.report;
  if (options.onReport) options.onReport(canon.report);
  else if (unknown.length > 0 || clamped.length > 0)
    console.warn(
      `foilkit: canon for "${canon.recipe.id}": ${[
        unknown.length > 0 ? `unknown keys ignored (${unknown.join(', ')})` : '',
        clamped.length > 0
          ? `clamped ${clamped.map((c) => `${c.key} ${JSON.stringify(c.from)} -> ${JSON.stringify(c.to)}`).join(', ')}`
          : '',
      ]
        .filter(Boolean)
        .join('; ')}. Pass onReport to handle this yourself.`,
    );
  return canon;
}

/** Why a per-card method may not set `name`, or null when it may. */
function refuseName(name: string): string | null {
  if (!isUniformName(name) || isSampler(name))
    return `"${name}" is not a value uniform of the contract${isUniformName(name) ? ' (it is a sampler: use setTexture)' : ''}`;
  if (UNIFORMS[name].owner === 'global')
    return `${name} is page-wide; use setGlobalFoilIntensity() or setFoilEnabled()`;
  return null;
}

/**
 * A three.js ShaderMaterial for one card. Per-card values are uniforms, never defines, so every
 * card using the same recipe shares one compiled program.
 */
export class FoilMaterial extends ShaderMaterial {
  readonly recipe: FoilRecipe;
  private readonly baseline: UniformValues;
  private readonly warnedClamp = new Set<string>();

  constructor(options: CreateFoilMaterialOptions) {
    const recipe = resolveRecipe(options);
    if (!validated.has(recipe)) {
      assertValidRecipe(recipe);
      validated.add(recipe);
    }
    const baseline = seedRecipeValues(recipe);
    const canon = loadOwnCanon(options);
    if (canon) {
      if (canon.recipe.id !== recipe.id) {
        throw new Error(
          `foilkit: canon is for recipe "${canon.recipe.id}" but the material is "${recipe.id}"`,
        );
      }
      Object.assign(baseline, canon.uniforms);
    }
    const uniforms: Record<string, IUniform> = {};
    for (const name of UNIFORM_NAMES) {
      if (isSampler(name)) continue;
      uniforms[name] =
        name === 'uGlobalIntensity' ? foilGlobals.uGlobalIntensity : toUniformObject(baseline[name]);
    }
    for (const slot of Object.keys(TEXTURE_SLOTS) as TextureSlot[]) {
      uniforms[TEXTURE_SLOTS[slot].uniform] = { value: prepareTexture(slot, options.textures?.[slot]) };
    }
    super({
      vertexShader: FOIL_VERTEX_SHADER,
      fragmentShader: assembleFragmentShader(recipe),
      uniforms,
      transparent: true,
    });
    this.toneMapped = false;
    this.recipe = recipe;
    this.baseline = baseline;
    if (options.uniforms) this.setUniforms(options.uniforms);
  }

  /**
   * Sets one uniform. A wrong type, an unknown name, a sampler or a page-wide uniform throws; a
   * value outside the declared range is clamped (and warned about once per name), never
   * silently trusted.
   */
  setUniform<N extends CardUniformName>(name: N, value: CardUniformValues[N]): this {
    const refused = this.refuse(name, value);
    if (refused) throw new Error(`foilkit: ${refused}`);
    this.apply(name, value);
    return this;
  }

  /** Sets several uniforms, all or none: every value is checked before any is applied. */
  setUniforms(values: Readonly<Partial<CardUniformValues>>): this {
    if (typeof values !== 'object' || values === null)
      throw new TypeError(
        `foilkit: setUniforms expects an object of uniform values, got ${describe(values)}`,
      );
    const entries = Object.entries(values).filter(([, v]) => v !== undefined);
    const problems = entries.flatMap(([name, value]) => this.refuse(name, value) ?? []);
    if (problems.length > 0) throw new Error(`foilkit: setUniforms changed nothing: ${problems.join('; ')}`);
    for (const [name, value] of entries) this.apply(name as CardUniformName, value);
    return this;
  }

  /** Restores what the recipe (or canon) declared for one uniform. */
  resetUniform(name: CardUniformName): this {
    const refused = refuseName(name);
    if (refused) throw new Error(`foilkit: ${refused}`);
    const target = this.uniforms[name];
    if (target) writeUniformValue(target, this.baseline[name]);
    return this;
  }

  private refuse(name: string, value: unknown): string | null {
    const refused = refuseName(name);
    if (refused) return refused;
    const mismatch = describeTypeMismatch(name as CardUniformName, value);
    return mismatch ? `${name} ${mismatch}, got ${JSON.stringify(value)}` : null;
  }

  private apply(name: CardUniformName, value: number | readonly number[]): void {
    const target = this.uniforms[name];
    if (!target) return;
    // Called per frame per card (tilt): clamp straight into the uniform, allocating nothing.
    const clamped = writeClampedUniformValue(target, value, rangeFor(this.recipe, name));
    if (clamped && !this.warnedClamp.has(name)) {
      this.warnedClamp.add(name);
      console.warn(
        `foilkit: ${name} = ${JSON.stringify(value)} is outside its range; clamped to ${JSON.stringify(this.getUniform(name))}`,
      );
    }
  }

  getUniform<N extends ValueUniformName>(name: N): UniformValues[N] {
    const target = isUniformName(name) && !isSampler(name) ? this.uniforms[name] : undefined;
    if (!target) throw new Error(`foilkit: "${name}" is not a value uniform of the contract`);
    return readUniformValue<N>(target);
  }

  /** Replaces one image; null restores the slot's fallback. */
  setTexture(slot: TextureSlot, texture: Texture | null): this {
    if (!Object.prototype.hasOwnProperty.call(TEXTURE_SLOTS, slot))
      throw new Error(
        `foilkit: "${String(slot)}" is not a texture slot; the slots are ${Object.keys(TEXTURE_SLOTS).join(', ')}`,
      );
    const target = this.uniforms[TEXTURE_SLOTS[slot].uniform];
    if (target) target.value = prepareTexture(slot, texture);
    return this;
  }

  /**
   * Opts this card into the real view vector: gViewTS then comes from the mesh's world frame and
   * the camera (see computeViewVectorTS) instead of the tilt model. Call it each frame the mesh
   * or camera moves; it allocates nothing.
   */
  updateViewVector(object: Object3D, camera: Camera): this {
    const on = this.uniforms.uViewTSOn;
    const view = this.uniforms.uViewTS;
    if (on && view) {
      on.value = 1;
      computeViewVectorTS(object, camera, view.value as Vector3);
    }
    return this;
  }

  /** The current recipe-owned values: what a canon file stores. */
  recipeValues(): RecipeUniformValues {
    const out: Record<string, unknown> = {};
    for (const name of UNIFORM_NAMES) {
      if (UNIFORMS[name].owner === 'recipe' && !isSampler(name)) out[name] = this.getUniform(name);
    }
    return out as RecipeUniformValues;
  }
}

export function createFoilMaterial(options: CreateFoilMaterialOptions): FoilMaterial {
  return new FoilMaterial(options);
}
