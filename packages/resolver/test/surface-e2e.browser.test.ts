import { afterAll, describe, expect, it } from 'vitest';
import { createFoilMaterial, loadSurfaceTextures, type UniformValues } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, diffPixels, faceTexture } from '@foilkit/render-harness';
import { renderSampleCard } from '@foilkit/sample-cards';
import { assetUrl, rawData } from '@foilkit/data';
import { loadResolverData, resolveSurface, type Printing, type SurfaceResolution } from '../src/index.js';

// From a printing to pixels: the resolver's uniforms and textures drive the real material.
const data = loadResolverData(rawData);
const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
const W = 128;
async function render(surface: SurfaceResolution, change: Partial<UniformValues> = {}, withTextures = true) {
  const layout = data.layouts.eras[surface.era]!.layouts[surface.layout]!;
  const face = faceTexture(renderSampleCard({ width: W, layout, era: surface.era, seed: 4 }));
  const textures = withTextures ? await loadSurfaceTextures(surface.textures, { url: assetUrl }) : {};
  const material = createFoilMaterial({
    recipe: requireRecipe(surface.recipe!),
    uniforms: { ...surface.uniforms, uTilt: [0.4, -0.3], ...change },
    textures: { ...textures, face },
  });
  const px = renderer.render(material, { width: W });
  material.dispose();
  return px;
}

const surface = (p: Printing) => resolveSurface(p, data);

describe('resolveSurface drives the material end to end', () => {
  it('a "design" printing draws its ink tile over the foil; switching the tier off removes it', async () => {
    const s = surface({ era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' });
    expect(s.inkState).toBe('design');
    const drawn = await render(s);
    const off = await render(s, { uInkOn: 0, uInkDraw: 0 });
    expect(diffPixels(drawn, off).differing).toBeGreaterThan(300);
  });

  it('an "in-scan" style gate (uInkOn 1, uInkDraw 0) draws nothing of ours', async () => {
    const s = surface({ era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' });
    const inScan = await render(s, { uInkOn: 1, uInkDraw: 0 });
    const off = await render(s, { uInkOn: 0, uInkDraw: 0 });
    expect(diffPixels(inScan, off).differing).toBe(0);
  });

  it('an etched printing turns the plate on, and the plate shapes the foil', async () => {
    const s = surface({ era: 'sv', set: 'foilkit-samples', rarity: 'rare', variantKind: 'etched' });
    expect(s.uniforms.uEtchOn).toBe(1);
    expect(s.textures.etch).toBeDefined();
    const plated = await render(s);
    const plain = await render(s, { uEtchOn: 0 });
    expect(diffPixels(plated, plain).differing).toBeGreaterThan(300);
  });

  it('a printing with glyph art draws the atlas emblems instead of the procedural one', async () => {
    const s = surface({ era: 'sv', set: 'foilkit-samples', rarity: 'promo', variantKind: 'holo' });
    expect(s.recipe).toBe('glyph-emblem');
    expect(s.uniforms.uGlyphOn).toBe(1);
    const withArt = await render(s);
    const procedural = await render(s, { uGlyphOn: 0 });
    expect(diffPixels(withArt, procedural).differing).toBeGreaterThan(300);
  });

  it('a "none" printing (an unkeyed XY reverse) renders exactly as with no ink slot at all', async () => {
    const s = surface({ era: 'xy', set: 'xy1', rarity: 'common', variantKind: 'reverse' });
    expect(s.inkState).toBe('none');
    const a = await render(s);
    const b = await render(s, {}, false);
    expect(diffPixels(a, b).differing).toBe(0);
  });
});
