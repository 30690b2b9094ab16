import { describe, expect, it } from 'vitest';
import { compareManifests, formatComparison, type ParityManifest, type ParityRender } from '../src/index.js';

const render = (recipe: string, hash: string, tilt: [number, number] = [0, 0]): ParityRender => ({
  recipe,
  base: 'scan',
  tilt,
  hash,
});
const manifest = (renders: ParityRender[]): ParityManifest => ({
  tool: 'foilkit-parity',
  version: 1,
  variant: 'baseline',
  grid: 'reduced',
  width: 128,
  height: 179,
  createdAt: '',
  renders,
});

describe('parity compare', () => {
  it('counts recipes whose every render matches', () => {
    const a = manifest([render('a', '1'), render('a', '2', [1, 1]), render('b', '3')]);
    const b = manifest([render('a', '1'), render('a', '9', [1, 1]), render('b', '3')]);
    const c = compareManifests(a, b, () => 17);
    expect(c.identicalRecipes).toEqual(['b']);
    expect(formatComparison(c)).toBe('1/2 byte-identical\n  a/scan/1,1: pixels max channel delta 17');
  });

  it('reports renders present on one side only', () => {
    const c = compareManifests(manifest([render('a', '1')]), manifest([render('a', '1'), render('z', '5')]));
    expect(c.differences).toEqual([{ key: 'z/scan/0,0', recipe: 'z', reason: 'missing-in-a' }]);
    expect(formatComparison(c).split('\n')[0]).toBe('1/2 byte-identical');
  });
});
