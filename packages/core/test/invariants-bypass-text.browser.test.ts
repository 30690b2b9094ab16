import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UniformValues, loadStaticBake, resetFoilLamp, setFoilLamp } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';
import { scanReader, TILT_GRID_5 } from './support/scan.js';
import { forInterior, renderTilts } from './support/law-render.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card } = windowCard(W, 5);
const scan = scanReader(card);
const face = faceTexture(card);

// Uniform sets drawn from a fixed seed: "any uniforms" without a flaky test.
function randomLook(seed: number): Partial<UniformValues> {
  let s = seed;
  const r = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    uSheen: r() * 6,
    uDepth: r(),
    uSpecular: r(),
    uTint: r(),
    uInkPop: r(),
    uSat: r(),
    uHueShift: r(),
    uArtGate: r(),
    uMetal: r() < 0.5 ? 0 : r(),
  };
}

describe('invariant (a): the plain print is always recoverable, byte for byte', () => {
  for (const recipe of listRecipes()) {
    it(`${recipe.id}: uIntensity 0 and the ink guard off render exactly the scan`, () => {
      const tilts = [
        [-1, 1],
        [0.3, -0.6],
      ] as const;
      const renders = [
        ...renderTilts(renderer, { recipe, textures: { face }, uniforms: { uIntensity: 0 } }, tilts, W),
        ...renderTilts(
          renderer,
          { recipe, textures: { face }, uniforms: { ...randomLook(recipe.id.length * 97), uIntensity: 0 } },
          tilts,
          W,
        ),
        ...renderTilts(
          renderer,
          { recipe, textures: { face }, uniforms: { ...randomLook(7), uInkGuard: 0 } },
          tilts,
          W,
        ),
      ];
      for (const px of renders) {
        let mismatched = 0;
        forInterior(px, (x, y, _u, _v, i) => {
          for (let c = 0; c < 3; c++) if (px.data[i + c] !== scan.byte(x, y, c)) mismatched++;
          if (px.data[i + 3] !== 255) mismatched++;
        });
        expect(mismatched).toBe(0);
      }
    });
  }
});

describe('invariant (b): text is sacred at every tilt, under both laws', () => {
  const glyphPixels: Array<[number, number]> = [];
  for (let y = 0; y < card.height; y++)
    for (let x = 0; x < card.width; x++) if (scan.isGlyph(x, y)) glyphPixels.push([x, y]);

  it('the synthetic card has glyphs on light and on coloured ground', () => {
    expect(glyphPixels.length).toBeGreaterThan(300);
  });

  for (const recipe of listRecipes()) {
    it(`${recipe.id}: glyph pixels stay within 1/255 of the scan and no channel clips`, () => {
      const ownLaw = (recipe.defaults.uMetal ?? 0) > 0 ? 1 : 0;
      const laws = [
        { uniforms: { uArtGate: 0, uIntensity: 1 }, tilts: TILT_GRID_5 },
        {
          uniforms: { uArtGate: 0, uIntensity: 1, uMetal: 1 - ownLaw },
          tilts: TILT_GRID_5.filter((_, i) => i % 6 === 0),
        },
      ];
      for (const law of laws) {
        // Full-face mask (the default): every glyph on the card sits under foil.
        {
          const renders = renderTilts(
            renderer,
            { recipe, textures: { face }, uniforms: law.uniforms },
            law.tilts,
            W,
          );
          for (const px of renders) {
            let worstGlyph = 0;
            for (const [x, y] of glyphPixels) {
              const i = (y * px.width + x) * 4;
              for (let c = 0; c < 3; c++)
                worstGlyph = Math.max(worstGlyph, Math.abs(px.data[i + c]! - scan.byte(x, y, c)));
            }
            expect(worstGlyph, `law uMetal=${law.uniforms.uMetal ?? ownLaw}`).toBeLessThanOrEqual(1);
            let clipped = 0;
            forInterior(px, (x, y, _u, _v, i) => {
              for (let c = 0; c < 3; c++) if (scan.byte(x, y, c) <= 239 && px.data[i + c]! >= 255) clipped++;
            });
            expect(clipped, 'channels pushed to 255 from a scan with headroom').toBe(0);
          }
        }
      }
    });
  }
});

describe('invariants (a) and (b) on the unbaked path, under a bright, large lamp at full specular', () => {
  const glyphPixels: Array<[number, number]> = [];
  for (let y = 0; y < card.height; y++)
    for (let x = 0; x < card.width; x++) if (scan.isGlyph(x, y)) glyphPixels.push([x, y]);
  const tilts = TILT_GRID_5.filter((_, i) => i % 4 === 0);
  afterAll(resetFoilLamp);

  for (const recipe of listRecipes()) {
    it(`${recipe.id}: the scan comes back at intensity 0, and glare never touches a glyph or clips`, () => {
      setFoilLamp({ intensity: 4, size: 0.3, position: [0.3, 0.6, 0.2] });
      const plain = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uIntensity: 0, uSpecular: 1 }, bake: false },
        tilts.slice(0, 2),
        W,
      );
      for (const px of plain) {
        let mismatched = 0;
        forInterior(px, (x, y, _u, _v, i) => {
          for (let c = 0; c < 3; c++) if (px.data[i + c] !== scan.byte(x, y, c)) mismatched++;
        });
        expect(mismatched).toBe(0);
      }
      const lit = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uArtGate: 0, uSpecular: 1 }, bake: false },
        tilts,
        W,
      );
      let moved = 0;
      for (const px of lit) {
        let worstGlyph = 0;
        for (const [x, y] of glyphPixels) {
          const i = (y * px.width + x) * 4;
          for (let c = 0; c < 3; c++)
            worstGlyph = Math.max(worstGlyph, Math.abs(px.data[i + c]! - scan.byte(x, y, c)));
        }
        expect(worstGlyph).toBeLessThanOrEqual(1);
        let clipped = 0;
        forInterior(px, (x, y, _u, _v, i) => {
          for (let c = 0; c < 3; c++) {
            if (scan.byte(x, y, c) <= 239 && px.data[i + c]! >= 255) clipped++;
            if (px.data[i + c] !== scan.byte(x, y, c)) moved++;
          }
        });
        expect(clipped, 'channels pushed to 255 from a scan with headroom').toBe(0);
      }
      // The foil is really on (pattern and glare moved pixels), so the bounds above were tested.
      expect(moved).toBeGreaterThan(1000);
    });
  }
});
