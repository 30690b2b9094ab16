import { afterAll, describe, expect, it } from 'vitest';
import { createFoilMaterial } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import {
  createMaterialRenderer,
  createRawWebGL1Renderer,
  diffPixels,
  faceTexture,
} from '@foilkit/render-harness';
import { windowCard, windowMaskUniforms, WIDTH } from './support/cards.js';

const three = createMaterialRenderer();
const raw = createRawWebGL1Renderer();
afterAll(() => {
  three.dispose();
  raw.dispose();
});

const { card, layout } = windowCard(WIDTH);
const face = faceTexture(card);

describe('every registered recipe compiles as GLSL ES 3.00 (three, WebGL2) and GLSL ES 1.00 (raw WebGL1)', () => {
  expect(three.renderer.capabilities.isWebGL2).toBe(true);
  for (const recipe of listRecipes()) {
    it(`${recipe.id}: both readings compile and give the same pixels`, () => {
      const material = createFoilMaterial({
        recipe,
        textures: { face },
        uniforms: { ...windowMaskUniforms(layout), uTilt: [0.4, -0.3] },
      });
      const viaThree = three.render(material, { width: WIDTH });
      const gl = three.renderer.getContext();
      expect(gl.getError()).toBe(gl.NO_ERROR);
      const viaRaw = raw.render(material, { width: WIDTH });
      const d = diffPixels(viaThree, viaRaw);
      // Both paths run the same float math; allow one step of rounding, never more.
      expect(d.maxDelta, `${d.differing} pixels differ`).toBeLessThanOrEqual(1);
      // And the foil actually drew something other than transparent black.
      expect(viaThree.data.some((v, i) => i % 4 === 3 && v === 255)).toBe(true);
      material.dispose();
    });
  }
});
