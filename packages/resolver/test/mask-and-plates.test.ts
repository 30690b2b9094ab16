import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, resolveEtch, resolveGlyphs, resolveMask } from '../src/index.js';
import { fixtureData, realData } from './helpers.js';

const data = fixtureData();
const p = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'holo' };

describe('resolveMask', () => {
  it('window: the era layout rect, not inverted', () => {
    const m = resolveMask(p, data);
    expect(m.tier).toBe('layout');
    expect(m.uniforms).toEqual({
      uMaskRect: [0.1, 0.5, 0.8, 0.4],
      uMaskRadius: 0.01,
      uMaskFeather: 0.004,
      uMaskInvert: 0,
      uMaskTexOn: 0,
    });
  });

  it('reverse: the same rect, inverted', () => {
    expect(resolveMask({ ...p, variantKind: 'reverse' }, data).uniforms).toMatchObject({
      uMaskRect: [0.1, 0.5, 0.8, 0.4],
      uMaskInvert: 1,
    });
  });

  it('full: the whole face', () => {
    const m = resolveMask({ ...p, variantKind: 'full-art' }, data);
    expect(m.uniforms).toMatchObject({ uMaskRect: [0, 0, 1, 1], uMaskInvert: 0 });
    expect(m.layoutId).toBe('full-art');
  });

  it("a trainer takes its era's trainer layout; an era without one falls back to standard", () => {
    expect(resolveMask({ ...p, supertype: 'Trainer' }, data).uniforms.uMaskRect).toEqual([
      0.2, 0.55, 0.6, 0.3,
    ]);
    expect(
      resolveMask(
        { era: 'beta', set: 'b1', rarity: 'common', variantKind: 'holo', supertype: 'trainer' },
        data,
      ).layoutId,
    ).toBe('standard');
  });

  it('an unknown era gets the documented default layout, flagged as a default decision', () => {
    const m = resolveMask({ era: 'zeta', set: 'z1', rarity: 'rare', variantKind: 'holo' }, data);
    expect(m.uniforms.uMaskRect).toEqual([
      DEFAULT_LAYOUT.art.x,
      DEFAULT_LAYOUT.art.y,
      DEFAULT_LAYOUT.art.w,
      DEFAULT_LAYOUT.art.h,
    ]);
    expect(m.decisions[0]?.scope).toBe('default');
  });

  it('a hand mask for the card beats the layout tier and is never inverted', () => {
    const withHand = fixtureData((raw) => {
      raw.masks = {
        'a1-4.reverse.json': {
          version: 1,
          card: 'a1-4',
          variantKind: 'reverse',
          file: 'masks/a1-4.reverse.png',
          width: 63,
          height: 88,
          source: 'drawn by hand',
          licence: 'CC0-1.0',
          author: 'tester',
          notTracedMark: true,
        },
      };
    });
    const m = resolveMask({ ...p, card: 'a1-4', variantKind: 'reverse' }, withHand);
    expect(m.tier).toBe('hand');
    expect(m.uniforms).toMatchObject({ uMaskTexOn: 1, uMaskInvert: 0 });
    expect(m.texture).toBe('masks/a1-4.reverse.png');
    expect(resolveMask({ ...p, card: 'a1-4', variantKind: 'holo' }, withHand).tier).toBe('layout');
  });
});

describe('etch plates and glyph atlases', () => {
  const real = realData();
  const sample = { era: 'sv', set: 'foilkit-samples', rarity: 'promo', variantKind: 'etched' };

  it("a plate row switches uEtchOn on with the plate's texel", () => {
    const e = resolveEtch(sample, real);
    expect(e.uniforms).toEqual({ uEtchOn: 1, uEtchTexel: [1 / 512, 1 / 512] });
    expect(e.texture).toBe('etch-plates/guilloche-rosette.png');
  });

  it('without a row the switch stays 0 and no texture is named', () => {
    const e = resolveEtch(
      { era: 'swsh', set: 'swsh9', rarity: 'rare-holo-vmax', variantKind: 'etched' },
      real,
    );
    expect(e.uniforms.uEtchOn).toBe(0);
    expect(e.texture).toBeUndefined();
  });

  it('a glyph row sets count and grid; elsewhere uGlyphOn stays 0', () => {
    const g = resolveGlyphs({ ...sample, variantKind: 'holo' }, real);
    expect(g.uniforms).toEqual({ uGlyphOn: 1, uGlyphCount: 4, uGlyphGrid: [2, 2] });
    expect(
      resolveGlyphs({ era: 'sv', set: 'sv1', rarity: 'rare', variantKind: 'holo' }, real).uniforms.uGlyphOn,
    ).toBe(0);
  });
});
