import {
  assembleFragmentShader,
  assembleVertexShader,
  createFoilMaterial,
  type ChunkOverrides,
  type UniformValues,
} from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import {
  createMaterialRenderer,
  faceTexture,
  hashPixels,
  flipRows,
  type MaterialRenderer,
} from '@foilkit/render-harness';
import { renderBlankBase, renderSampleCard, type CardLayout } from '@foilkit/sample-cards';
import type { Texture } from 'three';
import { PARITY_WIDTH, type ParityBase } from './grid.js';

export interface ParitySetOptions {
  readonly recipes?: readonly string[];
  readonly bases: readonly ParityBase[];
  readonly tilts: ReadonlyArray<readonly [number, number]>;
  readonly width?: number;
  readonly overrides?: ChunkOverrides;
  /** Extra uniforms for every render (e.g. a structural switch left off explicitly). */
  readonly uniforms?: Partial<UniformValues>;
  /** Return the pixels (image row order) as well as the hashes. */
  readonly withPixels?: boolean;
  /**
   * Bake static terms at the render width (the grids match, so baked must equal unbaked within
   * 1/255). Default false: the unbaked reference path.
   */
  readonly bake?: boolean;
  /** Layout of the synthetic scan. */
  readonly layout: CardLayout;
}

export interface ParitySetResult {
  readonly recipe: string;
  readonly base: ParityBase;
  readonly tilt: readonly [number, number];
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  /** RGBA, top row first, when withPixels. */
  readonly rgba?: Uint8Array;
}

let shared: MaterialRenderer | undefined;

/**
 * Renders recipes x bases x tilts at a fixed small size. The scan is a synthetic card from
 * our own generator; the blank base is the generator's neutral base under uScanBase 0.
 */
export function renderParitySet(options: ParitySetOptions): ParitySetResult[] {
  shared ??= createMaterialRenderer();
  const renderer = shared;
  const width = options.width ?? PARITY_WIDTH;
  const faces: Record<ParityBase, Texture> = {
    blank: faceTexture(renderBlankBase(width)),
    scan: faceTexture(renderSampleCard({ width, layout: options.layout, era: 'wotc', seed: 11 })),
  };
  const wanted = options.recipes ? new Set(options.recipes) : undefined;
  const results: ParitySetResult[] = [];
  for (const recipe of listRecipes()) {
    if (wanted && !wanted.has(recipe.id)) continue;
    for (const base of options.bases) {
      const material = createFoilMaterial({
        recipe,
        textures: { face: faces[base] },
        uniforms: { ...options.uniforms, uScanBase: base === 'scan' ? 1 : 0 },
        bake: options.bake ? { width } : false,
      });
      if (options.overrides) {
        material.fragmentShader = assembleFragmentShader(recipe, { overrides: options.overrides });
        material.vertexShader = assembleVertexShader({ overrides: options.overrides });
      }
      for (const tilt of options.tilts) {
        material.setUniform('uTilt', [tilt[0], tilt[1]]);
        const px = renderer.render(material, { width });
        results.push({
          recipe: recipe.id,
          base,
          tilt,
          hash: hashPixels(px),
          width: px.width,
          height: px.height,
          ...(options.withPixels ? { rgba: flipRows(px.data, px.width, px.height) } : {}),
        });
      }
      material.dispose();
    }
  }
  for (const t of Object.values(faces)) t.dispose();
  return results;
}
