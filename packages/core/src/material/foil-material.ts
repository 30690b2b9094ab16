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
import { assertValidRecipe } from '../recipe/validate.js';
import { rangeFor } from '../recipe/ranges.js';
import type { FoilRecipe } from '../recipe/types.js';
import { seedRecipeValues } from '../recipe/seed.js';
import { foilGlobals } from './foil-globals.js';
import { TEXTURE_SLOTS, textureForSlot, type FoilTextures, type TextureSlot } from './foil-textures.js';
import { plainScanRecipe } from './plain-scan-recipe.js';
import {
  readUniformValue,
  toUniformObject,
  writeClampedUniformValue,
  writeUniformValue,
} from './uniform-objects.js';
import { computeViewVectorTS } from './view-vector.js';

export interface CreateFoilMaterialOptions {
  /**
   * The recipe object, e.g. `import { gold } from '@foilkit/core/recipes'` (only what is
   * imported is bundled). For a string id from data, use `requireRecipe(id)` from
   * `@foilkit/core/registry`.
   */
  readonly recipe: FoilRecipe;
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
  private _recipe: FoilRecipe;
  private baseline: UniformValues;
  private readonly warnedClamp = new Set<string>();
  /** Slot textures this material made itself (configured clones); disposed with it. */
  private readonly ownedTextures = new Map<TextureSlot, Texture>();

  /**
   * With no options the material draws its scan plain (see plainScanRecipe); three.js builds
   * clones that way and then calls `copy()`.
   */
  constructor(options?: CreateFoilMaterialOptions) {
    const recipe = options?.recipe ?? plainScanRecipe;
    if (typeof recipe !== 'object' || recipe === null || typeof recipe.glsl !== 'string') {
      throw new TypeError(
        `foilkit: createFoilMaterial needs a recipe object (import it from '@foilkit/core/recipes', or requireRecipe(id) from '@foilkit/core/registry'), got ${describe(recipe)}`,
      );
    }
    if (!validated.has(recipe)) {
      assertValidRecipe(recipe);
      validated.add(recipe);
    }
    const baseline = seedRecipeValues(recipe);
    if (options?.canon) {
      const canon = isLoadedCanon(options.canon) ? options.canon : loadCanon(options.canon, recipe);
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
      uniforms[TEXTURE_SLOTS[slot].uniform] = { value: null };
    }
    super({
      vertexShader: FOIL_VERTEX_SHADER,
      fragmentShader: assembleFragmentShader(recipe),
      uniforms,
      transparent: true,
    });
    this.toneMapped = false;
    this._recipe = recipe;
    this.baseline = baseline;
    for (const slot of Object.keys(TEXTURE_SLOTS) as TextureSlot[]) {
      this.setTexture(slot, options?.textures?.[slot] ?? null);
    }
    if (options?.uniforms) this.setUniforms(options.uniforms);
  }

  /** The recipe this material draws. */
  get recipe(): FoilRecipe {
    return this._recipe;
  }

  /**
   * Makes this material a copy of another: the same recipe (so the same compiled program), its
   * current per-card values and its textures. The page-wide uniform stays the shared one, so the
   * copy still obeys setFoilEnabled and setGlobalFoilIntensity.
   */
  override copy(source: FoilMaterial): this {
    super.copy(source);
    this._recipe = source._recipe;
    this.baseline = { ...source.baseline };
    this.uniforms.uGlobalIntensity = foilGlobals.uGlobalIntensity;
    // ShaderMaterial.copy clones each texture; bind the source's own ones instead (one upload).
    for (const slot of Object.keys(TEXTURE_SLOTS) as TextureSlot[]) {
      const uniform = this.uniforms[TEXTURE_SLOTS[slot].uniform];
      const shared = source.uniforms[TEXTURE_SLOTS[slot].uniform]?.value as Texture | null | undefined;
      if (uniform) uniform.value = shared ?? null;
      this.ownedTextures.get(slot)?.dispose();
      this.ownedTextures.delete(slot);
    }
    return this;
  }

  override clone(): this {
    return new (this.constructor as new () => this)().copy(this);
  }

  /** Releases this material's program reference and the texture copies it made. */
  override dispose(): void {
    for (const texture of this.ownedTextures.values()) texture.dispose();
    this.ownedTextures.clear();
    super.dispose();
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

  /**
   * Replaces one image; null restores the slot's fallback. The texture is used as it is when it
   * already samples the way the slot needs, else through a configured copy: never changed.
   */
  setTexture(slot: TextureSlot, texture: Texture | null): this {
    const target = this.uniforms[TEXTURE_SLOTS[slot].uniform];
    if (!target) return this;
    const bound = textureForSlot(slot, texture);
    this.ownedTextures.get(slot)?.dispose();
    this.ownedTextures.delete(slot);
    if (bound.owned) this.ownedTextures.set(slot, bound.texture);
    target.value = bound.texture;
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

function describe(value: unknown): string {
  if (typeof value === 'string') return `the string "${value}"`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object that is not a recipe' : String(value);
}
