import { afterAll, describe, expect, it } from 'vitest';
import { FAMILIES, UNUSED, createFoilMaterial, defineRecipe } from '@foilkit/core';
import {
  createMaterialRenderer,
  createRawWebGL1Renderer,
  diffPixels,
  faceTexture,
} from '@foilkit/render-harness';
import { windowCard, windowMaskUniforms } from './support/cards.js';
import { forInterior } from './support/law-render.js';
import { scanReader } from './support/scan.js';

const W = 96;
const { card, layout } = windowCard(W, 23);
const face = faceTexture(card);
const renderers = [createMaterialRenderer(), createMaterialRenderer()];
const raw = createRawWebGL1Renderer();
afterAll(() => {
  for (const r of renderers) r.dispose();
  raw.dispose();
});

// Shows the helpers' raw values as light, on the blank-base path with nothing else added.
const helperProbe = defineRecipe({
  id: 'test-helper-probe',
  family: 'line',
  look: 'helpers as colour',
  defaults: { ...FAMILIES.line.constants },
  params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * 173.0 + tilt * 11.0;
  return vec3(hash21(floor(p)), hash22(floor(p * 0.5)).y, 0.5 * vnoise(uv * 9.0) + 0.5 * fnoise(uv * 4.0 + tilt));
}
`,
});

describe('the helper library is deterministic', () => {
  it('the same inputs give the same bits: two WebGL2 contexts and a WebGL1 context agree', () => {
    const uniforms = { uScanBase: 0, uSheen: 4, uSpecular: 0, uTilt: [0.3, -0.2] as [number, number] };
    const renders = renderers.map((r) =>
      r.render(createFoilMaterial({ recipe: helperProbe, textures: { face }, uniforms }), { width: W }),
    );
    expect(diffPixels(renders[0]!, renders[1]!).differing).toBe(0);
    const viaRaw = raw.render(createFoilMaterial({ recipe: helperProbe, textures: { face }, uniforms }), {
      width: W,
    });
    expect(diffPixels(renders[0]!, viaRaw).maxDelta).toBeLessThanOrEqual(1);
    // And the probe is not trivially flat: the hash really varies.
    const distinct = new Set<number>();
    for (let i = 0; i < renders[0]!.data.length; i += 4) distinct.add(renders[0]!.data[i]!);
    expect(distinct.size).toBeGreaterThan(100);
  });
});

describe('mask debug view', () => {
  it('uMaskView tints exactly the masked zone red', () => {
    const scan = scanReader(card);
    const material = createFoilMaterial({
      recipe: helperProbe,
      textures: { face },
      uniforms: { ...windowMaskUniforms(layout), uMaskView: 1 },
    });
    const px = renderers[0]!.render(material, { width: W });
    const plain = renderers[0]!.render(material.setUniform('uMaskView', 0), { width: W });
    let redderInside = 0;
    let inside = 0;
    let changedOutside = 0;
    const { x: ax, y: ay, w: aw, h: ah } = layout.art;
    forInterior(px, (x, y, u, v, i) => {
      const margin = 2 / W;
      const isInside = u > ax + margin && u < ax + aw - margin && v > ay + margin && v < ay + ah - margin;
      const isOutside = u < ax - margin || u > ax + aw + margin || v < ay - margin || v > ay + ah + margin;
      if (isInside) {
        inside++;
        // Half-way toward pure red: red minus blue rises by half its distance to 255.
        const before = plain.data[i]! - plain.data[i + 2]!;
        const after = px.data[i]! - px.data[i + 2]!;
        if (after - before >= Math.floor((255 - before) / 2) - 2) redderInside++;
      } else if (isOutside && [0, 1, 2].some((c) => px.data[i + c] !== scan.byte(x, y, c))) changedOutside++;
    });
    expect(redderInside / inside).toBeGreaterThan(0.99);
    expect(changedOutside).toBe(0);
  });
});
