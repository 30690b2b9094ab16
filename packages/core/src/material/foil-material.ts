import {
  ShaderMaterial,
  Vector2,
  type Vector3,
  type BufferGeometry,
  type Camera,
  type Group,
  type IUniform,
  type Object3D,
  type Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { UNIFORM_RUNTIME } from '../contract/uniform-runtime.js';
import {
  UNIFORM_NAMES,
  describeTypeMismatch,
  isSampler,
  isUniformName,
  type CardUniformName,
  type CardUniformValues,
  type GlobalUniformName,
  type RecipeUniformValues,
  type UniformValues,
  type ValueUniformName,
} from '../contract/derive.js';
import { assembleFragmentShader } from '../assemble.js';
import { FOIL_VERTEX_SHADER } from '../glsl/programs.js';
import { isLoadedCanon, loadCanon, type CanonFile, type CanonReport, type LoadedCanon } from '../canon.js';
import { assertValidRecipe } from '../recipe/validate.js';
import { rangeFor } from '../recipe/ranges.js';
import type { FoilRecipe } from '../recipe/types.js';
import { seedRecipeValues } from '../recipe/seed.js';
import { followFoilGlobals, unfollowFoilGlobals } from './foil-globals.js';
import { TEXTURE_SLOTS, textureForSlot, type FoilTextures, type TextureSlot } from './foil-textures.js';
import { plainScanRecipe } from './plain-scan-recipe.js';
import {
  readUniformValue,
  toUniformObject,
  writeClampedUniformValue,
  writeUniformValue,
} from './uniform-objects.js';
import { computeViewVectorTS } from './view-vector.js';
import type { StaticBake } from './static-bake.js';
import type { BakeOption } from './bake-option.js';
import { startStaticBakeLoad, staticBakeModule } from './bake-loader.js';

export interface CreateFoilMaterialOptions {
  /**
   * The recipe object, e.g. `import { gold } from '@foilkit/core/recipes'` (only what is
   * imported is bundled). For a string id from data, use `requireRecipe(id)` from
   * `@foilkit/core/registry`.
   */
  readonly recipe: FoilRecipe;
  /** Values applied last: recipe-owned looks and the surface's per-card values. */
  readonly uniforms?: Readonly<Partial<CardUniformValues>>;
  /**
   * A saved look, applied after the recipe's defaults and before `uniforms`: a canon file
   * (validated here) or what loadCanon returned.
   */
  readonly canon?: CanonFile | LoadedCanon;
  readonly textures?: FoilTextures;
  /**
   * Receives the report when the material loads a raw canon itself (unknown keys, keys the
   * canon predates, clamped values). Without it, unknown or clamped keys are a console warning.
   */
  readonly onReport?: (report: CanonReport) => void;
  /**
   * Static terms (mask, ink design, ink estimate, etch plate) are baked once per card into a
   * small texture and re-baked only when their inputs change. Default: on, as wide as the card
   * is drawn (rounded up to 32 texels; never wider than the scan or 512; grows, never shrinks).
   * `{ width }` fixes the bake's width; `false` computes every term per fragment (the reference
   * path). Where the renderer cannot render half-float colour
   * (no EXT_color_buffer_float), the material falls back to the reference path by itself.
   */
  readonly bake?: BakeOption;
}

const validated = new WeakSet<FoilRecipe>();

type UserDrawHook = (
  this: FoilMaterial,
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  geometry: BufferGeometry,
  object: Object3D,
  group: Group,
) => void;

function loadOwnCanon(options: CreateFoilMaterialOptions, recipe: FoilRecipe): LoadedCanon | undefined {
  if (options.canon === undefined) return undefined;
  if (isLoadedCanon(options.canon)) return options.canon;
  const canon = loadCanon(options.canon, recipe);
  const { unknown, clamped } = canon.report;
  if (options.onReport) options.onReport(canon.report);
  else if (unknown.length + clamped.length > 0)
    console.warn(
      `foilkit: canon for "${canon.recipe.id}": unknown keys ignored [${unknown.join(', ')}], clamped [${clamped
        .map((c) => `${c.key} ${JSON.stringify(c.from)} -> ${JSON.stringify(c.to)}`)
        .join(', ')}]. Pass onReport to handle this yourself.`,
    );
  return canon;
}

/** Why a per-card method may not set `name`, or null when it may. */
function refuseName(name: string): string | null {
  if (!isUniformName(name) || isSampler(name))
    return `"${name}" is not a value uniform of the contract${isUniformName(name) ? ' (it is a sampler: use setTexture)' : ''}`;
  if (UNIFORM_RUNTIME[name].owner === 'global')
    return `${name} is page-wide; use setGlobalFoilIntensity(), setFoilEnabled() or setFoilLamp()`;
  return null;
}

/**
 * A three.js ShaderMaterial for one card. Per-card values are uniforms, never defines, so every
 * card using the same recipe shares one compiled program; the only defines are the program's
 * switches (FOIL_BAKED, FOIL_SCAN_BASE, FOIL_LAMP_ON), which every baked scan card of a recipe
 * has alike under one page lamp.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see FoilUniformAccessors below
export class FoilMaterial extends ShaderMaterial {
  private _recipe: FoilRecipe;
  private baseline: UniformValues;
  private readonly warnedClamp = new Set<string>();
  /** Slot textures this material made itself (configured clones); disposed with it. */
  private readonly ownedTextures = new Map<TextureSlot, Texture>();
  private bakeOption: BakeOption | undefined;
  private bakeWanted = false;
  private staticBake: StaticBake | null = null;

  /**
   * With no options the material draws its scan plain (see plainScanRecipe); three.js builds
   * clones that way and then calls `copy()`.
   */
  constructor(options?: CreateFoilMaterialOptions) {
    // Only a call with no options at all (three.js's clone) means the plain scan; an explicit
    // recipe that is missing or malformed is the caller's mistake and is named below.
    if (options !== undefined && (typeof options !== 'object' || options === null))
      throw new TypeError(`foilkit: createFoilMaterial expects an options object, got ${describe(options)}`);
    const recipe = options === undefined ? plainScanRecipe : options.recipe;
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
    const canon = options ? loadOwnCanon(options, recipe) : undefined;
    if (canon) {
      if (canon.recipe.id !== recipe.id) {
        throw new Error(
          `foilkit: canon is for recipe "${canon.recipe.id}" but the material is "${recipe.id}"`,
        );
      }
      Object.assign(baseline, canon.uniforms);
    }
    const uniforms: Record<string, IUniform> = {};
    const globals = followFoilGlobals();
    for (const name of UNIFORM_NAMES) {
      if (isSampler(name)) continue;
      uniforms[name] =
        UNIFORM_RUNTIME[name].owner === 'global'
          ? globals[name as GlobalUniformName]
          : toUniformObject(baseline[name]);
    }
    for (const slot of Object.keys(TEXTURE_SLOTS) as TextureSlot[]) {
      uniforms[TEXTURE_SLOTS[slot].uniform] = { value: null };
    }
    // The bake's own uniforms: not part of the contract, never set by a caller.
    uniforms.uBakeTex = { value: null };
    uniforms.uBakeLayout = { value: new Vector2(0, 0) };
    const bake = options?.bake;
    if (bake !== undefined && bake !== false && !(Number.isInteger(bake?.width) && bake.width >= 1))
      throw new TypeError(
        `foilkit: createFoilMaterial option bake must be false or { width: a positive integer }, got ${JSON.stringify(bake)}`,
      );
    // Baking pays only where a recipe draws foil: the plain-scan material (no options; three's
    // clone() makes one and copy() then takes the source's choice) never bakes.
    const bakeWanted = bake !== false && options !== undefined;
    super({
      defines: bakeWanted && staticBakeModule() ? { FOIL_BAKED: '' } : {},
      vertexShader: FOIL_VERTEX_SHADER,
      fragmentShader: assembleFragmentShader(recipe),
      uniforms,
      transparent: true,
    });
    this.toneMapped = false;
    this.installDrawHook();
    this._recipe = recipe;
    this.baseline = baseline;
    this.bakeOption = bake;
    this.bakeWanted = bakeWanted;
    if (bakeWanted) startStaticBakeLoad();
    for (const slot of Object.keys(TEXTURE_SLOTS) as TextureSlot[]) {
      this.setTexture(slot, options?.textures?.[slot] ?? null);
    }
    if (options?.uniforms) this.setUniforms(options.uniforms);
    this.useDefine('FOIL_SCAN_BASE', this.onScanBase());
    this.useDefine('FOIL_LAMP_ON', this.lampOn());
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
    // The copy bakes its own texture; a render target's texture cannot be cloned (three warns).
    const sourceBake = source.uniforms.uBakeTex;
    const held: unknown = sourceBake?.value;
    if (sourceBake) sourceBake.value = null;
    try {
      super.copy(source);
    } finally {
      if (sourceBake) sourceBake.value = held;
    }
    this.releaseBake();
    this.bakeOption = source.bakeOption;
    this.bakeWanted = source.bakeWanted;
    this._recipe = source._recipe;
    this.baseline = { ...source.baseline };
    // super.copy cloned the source's page-wide objects, which nothing updates: take our own.
    unfollowFoilGlobals(this.uniforms.uGlobalIntensity);
    const globals = followFoilGlobals();
    for (const name of UNIFORM_NAMES)
      if (UNIFORM_RUNTIME[name].owner === 'global') this.uniforms[name] = globals[name as GlobalUniformName];
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
    this.releaseBake();
    unfollowFoilGlobals(this.uniforms.uGlobalIntensity);
    super.dispose();
  }

  /**
   * Brings the bake up to date before each draw of the card (a render into the card's bake
   * texture only when a static input changed), so a plain three.js user gets it with no extra
   * call. three reaches it through onBeforeRender, which stays the user's hook: see
   * installDrawHook.
   */
  private syncBeforeDraw(
    renderer: WebGLRenderer,
    camera: Camera,
    geometry: BufferGeometry,
    object: Object3D,
  ): void {
    const bake = this.prepareBake(renderer);
    if (!bake) return;
    this.staticBake ??= new bake.StaticBake(
      this.uniforms,
      this.bakeOption ? this.bakeOption.width : undefined,
    );
    this.staticBake.sync(renderer, camera, geometry, object);
  }

  /**
   * `onBeforeRender` is three's hook for the user, so the material does not take it: reading it
   * gives a function that syncs the bake and then calls whatever the user assigned, and
   * assigning it sets the user's part only. A user hook that wraps the one it replaced (calls it
   * first) runs once, without recursion, and the bake still runs once per draw.
   */
  private installDrawHook(): void {
    let userHook: UserDrawHook | null = null;
    let inHook = false;
    const drawHook: UserDrawHook = (renderer, scene, camera, geometry, object, group) => {
      if (inHook) return;
      inHook = true;
      try {
        this.syncBeforeDraw(renderer, camera, geometry, object);
        userHook?.call(this, renderer, scene, camera, geometry, object, group);
      } finally {
        inHook = false;
      }
    };
    Object.defineProperty(this, 'onBeforeRender', {
      configurable: true,
      enumerable: false,
      get: () => drawHook,
      set: (hook: unknown) => {
        if (hook === drawHook) return;
        if (hook !== null && hook !== undefined && typeof hook !== 'function')
          throw new TypeError(`foilkit: onBeforeRender must be a function, got ${describe(hook)}`);
        userHook = (hook as UserDrawHook | null | undefined) ?? null;
      },
    });
  }

  /**
   * Chooses the card's program for `renderer`: baked (`FOIL_BAKED`) once the bake's code has
   * loaded and where the renderer can bake, else the per-fragment reference, the very program
   * `bake: false` uses. Two programs rather than one with a uniform branch between the paths:
   * the branch cost about a fifth of the baked frame on SwiftShader even when not taken. Likewise
   * `FOIL_SCAN_BASE` while uScanBase is above 0.5: the scan path alone, without the blank base's
   * composite beside it (the same pixels; a card switched to the blank base changes program), and
   * `FOIL_LAMP_ON` while the page lamp is on: the glare without the lamp-off band beside it. three
   * runs this through onBeforeRender, before it picks the program for that draw; call it before
   * `renderer.compile()` so that what compiles is what will be drawn (prepareFoilCards does).
   * Returns the bake's code when the card bakes.
   */
  prepareBake(renderer: WebGLRenderer): ReturnType<typeof staticBakeModule> {
    const bake = this.bakeWanted ? staticBakeModule() : undefined;
    const baked = bake?.canBake(renderer) === true;
    this.useDefine('FOIL_BAKED', baked);
    this.useDefine('FOIL_SCAN_BASE', this.onScanBase());
    this.useDefine('FOIL_LAMP_ON', this.lampOn());
    if (!baked) return undefined;
    bake.compileBakeProgram(renderer);
    return bake;
  }

  /** Whether the card composites over a real scan (uScanBase above 0.5): FOIL_SCAN_BASE's choice. */
  private onScanBase(): boolean {
    const value: unknown = this.uniforms.uScanBase?.value;
    return typeof value === 'number' && value > 0.5;
  }

  /** Whether the page lamp is on: FOIL_LAMP_ON's choice (a lamp switched page-wide changes program). */
  private lampOn(): boolean {
    const value: unknown = this.uniforms.uLampOn?.value;
    return typeof value === 'number' && value > 0.5;
  }

  /** Sets or clears a program switch; a change means another program (three compiles or shares it). */
  private useDefine(name: 'FOIL_BAKED' | 'FOIL_SCAN_BASE' | 'FOIL_LAMP_ON', on: boolean): void {
    if (on === (this.defines[name] !== undefined)) return;
    if (on) this.defines[name] = '';
    else delete this.defines[name];
    this.needsUpdate = true;
  }

  /** What the card's bake holds now: whether it is on, how often it baked, its GPU bytes. */
  bakeInfo(): { readonly on: boolean; readonly bakes: number; readonly bytes: number } {
    return {
      on: this.defines.FOIL_BAKED !== undefined,
      bakes: this.staticBake?.count ?? 0,
      bytes: this.staticBake?.bytes() ?? 0,
    };
  }

  private releaseBake(): void {
    this.staticBake?.dispose();
    this.staticBake = null;
    const uniform = this.uniforms.uBakeTex;
    if (uniform) uniform.value = null;
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

  /**
   * Replaces one image; null restores the slot's fallback. The texture is used as it is when it
   * already samples the way the slot needs, else through a configured copy: never changed.
   */
  setTexture(slot: TextureSlot, texture: Texture | null): this {
    if (!Object.prototype.hasOwnProperty.call(TEXTURE_SLOTS, slot))
      throw new Error(
        `foilkit: "${String(slot)}" is not a texture slot; the slots are ${Object.keys(TEXTURE_SLOTS).join(', ')}`,
      );
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
      if (UNIFORM_RUNTIME[name].owner === 'recipe' && !isSampler(name)) out[name] = this.getUniform(name);
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
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object that is not a recipe' : String(value);
}

/**
 * Every per-card value uniform as a property: `material.uIntensity = 0.5`, or R3F's
 * `<foilMaterial uIntensity={0.5} />`, goes through setUniform (type check, range clamp), and
 * reading gives getUniform's value. Page-wide uniforms and samplers have none.
 */
export type FoilUniformAccessors = { [N in CardUniformName]: CardUniformValues[N] };

// The accessors are defined on the prototype just below, from the uniform table, so no list is
// written twice; this merge only tells TypeScript they are there.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface FoilMaterial extends FoilUniformAccessors {}

for (const name of UNIFORM_NAMES) {
  if (isSampler(name) || UNIFORM_RUNTIME[name].owner === 'global') continue;
  const cardName = name as CardUniformName;
  Object.defineProperty(FoilMaterial.prototype, cardName, {
    configurable: true,
    enumerable: false,
    get(this: FoilMaterial) {
      return this.getUniform(cardName);
    },
    set(this: FoilMaterial, value: CardUniformValues[CardUniformName]) {
      this.setUniform(cardName, value);
    },
  });
}
