import { describe, expect, it } from 'vitest';
import {
  darkStructureShare,
  flatRegion,
  failsCheck,
  missedTargets,
  RealismSweep,
  realismVerdict,
  REALISM,
  summariseRealism,
} from '../src/metrics.js';

// Synthetic scans and renders (luminance maps) built here, so each figure's definition is
// checked against a case whose answer is known by construction.
const W = 100;
const H = 140;
const inside = new Uint8Array(W * H).fill(1);

function scanWithText(): Float32Array {
  const s = new Float32Array(W * H).fill(200);
  // Dark "text": 2-px glyph strokes in a block, and a hard art edge down the middle.
  for (let y = 20; y < 40; y++) for (let x = 10; x < 60; x++) if (x % 6 < 2) s[y * W + x] = 30;
  for (let y = 60; y < H; y++) for (let x = 50; x < W; x++) s[y * W + x] = 120;
  return s;
}

const mapOf = (scan: Float32Array, f: (v: number, x: number, y: number) => number) =>
  scan.map((v, p) => f(v, p % W, Math.floor(p / W)));

describe('dark structure', () => {
  const scan = scanWithText();
  const region = flatRegion(scan, inside, W);

  it('never looks at text or the scan edges', () => {
    // Every stroke pixel and every pixel within FLAT_RADIUS of one.
    for (let y = 20; y < 40; y++) for (let x = 10; x < 58; x++) expect(region[y * W + x]).toBe(0);
    for (let y = 62; y < H - 3; y++) expect(region[y * W + 50]).toBe(0);
    expect(region.reduce((s, v) => s + v, 0)).toBeGreaterThan(0.5 * W * H);
  });

  it('even dimming, over text and edges alike, is not structure', () => {
    const dim = mapOf(scan, (v) => v * 0.6);
    expect(darkStructureShare(scan, dim, region, W)).toBe(0);
  });

  it('dark stripes at the pattern scale are', () => {
    const stripes = mapOf(scan, (v, x) => (x % 8 < 3 ? v * 0.6 : v));
    const share = darkStructureShare(scan, stripes, region, W);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it('shallow stripes under the drop, and bright stripes, are not', () => {
    const shallow = mapOf(scan, (v, x) => (x % 8 < 3 ? v * (1 - REALISM.STRUCTURE_DROP / 2) : v));
    expect(darkStructureShare(scan, shallow, region, W)).toBe(0);
    const bright = mapOf(scan, (v, x) => (x % 8 < 3 ? Math.min(255, v * 1.3) : v));
    expect(darkStructureShare(scan, bright, region, W)).toBe(0);
  });
});

describe('the sweep figures', () => {
  it('a band that travels: lit at some tilt over most of the face, a band at any one', () => {
    const scan = new Float32Array(W * H).fill(100);
    const sweep = new RealismSweep(scan, inside, W);
    for (let k = 0; k < 5; k++) sweep.add(mapOf(scan, (v, _x, y) => (Math.floor(y / 28) === k ? v + 80 : v)));
    const r = sweep.result();
    expect(r.brightenedAny).toBeCloseTo(1, 6);
    expect(r.brightenedOnce).toBeCloseTo(0.2, 6);
    expect(r.darkenedOnce).toBe(0);
    expect(r.darkStructure).toBe(0);
  });

  it('darkening counts only at STEP and beyond', () => {
    const scan = new Float32Array(W * H).fill(150);
    const sweep = new RealismSweep(scan, inside, W);
    sweep.add(mapOf(scan, (v, x) => (x < 50 ? v - REALISM.STEP : v - REALISM.STEP + 1)));
    expect(sweep.result().darkenedOnce).toBeCloseTo(0.5, 6);
  });

  /** A measured row for the target checks: one line recipe with these ceiling figures. */
  const targetRow = (ceiling: { ceilingAny?: number; anyOfCeiling?: number; darkStructure?: number }) => ({
    ceilingAny: 0.4,
    anyOfCeiling: 0.9,
    recipe: 'r',
    family: 'line',
    brightenedAny: 0.3,
    brightenedOnce: 0.1,
    darkenedOnce: 0.5,
    darkStructure: 0.2,
    ...ceiling,
    cards: {},
  });

  it('targets: family rows beat the default row', () => {
    const row = targetRow({ ceilingAny: 0.4, anyOfCeiling: 0.75 });
    expect(missedTargets(row, { '*': { min: { brightenedAny: 0.5 } } })).toHaveLength(1);
    expect(
      missedTargets(row, { '*': { min: { brightenedAny: 0.5 } }, line: { max: { darkStructure: 0.3 } } }),
    ).toEqual([]);
    expect(missedTargets(row, { '*': { min: { anyOfCeiling: 0.8 } } })).toEqual(['anyOfCeiling 0.750 < 0.8']);
  });

  it('verdicts: a pending recipe is excused only while it misses', () => {
    const targets = { '*': { min: { anyOfCeiling: 0.8 } } };
    const low = targetRow({ ceilingAny: 0.4, anyOfCeiling: 0.75 });
    const high = targetRow({ ceilingAny: 0.4, anyOfCeiling: 0.85 });
    const pending = { [low.recipe]: 'not yet re-authored' };
    expect(realismVerdict(high, targets)).toEqual({ status: 'meets' });
    expect(realismVerdict(low, targets).status).toBe('misses');
    expect(realismVerdict(low, targets, pending)).toEqual({
      status: 'pending',
      misses: ['anyOfCeiling 0.750 < 0.8'],
      reason: 'not yet re-authored',
    });
    expect(realismVerdict(high, targets, pending).status).toBe('stale');
    expect(
      ['meets', 'misses', 'pending', 'stale'].map((status) =>
        failsCheck({ status, misses: [], reason: '' } as Parameters<typeof failsCheck>[0]),
      ),
    ).toEqual([false, true, false, true]);
  });

  it('verdicts: an argued bound replaces the family one for its recipe only, and only while needed', () => {
    const targets = { '*': { max: { darkStructure: 0.05 } } };
    const bars = targetRow({ darkStructure: 0.2 });
    const argued = {
      [bars.recipe]: { max: { darkStructure: 0.25 }, why: 'broad lit bars', picture: 'docs/x.png' },
    };
    expect(realismVerdict(bars, targets).status).toBe('misses');
    expect(realismVerdict(bars, targets, {}, argued)).toEqual({ status: 'meets' });
    expect(realismVerdict(targetRow({ darkStructure: 0.3 }), targets, {}, argued)).toEqual({
      status: 'misses',
      misses: ['darkStructure 0.300 > 0.25'],
    });
    expect(realismVerdict(targetRow({ darkStructure: 0.01 }), targets, {}, argued).status).toBe('stale');
    expect(realismVerdict({ ...bars, recipe: 'other' }, targets, {}, argued).status).toBe('misses');
  });

  it('targets: a figure that could not be measured misses', () => {
    const row = targetRow({ ceilingAny: Number.NaN, anyOfCeiling: Number.NaN });
    expect(missedTargets(row, { '*': { min: { anyOfCeiling: 0.8 } } })).toHaveLength(1);
  });

  it('summariseRealism: the lit share against the mean ceiling of the same cards', () => {
    const card = {
      brightenedAny: 0.4,
      brightenedOnce: 0.1,
      darkenedOnce: 0,
      darkStructure: 0,
      flatShare: 0.5,
    };
    const other = { ...card, brightenedAny: 0.2 };
    const row = summariseRealism('r', 'line', { a: card, b: other }, { a: 0.5, b: 0.3 });
    expect(row.ceilingAny).toBeCloseTo(0.4);
    expect(row.anyOfCeiling).toBeCloseTo(0.3 / 0.4);
    expect(summariseRealism('r', 'line', { a: card }).anyOfCeiling).toBeNaN();
  });
});
