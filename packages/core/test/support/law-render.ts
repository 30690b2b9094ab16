import {
  createFoilMaterial,
  type FoilRecipe,
  type FoilTextures,
  type UniformValues,
  type ChunkOverrides,
  type BakeOption,
  assembleFragmentShader,
} from '@foilkit/core';
import { referenceCardAlpha } from '@foilkit/core/reference';
import { uvOf, type MaterialRenderer, type Pixels } from '@foilkit/render-harness';

export interface CardRender {
  readonly recipe: FoilRecipe;
  readonly textures: FoilTextures;
  readonly uniforms?: Partial<UniformValues>;
  readonly overrides?: ChunkOverrides;
  /** The material's bake option; unset is the product default (baked). */
  readonly bake?: BakeOption;
}

/** One material per (recipe, uniforms); renders it at each tilt asked for. */
export function renderTilts(
  renderer: MaterialRenderer,
  spec: CardRender,
  tilts: ReadonlyArray<readonly [number, number]>,
  width: number,
): Pixels[] {
  const material = createFoilMaterial({
    recipe: spec.recipe,
    textures: spec.textures,
    uniforms: spec.uniforms ?? {},
    ...(spec.bake === undefined ? {} : { bake: spec.bake }),
  });
  if (spec.overrides)
    material.fragmentShader = assembleFragmentShader(spec.recipe, { overrides: spec.overrides });
  const out = tilts.map((t) => {
    material.setUniform('uTilt', [t[0], t[1]]);
    return renderer.render(material, { width });
  });
  // The default is the baked path: a check meant to cover it must not pass on the other one.
  if (spec.bake !== false && material.bakeInfo().bakes === 0)
    throw new Error(`renderTilts: ${spec.recipe.id} was drawn unbaked; await loadStaticBake() first`);
  material.dispose();
  return out;
}

/** Calls fn for every pixel fully inside the card (corner pixels excluded). */
export function forInterior(
  px: Pixels,
  fn: (x: number, y: number, u: number, v: number, i: number) => void,
): void {
  for (let y = 0; y < px.height; y++)
    for (let x = 0; x < px.width; x++) {
      const [u, v] = uvOf(px, x, y);
      if (referenceCardAlpha(u, v) < 1) continue;
      fn(x, y, u, v, (y * px.width + x) * 4);
    }
}
