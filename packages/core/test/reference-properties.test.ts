import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chromaPop,
  classicComposite,
  compositeUniforms,
  hueAndChroma,
  hueDistance,
  luma,
  measureInk,
  plainScreenComposite,
  referenceComposite,
  staticTerms,
  type CompositeUniforms,
  type RGB,
} from '@foilkit/core/reference';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const rgb = fc.tuple(unit, unit, unit) as fc.Arbitrary<RGB>;
const byteRgb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((c) => c.map((v) => v / 255) as unknown as RGB);
const taps = fc.array(rgb, { minLength: 8, maxLength: 8 });
const light = fc.tuple(
  fc.double({ min: 0, max: 1.5, noNaN: true }),
  fc.double({ min: 0, max: 1.5, noNaN: true }),
  fc.double({ min: 0, max: 1.5, noNaN: true }),
) as fc.Arbitrary<RGB>;
const uniforms: fc.Arbitrary<Partial<CompositeUniforms>> = fc.record({
  uIntensity: fc.double({ min: 0, max: 2, noNaN: true }),
  uSheen: fc.double({ min: 0, max: 6, noNaN: true }),
  uSheenTint: unit,
  uDepth: unit,
  uGrain: unit,
  uDarken: unit,
  uSpecular: unit,
  uTint: unit,
  uInkPop: unit,
  uArtGate: unit,
  uMetal: fc.oneof(fc.constant(0), unit),
});
const RUNS = { numRuns: 4000 };

