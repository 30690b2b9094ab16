import { describe, expect, it } from 'vitest';
import { changeMap, quantile, summarise, SweepAccumulator, tiltGrid } from '../src/index.js';

const rgba = (...px: Array<[number, number, number]>) =>
  new Uint8Array(px.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('visibility metrics', () => {
  it('measures the largest channel change per pixel, and nothing outside the region', () => {
    const scan = rgba([10, 10, 10], [200, 100, 50], [0, 0, 0]);
    const render = rgba([10, 40, 20], [180, 100, 90], [255, 255, 255]);
    expect([...changeMap(scan, render, new Uint8Array([1, 1, 0]))]).toEqual([30, 40, 0]);
    expect(() => changeMap(scan, render, new Uint8Array([1, 1]))).toThrow(/sizes differ/);
  });

  it('takes quantiles over the selected pixels only', () => {
    const change = new Uint8Array(200);
    for (let i = 0; i < 100; i++) change[i] = i; // selected: 0..99
    change.fill(250, 100); // not selected
    const inside = new Uint8Array(200).fill(1, 0, 100);
    expect(quantile(change, inside, 0.99)).toBe(98);
    expect(quantile(change, inside, 0.5)).toBe(49);
    expect(quantile(change, inside, 1)).toBe(99);
    expect(() => quantile(change, new Uint8Array(200), 0.5)).toThrow(/no pixels/);
  });

  it('keeps the best tilt p99 and counts a pixel lit when any tilt lit it by 32', () => {
    const inside = new Uint8Array(100).fill(1);
    const sweep = new SweepAccumulator(inside);
    const a = new Uint8Array(100);
    a.fill(40, 0, 5); // 5% lit at the first tilt, p99 40
    const b = new Uint8Array(100);
    b.fill(31, 0, 50); // under the threshold: not lit
    b.fill(90, 95, 100); // 5 more lit, p99 90
    sweep.add(a, [-0.5, 0]);
    sweep.add(b, [0.5, 0]);
    const r = sweep.result();
    expect(r.p99).toBe(90);
    expect(r.bestTilt).toEqual([0.5, 0]);
    expect(r.litShare).toBeCloseTo(0.1, 10);
    expect(r.litAtOnce).toBeCloseTo(0.05, 10);
  });

  it('ignores pixels outside the region when counting lit ones', () => {
    const inside = new Uint8Array(10).fill(1, 0, 5);
    const sweep = new SweepAccumulator(inside);
    sweep.add(new Uint8Array(10).fill(200, 4), [0, 0]); // one inside pixel, five outside
    expect(sweep.result().litShare).toBeCloseTo(0.2, 10);
    expect(sweep.result().litAtOnce).toBeCloseTo(0.2, 10);
  });

  it('summarises a recipe as the mean over its cards', () => {
    const s = summarise('x', 'flash', {
      a: { p99: 60, bestTilt: [0, 0], litShare: 0.1, litAtOnce: 0.02 },
      b: { p99: 80, bestTilt: [0, 0], litShare: 0.3, litAtOnce: 0.04 },
    });
    expect(s.p99).toBe(70);
    expect(s.litShare).toBeCloseTo(0.2, 10);
    expect(s.litAtOnce).toBeCloseTo(0.03, 10);
    expect(() => summarise('y', 'flash', {})).toThrow(/no cards/);
  });

  it('lays the tilt grid within +-0.5', () => {
    const g = tiltGrid(5);
    expect(g).toHaveLength(25);
    expect(g[0]).toEqual([-0.5, -0.5]);
    expect(g[24]).toEqual([0.5, 0.5]);
    expect(g).toContainEqual([0, 0.25]);
    expect(tiltGrid(1)).toEqual([[0, 0]]);
  });
});
