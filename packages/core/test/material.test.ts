import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClampToEdgeWrapping, DataTexture, NoColorSpace, SRGBColorSpace, Vector2, type Texture } from 'three';
import {
  FAMILIES,
  RecipeError,
  createFoilMaterial,
  foilGlobals,
  seedRecipeValues,
  setFoilEnabled,
  setGlobalFoilIntensity,
  setFoilLamp,
  resetFoilLamp,
  subscribeFoilGlobals,
  getFoilGlobals,
  UNIFORMS,
  isUsedParam,
  configureTextureForSlot,
  fitsSlot,
  FoilMaterial,
  plainScanRecipe,
  type FoilRecipe,
} from '@foilkit/core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { validRecipe } from './fixtures/recipes.js';

afterEach(() => {
  setFoilEnabled(true);
  setGlobalFoilIntensity(1);
});

describe('createFoilMaterial', () => {
  it('throws naming the recipe and the key for a default of a uniform that does not exist', () => {
    const r = validRecipe({
      id: 'typo-recipe',
      defaults: { ...FAMILIES.line.constants, uSheeen: 2 } as never,
    });
    expect(() => createFoilMaterial({ recipe: r })).toThrow(RecipeError);
    expect(() => createFoilMaterial({ recipe: r })).toThrow(
      /recipe "typo-recipe", defaults.uSheeen: is not a uniform/,
    );
  });

  it('throws naming the recipe and the key for a default of a surface-owned or structural uniform', () => {
    const r = validRecipe({ id: 'grabby', defaults: { ...FAMILIES.line.constants, uScanBase: 0 } as never });
    expect(() => createFoilMaterial({ recipe: r })).toThrow(
      /recipe "grabby", defaults.uScanBase: is surface-owned/,
    );
    const s = validRecipe({ id: 'switchy', defaults: { ...FAMILIES.line.constants, uInkOn: 1 } as never });
    expect(() => createFoilMaterial({ recipe: s })).toThrow(/defaults.uInkOn: is structural-owned/);
  });

  it('seeds contract default, then family constants and recipe defaults, then parameter defaults', () => {
    const r = validRecipe({ defaults: { ...FAMILIES.line.constants, uSat: 0.4 } });
    const v = seedRecipeValues(r);
    expect(v.uSheen).toBe(4.2); // family constant over the contract default (1)
    expect(v.uSat).toBe(0.4); // recipe default over the contract default (1)
    expect(v.uP0).toBe(0.5); // declared parameter default over the contract default (0)
    expect(v.uHueSpread).toBe(UNIFORMS.uHueSpread.default); // untouched: contract default
    const m = createFoilMaterial({ recipe: r });
    expect(m.getUniform('uSheen')).toBe(4.2);
    expect(m.getUniform('uP0')).toBe(0.5);
  });

  it('seeds every registered recipe with its own parameter defaults', () => {
    for (const recipe of listRecipes()) {
      const m = createFoilMaterial({ recipe });
      for (const slot of ['uP0', 'uP1', 'uP2', 'uP3'] as const) {
        const p = recipe.params[slot];
        if (isUsedParam(p)) expect(m.getUniform(slot), `${recipe.id}.${slot}`).toBe(p.default);
      }
      m.dispose();
    }
  });

  it('gives every sampler a valid texture: white hand mask, transparent ink and glyphs, black etch', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    const px = (name: string) =>
      Array.from((m.uniforms[name]!.value as DataTexture).image.data as Uint8Array);
    expect(px('uMaskTex')).toEqual([255, 255, 255, 255]);
    expect(px('uInkTex')).toEqual([0, 0, 0, 0]);
    expect(px('uGlyphTex')).toEqual([0, 0, 0, 0]);
    expect(px('uEtchTex')).toEqual([0, 0, 0, 255]);
    expect(m.uniforms.uFace!.value).toBeInstanceOf(DataTexture);
  });

  it('binds configured copies of misfit textures, never changing those of the caller', () => {
    const face = new DataTexture(new Uint8Array(4), 1, 1);
    face.colorSpace = SRGBColorSpace;
    const mask = new DataTexture(new Uint8Array(4), 1, 1);
    mask.flipY = true;
    const m = createFoilMaterial({ recipe: validRecipe(), textures: { face, mask } });
    // The caller's objects are untouched: they may be shared with materials that want them so.
    expect(face.colorSpace).toBe(SRGBColorSpace);
    expect(mask.flipY).toBe(true);
    const boundFace = m.uniforms.uFace!.value as Texture;
    const boundMask = m.uniforms.uMaskTex!.value as Texture;
    expect(boundFace).not.toBe(face);
    expect(boundFace.colorSpace).toBe(NoColorSpace);
    expect(boundFace.source).toBe(face.source); // same image: one upload
    expect(boundMask.flipY).toBe(false);
    expect(boundMask.wrapS).toBe(ClampToEdgeWrapping);
    m.setTexture('mask', null);
    expect(Array.from((m.uniforms.uMaskTex!.value as DataTexture).image.data as Uint8Array)).toEqual([
      255, 255, 255, 255,
    ]);
  });

  it('binds a texture that already fits its slot as it is, with no copy', () => {
    const ink = new DataTexture(new Uint8Array(4), 1, 1);
    configureTextureForSlot('ink', ink);
    expect(fitsSlot('ink', ink)).toBe(true);
    const m = createFoilMaterial({ recipe: validRecipe(), textures: { ink } });
    expect(m.uniforms.uInkTex!.value).toBe(ink);
  });

  it('disposes the copies it made, and only those', () => {
    const face = new DataTexture(new Uint8Array(4), 1, 1);
    face.colorSpace = SRGBColorSpace;
    const ink = configureTextureForSlot('ink', new DataTexture(new Uint8Array(4), 1, 1));
    const m = createFoilMaterial({ recipe: validRecipe(), textures: { face, ink } });
    const copy = m.uniforms.uFace!.value as Texture;
    const disposed: Texture[] = [];
    for (const t of [face, ink, copy]) t.addEventListener('dispose', () => disposed.push(t));
    m.dispose();
    expect(disposed).toEqual([copy]);
  });

  it('works with no arguments, drawing the scan plain (how three.js starts a clone)', () => {
    const m = new FoilMaterial();
    expect(m.recipe).toBe(plainScanRecipe);
    expect(m.getUniform('uIntensity')).toBe(0);
    expect(m.uniforms.uGlobalIntensity!.value).toBe(foilGlobals.uGlobalIntensity.value);
  });

  it('clones with its recipe, per-card values and textures, still on the page-wide switch', () => {
    const recipe = listRecipes()[3]!;
    const face = new DataTexture(new Uint8Array(4), 1, 1);
    const a = createFoilMaterial({ recipe, textures: { face }, uniforms: { uIntensity: 0.4 } });
    a.setUniform('uTilt', [0.25, -0.5]);
    const b = a.clone();
    expect(b).toBeInstanceOf(FoilMaterial);
    expect(b.recipe).toBe(recipe);
    expect(b.fragmentShader).toBe(a.fragmentShader); // one program for both
    expect(b.getUniform('uTilt')).toEqual([0.25, -0.5]);
    expect(b.getUniform('uIntensity')).toBeCloseTo(0.4);
    expect(b.uniforms.uFace!.value).toBe(face);
    // Its own page-wide uniform object, still on the page-wide switch.
    expect(b.uniforms.uGlobalIntensity).not.toBe(a.uniforms.uGlobalIntensity);
    setGlobalFoilIntensity(0.25);
    expect(b.uniforms.uGlobalIntensity!.value).toBe(0.25);
    // Independent per-card values after the copy.
    b.setUniform('uTilt', [0, 0]);
    expect(a.getUniform('uTilt')).toEqual([0.25, -0.5]);
    // Reset goes back to what the source declared, not to the plain-scan placeholder.
    b.setUniform('uIntensity', 0.9).resetUniform('uIntensity');
    expect(b.getUniform('uIntensity')).toBe(seedRecipeValues(recipe).uIntensity);
  });

  it('gives each material its own uniform objects, the page-wide one included', () => {
    const a = createFoilMaterial({ recipe: validRecipe() });
    const b = createFoilMaterial({ recipe: validRecipe() });
    a.setUniform('uTilt', [0.5, -0.5]);
    expect(b.getUniform('uTilt')).toEqual([0, 0]);
    expect(a.uniforms.uTilt).not.toBe(b.uniforms.uTilt);
    expect(a.uniforms.uTilt!.value).toBeInstanceOf(Vector2);
    expect(a.uniforms.uGlobalIntensity).not.toBe(b.uniforms.uGlobalIntensity);
    // A write to one card's object (a user's `.value`, R3F's uniforms prop) stays on that card.
    a.uniforms.uGlobalIntensity!.value = 0.1;
    expect(b.uniforms.uGlobalIntensity!.value).toBe(1);
    // The page switch still reaches both, and overrules the stray write.
    setGlobalFoilIntensity(0.5);
    expect([a.uniforms.uGlobalIntensity!.value, b.uniforms.uGlobalIntensity!.value]).toEqual([0.5, 0.5]);
  });

  it('stops following the page switch once disposed, and the page value cannot be written around it', () => {
    const a = createFoilMaterial({ recipe: validRecipe() });
    const own = a.uniforms.uGlobalIntensity!;
    a.dispose();
    setGlobalFoilIntensity(0.3);
    expect(own.value).toBe(1);
    expect(foilGlobals.uGlobalIntensity.value).toBe(0.3);
    expect(() => {
      (foilGlobals.uGlobalIntensity as { value: number }).value = 1;
    }).toThrow(TypeError);
    expect(getFoilGlobals().intensity).toBe(0.3);
  });

  it('uses uniforms, never defines, for per-card values', () => {
    const a = createFoilMaterial({ recipe: validRecipe(), uniforms: { uIntensity: 0.3, uMaskInvert: 1 } });
    const b = createFoilMaterial({ recipe: validRecipe() });
    expect(a.fragmentShader).toBe(b.fragmentShader);
    expect(a.defines).toEqual(b.defines);
  });

  it('compiles the scan path alone while uScanBase is above 0.5, and switches program when it moves', () => {
    const scan = createFoilMaterial({ recipe: validRecipe(), bake: false });
    const blank = createFoilMaterial({ recipe: validRecipe(), bake: false, uniforms: { uScanBase: 0 } });
    expect(scan.defines).toHaveProperty('FOIL_SCAN_BASE');
    expect(blank.defines).not.toHaveProperty('FOIL_SCAN_BASE');
    // The define's block is real GLSL: without it MAIN keeps both composites behind the uniform.
    expect(scan.fragmentShader).toMatch(/#ifdef FOIL_SCAN_BASE\n\s*vec3 color = scanComposite/);
    const renderer = {} as Parameters<FoilMaterial['prepareBake']>[0];
    const version = scan.version;
    scan.setUniform('uScanBase', 0);
    scan.prepareBake(renderer);
    expect(scan.defines).not.toHaveProperty('FOIL_SCAN_BASE');
    expect(scan.version).toBeGreaterThan(version);
    scan.setUniform('uScanBase', 1);
    scan.prepareBake(renderer);
    expect(scan.defines).toHaveProperty('FOIL_SCAN_BASE');
    expect(scan.clone().defines).toHaveProperty('FOIL_SCAN_BASE');
  });

  it('compiles the glare without the lamp-off band while the page lamp is on, and follows the switch', () => {
    const renderer = {} as Parameters<FoilMaterial['prepareBake']>[0];
    const material = createFoilMaterial({ recipe: validRecipe(), bake: false });
    expect(material.defines).toHaveProperty('FOIL_LAMP_ON');
    expect(material.fragmentShader).toMatch(/#ifdef FOIL_LAMP_ON\n\s*return foilGlare\(\);/);
    try {
      setFoilLamp({ on: false });
      const version = material.version;
      material.prepareBake(renderer);
      expect(material.defines).not.toHaveProperty('FOIL_LAMP_ON');
      expect(material.version).toBeGreaterThan(version);
      expect(createFoilMaterial({ recipe: validRecipe(), bake: false }).defines).not.toHaveProperty(
        'FOIL_LAMP_ON',
      );
    } finally {
      resetFoilLamp();
    }
    material.prepareBake(renderer);
    expect(material.defines).toHaveProperty('FOIL_LAMP_ON');
  });

  it('clamps an out-of-range value with one warning, and rejects a wrong type or a global', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = createFoilMaterial({ recipe: validRecipe() });
    m.setUniform('uIntensity', 9);
    m.setUniform('uIntensity', 7);
    expect(m.getUniform('uIntensity')).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    m.setUniform('uTilt', [3, -0.5]);
    expect(m.getUniform('uTilt')).toEqual([1, -0.5]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(() => m.setUniform('uTilt', [1] as never)).toThrow(/uTilt expects 2 finite numbers/);
    expect(() => m.setUniform('uSat', Number.NaN)).toThrow(/uSat expects a finite number/);
    // @ts-expect-error a page-wide uniform is not a per-card uniform
    expect(() => m.setUniform('uGlobalIntensity', 0)).toThrow(/page-wide/);
    expect(() => m.setUniform('uNope' as never, 1 as never)).toThrow(/not a value uniform/);
    warn.mockRestore();
  });

  it("validates a parameter slot against the recipe's own declared range, not the table's", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = validRecipe({
      params: {
        uP0: { label: 'Cells', min: 4, max: 40, step: 1, default: 10 },
        uP1: { unused: true },
        uP2: { unused: true },
        uP3: { unused: true },
      },
    });
    const m = createFoilMaterial({ recipe: r });
    m.setUniform('uP0', 25);
    expect(m.getUniform('uP0')).toBe(25);
    m.setUniform('uP0', 90);
    expect(m.getUniform('uP0')).toBe(40);
    warn.mockRestore();
  });

  it('restores the declared default when a value is reset', () => {
    const m = createFoilMaterial({ recipe: validRecipe() });
    m.setUniform('uP0', 0.9);
    m.setUniform('uSheen', 1);
    m.resetUniform('uP0').resetUniform('uSheen');
    expect(m.getUniform('uP0')).toBe(0.5);
    expect(m.getUniform('uSheen')).toBe(4.2);
  });

  it('turns every foil off page-wide, and scales it, without rebuilding a material', () => {
    const a = createFoilMaterial({ recipe: validRecipe() });
    const version = a.version;
    setGlobalFoilIntensity(0.5);
    expect(a.uniforms.uGlobalIntensity!.value).toBe(0.5);
    setFoilEnabled(false);
    expect(a.uniforms.uGlobalIntensity!.value).toBe(0);
    setFoilEnabled(true);
    expect(a.uniforms.uGlobalIntensity!.value).toBe(0.5);
    expect(a.version).toBe(version);
    expect(() => setGlobalFoilIntensity(Number.NaN)).toThrow(/finite/);
  });

  it('tells subscribers about every page-wide change until they unsubscribe', () => {
    const seen: boolean[] = [];
    const stop = subscribeFoilGlobals(() => seen.push(getFoilGlobals().enabled));
    setFoilEnabled(false);
    setGlobalFoilIntensity(0.3);
    stop();
    setFoilEnabled(true);
    expect(seen).toEqual([false, false]);
  });

  it('refuses an unknown recipe id with the known ids listed', () => {
    expect(() => requireRecipe('no-such-foil')).toThrow(/unknown recipe "no-such-foil"/);
  });

  it('says how to get a recipe object when given an id string', () => {
    // A JavaScript caller (or one casting away the type) passing the resolver's id directly.
    const recipe = 'gold' as unknown as FoilRecipe;
    expect(() => createFoilMaterial({ recipe })).toThrow(/needs a recipe object.*requireRecipe/);
  });
});