describe('the composite law (TypeScript reference) holds its invariants over random inputs', () => {
  it('(a) intensity 0, or the ink guard off on a scan, returns the scan exactly', () => {
    fc.assert(
      fc.property(rgb, taps, unit, light, unit, uniforms, (scan, t, mask, l, sheen, u) => {
        expect(
          referenceComposite({
            scan,
            taps: t,
            mask,
            light: l,
            sheenBand: sheen,
            uniforms: { ...u, uIntensity: 0 },
          }),
        ).toBe(scan);
        expect(
          referenceComposite({
            scan,
            taps: t,
            mask,
            light: l,
            sheenBand: sheen,
            uniforms: { ...u, uInkGuard: 0, uScanBase: 1 },
          }),
        ).toBe(scan);
      }),
      RUNS,
    );
  });

  it('(a) an all-zero pattern with no specular never darkens the card at zero intensity gain', () => {
    fc.assert(
      fc.property(rgb, taps, unit, uniforms, (scan, t, mask, u) => {
        const out = referenceComposite({
          scan,
          taps: t,
          mask,
          light: [0, 0, 0],
          sheenBand: 0,
          uniforms: { ...u, uIntensity: 0 },
        });
        expect(out).toEqual(scan);
      }),
      RUNS,
    );
  });

  it('(b) a fully detected glyph is returned untouched, whatever the light, under both laws', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0.65, max: 1, noNaN: true }),
        unit,
        light,
        unit,
        uniforms,
        (ink, ground, mask, l, sheen, u) => {
          const scan: RGB = [ink, ink, ink];
          const around = Array.from({ length: 8 }, () => [ground, ground, ground] as RGB);
          expect(measureInk(scan, around).glyph).toBe(1);
          const out = referenceComposite({
            scan,
            taps: around,
            mask,
            light: l,
            sheenBand: sheen,
            uniforms: { ...u, uArtGate: 0, uScanBase: 1, uInkPop: u.uInkPop ?? 0 },
          });
          out.forEach((v, c) => expect(v).toBeCloseTo(scan[c]!, 12));
        },
      ),
      RUNS,
    );
  });

  it('(b) no channel reaches full scale where the scan had headroom', () => {
    fc.assert(
      fc.property(byteRgb, taps, unit, light, unit, uniforms, (scan, t, mask, l, sheen, u) => {
        const out = referenceComposite({
          scan,
          taps: t,
          mask,
          light: l,
          sheenBand: sheen,
          uniforms: { ...u, uScanBase: 1, uInkTone: 0 },
        });
        out.forEach((v, c) => {
          if (scan[c]! <= 239 / 255) expect(Math.round(v * 255)).toBeLessThanOrEqual(254);
          expect(v).toBeGreaterThanOrEqual(0);
        });
      }),
      RUNS,
    );
  });

  it('(c) achromatic light keeps the hue exactly and never lowers chroma (additive law, no depth)', () => {
    fc.assert(
      fc.property(
        rgb,
        taps,
        unit,
        fc.double({ min: 0, max: 1, noNaN: true }),
        unit,
        uniforms,
        (scan, t, mask, grey, sheen, u) => {
          const out = referenceComposite({
            scan,
            taps: t,
            mask,
            light: [grey, grey, grey],
            sheenBand: sheen,
            uniforms: { ...u, uMetal: 0, uDepth: 0, uScanBase: 1, uSheenTint: 0 },
          });
          const a = hueAndChroma(scan);
          const b = hueAndChroma(out);
          expect(b.chroma).toBeGreaterThanOrEqual(a.chroma - 1e-9);
          if (a.chroma > 0.02 && b.chroma > 0.02) expect(hueDistance(a.hue, b.hue)).toBeLessThan(0.01);
        },
      ),
      RUNS,
    );
  });

  it('(c) substrate darkening is multiplicative: with no light added, the output is the scan times one factor', () => {
    fc.assert(
      fc.property(rgb, taps, unit, light, uniforms, (scan, t, mask, l, u) => {
        // Zero sheen and specular: only the substrate terms act.
        const out = referenceComposite({
          scan,
          taps: t,
          mask,
          light: l,
          sheenBand: 0,
          uniforms: { ...u, uSheen: 0, uSpecular: 0, uScanBase: 1 },
        });
        const k = Math.max(...scan) > 0 ? Math.max(...out) / Math.max(...scan) : 1;
        out.forEach((v, c) => expect(v).toBeCloseTo(scan[c]! * k, 9));
        expect(k).toBeLessThanOrEqual(1 + 1e-12);
      }),
      RUNS,
    );
  });

  it('(c) the chroma pop is luminance-neutral and stays in gamut', () => {
    fc.assert(
      fc.property(rgb, unit, (c, amount) => {
        const out = chromaPop(c, amount);
        expect(luma(out)).toBeCloseTo(luma(c), 12);
        out.forEach((v) => {
          expect(v).toBeGreaterThanOrEqual(-1e-12);
          expect(v).toBeLessThanOrEqual(1 + 1e-12);
        });
        expect(hueAndChroma(out).chroma).toBeGreaterThanOrEqual(hueAndChroma(c).chroma - 1e-12);
      }),
      RUNS,
    );
  });

  it('(c) whereas a plain screen blend of silver light does lose chroma', () => {
    let losses = 0;
    fc.assert(
      fc.property(
        rgb.filter((c) => hueAndChroma(c).chroma > 0.15),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (scan, grey) => {
          const out = plainScreenComposite(scan, [grey, grey, grey], 1);
          if (hueAndChroma(out).chroma < hueAndChroma(scan).chroma - 2 / 255) losses++;
        },
      ),
      RUNS,
    );
    expect(losses).toBeGreaterThan(RUNS.numRuns * 0.5);
  });

  it('(d) the blank-base composite reads none of the scan-only terms', () => {
    fc.assert(
      fc.property(rgb, taps, unit, light, unit, uniforms, uniforms, (scan, t, mask, l, sheen, u, v) => {
        const base = compositeUniforms({ ...u, uScanBase: 0 });
        // Scan-only knobs changed: tint, pop, depth, grain, sheen tint, art gate.
        const other = compositeUniforms({
          ...base,
          uTint: v.uTint,
          uInkPop: v.uInkPop,
          uDepth: v.uDepth,
          uGrain: v.uGrain,
          uSheenTint: v.uSheenTint,
          uArtGate: v.uArtGate,
        });
        const st = staticTerms(scan, t, mask, 0, base.uArtGate);
        const a = classicComposite(scan, st, l, sheen, base.uIntensity, base);
        const b = classicComposite(
          scan,
          staticTerms(scan, t, mask, 0, other.uArtGate),
          l,
          sheen,
          other.uIntensity,
          other,
        );
        expect(b).toEqual(a);
      }),
      RUNS,
    );
  });

  it('the ink estimate is relative: a flat tone of any brightness yields exactly zero', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        const flat = Array.from({ length: 8 }, () => c);
        expect(measureInk(c, flat)).toEqual({ glyph: 0 });
      }),
      RUNS,
    );
  });

  it('the ground beside a letter dims exactly as the ground far from it: no box round the text', () => {
    // A bright ground pixel with a dark glyph under some of its taps. Under the law's old detail
    // term it was spared the depth darkening that the open ground around it took, so every word
    // on a whole-face foil sat in a box of undimmed print.
    fc.assert(
      fc.property(
        fc.double({ min: 0.45, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 7 }),
        unit,
        light,
        uniforms,
        (ground, ink, inked, mask, l, u) => {
          const scan: RGB = [ground, ground * 0.9, ground * 0.6];
          const open = Array.from({ length: 8 }, () => scan);
          const nearText = open.map((t, i) => (i < inked ? ([ink, ink, ink] as RGB) : t));
          const draw = (taps: RGB[]) =>
            referenceComposite({
              scan,
              taps,
              mask,
              light: l,
              sheenBand: 0,
              uniforms: { ...u, uScanBase: 1, uIntensity: 1, uDepth: 0.6 },
            });
          expect(draw(nearText)).toEqual(draw(open));
        },
      ),
      RUNS,
    );
  });
});
