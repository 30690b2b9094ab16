// The public types are an API too. These checks run in `tsc` (npm test's first step): a change
// that widens or breaks one of them fails the build. At run time they are no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import type { Texture } from 'three';
import {
  createFoilMaterial,
  type FoilMaterial,
  type CreateFoilMaterialOptions,
  type FoilRecipe,
  type FoilTextures,
  type LoadedCanon,
  type CanonFile,
  type CardUniformValues,
} from '@foilkit/core';
import { gold } from '@foilkit/core/recipes';

// Only ever used in type positions (no value exists at run time).
declare const _material: FoilMaterial;

// Compiled, never run: the calls below exist for the type checker.
function typeChecksOnly(material: FoilMaterial): void {
  // @ts-expect-error: an id string is not a recipe (use requireRecipe from the registry)
  createFoilMaterial({ recipe: 'gold' });
  // @ts-expect-error: the recipe is required
  createFoilMaterial({});
  // @ts-expect-error: textures are keyed by slot, not by uniform name
  createFoilMaterial({ recipe: gold, textures: { uInkTex: null } });
  // @ts-expect-error: a vec2 is not a number
  material.setUniform('uTilt', 0.5);
  // @ts-expect-error: a float is not a vec2
  material.setUniform('uIntensity', [0.5, 0.5]);
  // @ts-expect-error: not a uniform of the contract
  material.setUniform('uSparkle', 1);
  // @ts-expect-error: samplers go through setTexture
  material.setUniform('uFace', 1);
  // @ts-expect-error: page-wide uniforms go through setFoilEnabled / setGlobalFoilIntensity
  material.setUniform('uGlobalIntensity', 1);
  // @ts-expect-error: nor can a per-card reset reach them
  material.resetUniform('uGlobalIntensity');
  // @ts-expect-error: nor the uniforms option
  createFoilMaterial({ recipe: gold, uniforms: { uGlobalIntensity: 1 } });
  expectTypeOf(material.getUniform('uTilt')).toEqualTypeOf<readonly [number, number]>();
  expectTypeOf(material.setUniform('uIntensity', 0.5)).toEqualTypeOf<FoilMaterial>();
}

describe('public types of @foilkit/core', () => {
  it('createFoilMaterial takes a recipe object and optional uniforms, canon and textures', () => {
    expectTypeOf(createFoilMaterial).parameter(0).toEqualTypeOf<CreateFoilMaterialOptions>();
    expectTypeOf(createFoilMaterial).returns.toEqualTypeOf<FoilMaterial>();
    expectTypeOf<CreateFoilMaterialOptions['recipe']>().toEqualTypeOf<FoilRecipe>();
    expectTypeOf<CreateFoilMaterialOptions['uniforms']>().toEqualTypeOf<
      Readonly<Partial<CardUniformValues>> | undefined
    >();
    expectTypeOf<CreateFoilMaterialOptions['canon']>().toEqualTypeOf<CanonFile | LoadedCanon | undefined>();
    expectTypeOf<CreateFoilMaterialOptions['textures']>().toEqualTypeOf<FoilTextures | undefined>();
    expectTypeOf<FoilTextures['ink']>().toEqualTypeOf<Texture | null | undefined>();
    expectTypeOf(gold).toEqualTypeOf<FoilRecipe>();
  });

  it('setUniform ties each name to its value type', () => {
    expectTypeOf(typeChecksOnly).toBeFunction();
    expectTypeOf<typeof _material.setUniform<'uTilt'>>()
      .parameter(1)
      .toEqualTypeOf<readonly [number, number]>();
    expectTypeOf<typeof _material.setUniform<'uIntensity'>>().parameter(1).toEqualTypeOf<number>();
    expectTypeOf<typeof _material.setUniform<'uMaskRect'>>()
      .parameter(1)
      .toEqualTypeOf<readonly [number, number, number, number]>();
  });
});
