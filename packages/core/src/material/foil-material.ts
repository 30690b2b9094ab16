import { ShaderMaterial, type Vector3, type Camera, type IUniform, type Object3D, type Texture } from 'three';
import { UNIFORMS } from '../contract/uniforms.js';
import {
  UNIFORM_NAMES,
  describeTypeMismatch,
  isSampler,
  isUniformName,
  type RecipeUniformValues,
  type UniformValues,
  type ValueUniformName,
} from '../contract/derive.js';
import { assembleFragmentShader } from '../assemble.js';
import { FOIL_VERTEX_SHADER } from '../glsl/programs.js';
import { loadCanon, type CanonFile, type LoadedCanon } from '../canon.js';
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
  readonly uniforms?: Readonly<Partial<UniformValues>>;
  /** A saved look; applied after the recipe's defaults and before `uniforms`. */
  readonly canon?: CanonFile | LoadedCanon;
  readonly textures?: FoilTextures;
}

const validated = new WeakSet<FoilRecipe>();

function isLoadedCanon(c: CanonFile | LoadedCanon): c is LoadedCanon {
  return 'report' in c;
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
    const recipe = typeof options.recipe === 'string' ? requireRecipe(options.recipe) : options.recipe;
    if (!validated.has(recipe)) {
      assertValidRecipe(recipe);
      validated.add(recipe);
    }
    const baseline = seedRecipeValues(recipe);
    if (options.canon) {
      const canon = isLoadedCanon(options.canon) ? options.canon : loadCanon(options.canon);
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
   * Sets one uniform. A wrong type, an unknown name or a sampler throws; a value outside the
   * declared range is clamped (and warned about once per name), never silently trusted.
   */
  setUniform<N extends ValueUniformName>(name: N, value: UniformValues[N]): this {
    if (!isUniformName(name) || isSampler(name))
      throw new Error(`foilkit: "${String(name)}" is not a value uniform of the contract`);
    if (UNIFORMS[name].owner === 'global')
      throw new Error(`foilkit: ${name} is page-wide; use setGlobalFoilIntensity()`);
    const mismatch = describeTypeMismatch(name, value);
    if (mismatch) throw new Error(`foilkit: ${name} ${mismatch}, got ${JSON.stringify(value)}`);
    const target = this.uniforms[name];
    if (!target) return this;
    // Called per frame per card (tilt): clamp straight into the uniform, allocating nothing.
    const clamped = writeClampedUniformValue(target, value, rangeFor(this.recipe, name));
    if (clamped && !this.warnedClamp.has(name)) {
      this.warnedClamp.add(name);
      console.warn(
        `foilkit: ${name} = ${JSON.stringify(value)} is outside its range; clamped to ${JSON.stringify(this.getUniform(name))}`,
      );
    }
    return this;
  }

  setUniforms(values: Readonly<Partial<UniformValues>>): this {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) this.setUniform(name as ValueUniformName, value);
    }
    return this;
  }

  /** Setting a value to nothing restores what the recipe (or canon) declared. */
  resetUniform(name: ValueUniformName): this {
    const target = this.uniforms[name];
    if (target) writeUniformValue(target, this.baseline[name]);
    return this;
  }

  getUniform<N extends ValueUniformName>(name: N): UniformValues[N] {
    const target = this.uniforms[name];
    if (!target) throw new Error(`foilkit: "${name}" is not a value uniform of the contract`);
    return readUniformValue<N>(target);
  }

  /** Replaces one image; null restores the slot's fallback. */
  setTexture(slot: TextureSlot, texture: Texture | null): this {
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
