import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, defineRecipe, UNUSED, LAW, loadStaticBake } from '@foilkit/core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { luma, referenceRectMask } from '@foilkit/core/reference';
import { createMaterialRenderer, diffPixels, faceTexture, imageSpaceTexture } from '@foilkit/render-harness';
import { STRUCTURAL_VARIANTS } from '@foilkit/parity';
import { blankBaseTexture, windowCard, windowMaskUniforms } from './support/cards.js';
import { flatScan, scanReader } from './support/scan.js';
import { forInterior, renderTilts } from './support/law-render.js';
import { bytesToRgb } from './support/colour.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card, layout } = windowCard(W, 13);
const scan = scanReader(card);
const face = faceTexture(card);
const blank = blankBaseTexture(W);

describe('invariant (d): the blank base runs the classic composite, untouched by the scan law', () => {
  const alteredScanLaw = /* glsl */ `
vec3 scanComposite(vec3 scan, FoilStatic st, vec3 light, vec3 sheenBand, float intensity) {
  return vec3(1.0, 0.0, 1.0) * st.mask + scan * 0.25;
}
`;
  it('every recipe: blank-base renders are byte-identical with a different scan-path body; scan renders are not', () => {
    for (const recipe of listRecipes()) {
      const tilts = [[0.5, -0.5]] as const;
      const [a] = renderTilts(
        renderer,
        { recipe, textures: { face: blank }, uniforms: { uScanBase: 0 } },
        tilts,
        W,
      );
      const [b] = renderTilts(
        renderer,
        {
          recipe,
          textures: { face: blank },
          uniforms: { uScanBase: 0 },
          overrides: { scan_path_pars: alteredScanLaw },
        },
        tilts,
        W,
      );
      expect(diffPixels(a!, b!).differing, recipe.id).toBe(0);
      const [c] = renderTilts(
        renderer,
        {
          recipe,
          textures: { face },
          uniforms: { uScanBase: 1 },
          overrides: { scan_path_pars: alteredScanLaw },
        },
        tilts,
        W,
      );
      const [d] = renderTilts(renderer, { recipe, textures: { face }, uniforms: { uScanBase: 1 } }, tilts, W);
      expect(diffPixels(c!, d!).differing, `${recipe.id}: the swap is live on a scan`).toBeGreaterThan(1000);
    }
  });
});

// Overrides swap chunks of the card's program, not of the bake program, so these proofs run on
// the unbaked reference path (bake-exactness.browser.test.ts proves the baked path equals it).
describe('structural additions are no-ops while their switches are off', () => {
  it('every recipe renders byte-identical with the ink, etch and view-override code removed', () => {
    for (const recipe of listRecipes()) {
      for (const [base, tex, scanBase] of [
        ['scan', face, 1],
        ['blank', blank, 0],
      ] as const) {
        const tilts = [
          [-0.6, 0.4],
          [0.9, -0.2],
        ] as const;
        const withCode = renderTilts(
          renderer,
          { recipe, textures: { face: tex }, uniforms: { uScanBase: scanBase }, bake: false },
          tilts,
          W,
        );
        const without = renderTilts(
          renderer,
          {
            recipe,
            textures: { face: tex },
            uniforms: { uScanBase: scanBase },
            overrides: STRUCTURAL_VARIANTS['without-structural'],
            bake: false,
          },
          tilts,
          W,
        );
        withCode.forEach((px, i) =>
          expect(diffPixels(px, without[i]!).differing, `${recipe.id} on ${base}`).toBe(0),
        );
      }
    }
  });

  it('and the removed code is live when switched on (so the proof is not vacuous)', () => {
    const recipe = requireRecipe('vertical-sheen');
    const cell = {
      width: 4,
      height: 4,
      rgba: new Uint8Array(64).map((_, i) => (i % 4 === 3 && i < 32 ? 255 : 0)),
    };
    const ink = imageSpaceTexture(cell);
    const on = {
      uInkOn: 1,
      uInkDraw: 1,
      uInkTile: [10, 0.13, 0.37, 0.05] as [number, number, number, number],
    };
    const [a] = renderTilts(
      renderer,
      { recipe, textures: { face, ink }, uniforms: on, bake: false },
      [[0.3, 0.2]],
      W,
    );
    const [b] = renderTilts(
      renderer,
      {
        recipe,
        textures: { face, ink },
        uniforms: on,
        overrides: STRUCTURAL_VARIANTS['without-ink'],
        bake: false,
      },
      [[0.3, 0.2]],
      W,
    );
    expect(diffPixels(a!, b!).differing).toBeGreaterThan(500);
  });
});

