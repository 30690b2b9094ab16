import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticBake } from '@foilkit/core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { hueAndChroma, hueDistance, luma, type RGB } from '@foilkit/core/reference';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { windowCard } from './support/cards.js';
import { scanReader } from './support/scan.js';
import { forInterior, renderTilts } from './support/law-render.js';
import { bytesToRgb } from './support/colour.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card } = windowCard(W, 9);
const scan = scanReader(card);
const face = faceTexture(card);
const TILTS = [
  [-0.8, -0.6],
  [0.2, 0.1],
  [0.9, 0.7],
] as const;
// Silver light, and the contract's own law defaults (no substrate darkening, additive law).
const SILVER_DEFAULT_LAW = { uSat: 0, uDepth: 0, uDarken: 0, uMetal: 0 } as const;

interface ChromaReport {
  pixels: number;
  hueMisses: number;
  chromaLosses: number;
  worstHue: number;
}

/** Hue within 5 degrees and chroma at least the scan's (within 2/255), over coloured art. */
function checkChroma(px: { width: number; data: Uint8Array }, requireChroma: boolean): ChromaReport {
  const report: ChromaReport = { pixels: 0, hueMisses: 0, chromaLosses: 0, worstHue: 0 };
  forInterior(px as never, (x, y, _u, _v, i) => {
    if (!scan.isColouredArt(x, y) || scan.isGlyph(x, y)) return;
    const before = hueAndChroma(scan.rgb(x, y));
    const after = hueAndChroma(bytesToRgb(px.data, i));
    report.pixels++;
    // Hue is only defined to within rounding when a channel spread is a few bytes.
    if (after.chroma >= 24 / 255) {
      const d = hueDistance(before.hue, after.hue);
      report.worstHue = Math.max(report.worstHue, d);
      if (d > 5) report.hueMisses++;
    }
    if (requireChroma && after.chroma < before.chroma - 2 / 255) report.chromaLosses++;
  });
  return report;
}

describe('invariant (c): printed chroma is preserved', () => {
  it('the synthetic card has coloured art to measure', () => {
    let n = 0;
    for (let y = 0; y < card.height; y++)
      for (let x = 0; x < card.width; x++) if (scan.isColouredArt(x, y)) n++;
    expect(n).toBeGreaterThan(2000);
  });

  for (const recipe of listRecipes()) {
    it(`${recipe.id}: under silver light the hue holds and chroma never drops; darkening is multiplicative`, () => {
      for (const px of renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: SILVER_DEFAULT_LAW },
        TILTS,
        W,
      )) {
        const r = checkChroma(px, true);
        expect(r.pixels).toBeGreaterThan(1000);
        expect(r.hueMisses, `worst hue shift ${r.worstHue.toFixed(1)} deg`).toBe(0);
        expect(r.chromaLosses).toBe(0);
      }
      // The recipe's own family law, substrate darkening included: darkening scales all three
      // channels alike, so the hue still holds everywhere.
      for (const px of renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uSat: 0 } },
        TILTS,
        W,
      )) {
        const r = checkChroma(px, false);
        expect(r.hueMisses, `worst hue shift ${r.worstHue.toFixed(1)} deg`).toBe(0);
      }
    });
  }

  it("the chroma pop moves no pixel's luminance (within 1/255)", () => {
    for (const id of ['rainbow', 'vertical-sheen', 'starlight', 'mirror']) {
      const recipe = requireRecipe(id);
      const [off] = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uInkPop: 0 } },
        [[0.5, 0.3]],
        W,
      );
      const [on] = renderTilts(
        renderer,
        { recipe, textures: { face }, uniforms: { uInkPop: 1 } },
        [[0.5, 0.3]],
        W,
      );
      let worst = 0;
      let moved = 0;
      forInterior(on!, (_x, _y, _u, _v, i) => {
        const a: RGB = bytesToRgb(off!.data, i);
        const b: RGB = bytesToRgb(on!.data, i);
        worst = Math.max(worst, Math.abs(luma(a) - luma(b)) * 255);
        if (a.some((v, c) => v !== b[c])) moved++;
      });
      expect(moved, `${id}: the pop changes colour somewhere`).toBeGreaterThan(100);
      expect(worst, id).toBeLessThanOrEqual(1);
    }
  });

  it('a plain screen blend of the same light fails the same check (why the law is not a screen)', () => {
    const screenLaw = /* glsl */ `
vec3 scanComposite(vec3 scan, FoilStatic st, vec3 light, vec3 sheenBand, float intensity) {
  vec3 lit = clamp(light, 0.0, 1.0) * uSheen * LIGHT_UNIT * intensity * st.mask;
  return screenBlend(scan, clamp(lit + uSpecular * sheenBand * intensity * st.mask, 0.0, 1.0));
}
`;
    const recipe = requireRecipe('rainbow');
    const [ours] = renderTilts(
      renderer,
      { recipe, textures: { face }, uniforms: SILVER_DEFAULT_LAW },
      [[0.4, 0.2]],
      W,
    );
    const [screened] = renderTilts(
      renderer,
      { recipe, textures: { face }, uniforms: SILVER_DEFAULT_LAW, overrides: { scan_path_pars: screenLaw } },
      [[0.4, 0.2]],
      W,
    );
    const a = checkChroma(ours!, true);
    const b = checkChroma(screened!, true);
    expect(a.chromaLosses).toBe(0);
    expect(b.chromaLosses / b.pixels).toBeGreaterThan(0.25);
  });
});
