import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFoilMaterial, loadStaticBake, setFoilEnabled, setGlobalFoilIntensity } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer, diffPixels, faceTexture } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';
import { forInterior } from './support/law-render.js';
import { scanReader } from './support/scan.js';

// The counts below include the bake program, which exists once the bake's code has loaded.
beforeAll(loadStaticBake);

const W = 96;
const { card } = windowCard(W, 3);
const face = faceTexture(card);

afterEach(() => {
  setFoilEnabled(true);
  setGlobalFoilIntensity(1);
});

describe('many cards share compiled programs', () => {
  it('50 cards of one recipe compile 1 program; 50 cards over 5 recipes compile 5 (plus the one bake program)', () => {
    const one = createMaterialRenderer();
    const recipe = listRecipes()[0]!;
    const same = Array.from({ length: 50 }, (_, i) =>
      createFoilMaterial({
        recipe,
        textures: { face },
        uniforms: { uTilt: [i / 50, -i / 50], uHueShift: i / 50 },
      }),
    );
    for (const m of same) one.render(m, { width: 16 });
    // The bake program has no recipe in it: one for every card of every recipe.
    expect(one.programCount()).toBe(1 + 1);
    one.dispose();

    const five = createMaterialRenderer();
    const recipes = listRecipes().slice(0, 5);
    const mixed = Array.from({ length: 50 }, (_, i) =>
      createFoilMaterial({
        recipe: recipes[i % 5]!,
        textures: { face },
        uniforms: { uIntensity: (i % 7) / 7 },
      }),
    );
    for (const m of mixed) five.render(m, { width: 16 });
    expect(five.programCount()).toBe(5 + 1);
    five.dispose();
  });
});

describe('the page-wide scope', () => {
  it('the kill switch shows every card as its plain scan, with no rebuild, and back', () => {
    const r = createMaterialRenderer();
    const scan = scanReader(card);
    const materials = listRecipes()
      .slice(0, 6)
      .map((recipe) => createFoilMaterial({ recipe, textures: { face }, uniforms: { uTilt: [0.5, 0.5] } }));
    const foiled = materials.map((m) => r.render(m, { width: W }));
    const programs = r.programCount();
    const versions = materials.map((m) => m.version);
    setFoilEnabled(false);
    for (const m of materials) {
      const px = r.render(m, { width: W });
      let off = 0;
      forInterior(px, (x, y, _u, _v, i) => {
        for (let c = 0; c < 3; c++) if (px.data[i + c] !== scan.byte(x, y, c)) off++;
      });
      expect(off).toBe(0);
    }
    expect(r.programCount()).toBe(programs);
    expect(materials.map((m) => m.version)).toEqual(versions);
    setFoilEnabled(true);
    materials.forEach((m, i) => expect(diffPixels(r.render(m, { width: W }), foiled[i]!).differing).toBe(0));
    r.dispose();
  });

  it('the page-wide multiplier scales every card like its own intensity would', () => {
    const r = createMaterialRenderer();
    const recipe = listRecipes()[2]!;
    const half = createFoilMaterial({ recipe, textures: { face }, uniforms: { uIntensity: 0.5 } });
    const full = createFoilMaterial({ recipe, textures: { face } });
    const own = r.render(half, { width: W });
    setGlobalFoilIntensity(0.5);
    const global = r.render(full, { width: W });
    expect(diffPixels(own, global).maxDelta).toBeLessThanOrEqual(1);
    r.dispose();
  });
});