describe('exactly one V flip', () => {
  it('a hand mask covering the top-left quarter of the image lights the top-left quarter of the card only', () => {
    const w = 64;
    const h = 64;
    const rgba = new Uint8Array(w * h * 4);
    // Image space: row 0 is the top. Foil only where x < w/2 and y < h/2.
    for (let y = 0; y < h / 2; y++)
      for (let x = 0; x < w / 2; x++) rgba.set([255, 255, 255, 255], (y * w + x) * 4);
    const constantLight = defineRecipe({
      id: 'test-constant-light',
      family: 'line',
      look: 'flat light',
      defaults: { ...FAMILIES.line.constants },
      params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
      glsl: 'vec3 foilPattern(vec2 uv, vec2 tilt) {\n  return vec3(0.8);\n}\n',
    });
    const grey = faceTexture(flatScan(W, Math.round(W * LAW.CARD_ASPECT), [100, 100, 100]));
    const [px] = renderTilts(
      renderer,
      {
        recipe: constantLight,
        textures: { face: grey, mask: imageSpaceTexture({ width: w, height: h, rgba }) },
        uniforms: { uMaskTexOn: 1, uSpecular: 0 },
      },
      [[0, 0]],
      W,
    );
    let litInQuarter = 0;
    let quarter = 0;
    let litElsewhere = 0;
    forInterior(px!, (x, y, u, v, i) => {
      const lit = Math.abs(px!.data[i]! - 100) > 4;
      const margin = 2 / W;
      if (u < 0.5 - margin && v > 0.5 + margin) {
        quarter++;
        if (lit) litInQuarter++;
      } else if (u > 0.5 + margin || v < 0.5 - margin) {
        if (px!.data[i] !== 100) litElsewhere++;
      }
    });
    expect(litInQuarter / quarter).toBeGreaterThan(0.99);
    expect(litElsewhere).toBe(0);
  });
});

describe('the foil is really there', () => {
  const TILTS_5 = [-1, -0.5, 0, 0.5, 1].flatMap((y) => [-1, -0.5, 0, 0.5, 1].map((x) => [x, y] as const));
  const rect = [layout.art.x, layout.art.y, layout.art.w, layout.art.h] as const;
  for (const recipe of listRecipes()) {
    it(`${recipe.id}: visible in the window, moving with tilt, absent outside`, () => {
      const renders = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: windowMaskUniforms(layout) },
        TILTS_5,
        W,
      );
      let bestMeanChange = 0;
      for (const px of renders) {
        let sum = 0;
        let n = 0;
        let leaked = 0;
        forInterior(px, (x, y, u, v, i) => {
          const m = referenceRectMask(u, v, rect, layout.radius, layout.feather);
          const outside = referenceRectMask(u, v, rect, layout.radius, layout.feather + 2 / W) === 0;
          if (outside) {
            for (let c = 0; c < 3; c++) if (Math.abs(px.data[i + c]! - scan.byte(x, y, c)) > 1) leaked++;
            return;
          }
          if (m < 1 || scan.isGlyph(x, y)) return;
          const a = scan.rgb(x, y);
          const b = bytesToRgb(px.data, i);
          const dl = Math.abs(luma(a) - luma(b));
          const dc = Math.abs(Math.max(...b) - Math.min(...b) - (Math.max(...a) - Math.min(...a)));
          sum += Math.max(dl, dc);
          n++;
        });
        expect(leaked, 'light outside the mask and its feather').toBe(0);
        bestMeanChange = Math.max(bestMeanChange, (sum / n) * 255);
      }
      expect(bestMeanChange, 'mean change inside the mask at the best tilt, in /255').toBeGreaterThanOrEqual(
        12,
      );
      const [lo, hi] = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: windowMaskUniforms(layout) },
        [
          [-1, -0.5],
          [1, 0.5],
        ],
        W,
      );
      let differ = 0;
      let inMask = 0;
      forInterior(lo!, (_x, _y, u, v, i) => {
        if (referenceRectMask(u, v, rect, layout.radius, layout.feather) < 1) return;
        inMask++;
        if ([0, 1, 2].some((c) => lo!.data[i + c] !== hi!.data[i + c])) differ++;
      });
      expect(
        differ / inMask,
        'share of masked pixels that differ between opposite tilts',
      ).toBeGreaterThanOrEqual(0.2);
    });
  }
});

describe('the family depth trap', () => {
  it("a flash recipe given the field family's depth darkens most of the card (left as a warning, not a bug)", () => {
    const recipe = requireRecipe('starlight');
    const [own] = renderTilts(renderer, { recipe, textures: { face } }, [[0.2, 0.1]], W);
    const [trapped] = renderTilts(
      renderer,
      { recipe, textures: { face }, uniforms: { uDepth: FAMILIES.field.constants.uDepth } },
      [[0.2, 0.1]],
      W,
    );
    let darker = 0;
    let n = 0;
    let lumOwn = 0;
    let lumTrapped = 0;
    forInterior(own!, (x, y, _u, _v, i) => {
      if (scan.isGlyph(x, y)) return;
      n++;
      const a = luma(bytesToRgb(own!.data, i));
      const b = luma(bytesToRgb(trapped!.data, i));
      lumOwn += a;
      lumTrapped += b;
      if (b < a - 2 / 255) darker++;
    });
    expect(darker / n).toBeGreaterThan(0.6);
    expect(lumTrapped / lumOwn).toBeLessThan(0.8);
  });
});
