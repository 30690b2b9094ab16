import { INK_LATTICE, UNIFORMS } from '@foilkit/core/contract';
import { describe, expect, it } from 'vitest';
import { DataError, loadResolverData, resolveSurface } from '../src/index.js';
import { at, fixtureRaw } from './helpers.js';

const printing = { era: 'alpha', set: 'zz', rarity: 'common', variantKind: 'reverse' };

function withPlacement(placement: Record<string, unknown>) {
  const raw = fixtureRaw();
  at(raw.inkDesigns, 'rows', 0).placement = placement;
  return raw;
}

describe('ink placements and uInkTile share one set of bounds', () => {
  it('a negative phase and rotation reach the uniform as written, inside its range', () => {
    const data = loadResolverData(
      withPlacement({ tilesAcross: 9, phase: [-0.5, -3.25], rotationTurns: -0.25 }),
    );
    const s = resolveSurface(printing, data);
    expect(s.inkState).toBe('design');
    expect(s.uniforms.uInkTile).toEqual([9, -0.5, -3.25, -0.25]);
    const range = UNIFORMS.uInkTile.range!;
    for (const v of s.uniforms.uInkTile) expect(v >= range.min && v <= range.max).toBe(true);
  });

  it.each([
    ['phase', { tilesAcross: 9, phase: [INK_LATTICE.phase.max + 1, 0] }, 'placement.phase[0]'],
    [
      'rotation',
      { tilesAcross: 9, rotationTurns: INK_LATTICE.rotationTurns.min - 0.5 },
      'placement.rotationTurns',
    ],
    ['tiles across', { tilesAcross: INK_LATTICE.tilesAcross.max + 1 }, 'placement.tilesAcross'],
    ['a phase of one number', { tilesAcross: 9, phase: [0.5] }, 'placement.phase'],
  ])('a %s outside the lattice bounds is a DataError naming the field', (_, placement, field) => {
    let error: unknown;
    try {
      loadResolverData(withPlacement(placement));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    expect([(error as DataError).file, (error as DataError).row, (error as DataError).field]).toEqual([
      'ink-designs.json',
      'rows[0]',
      field,
    ]);
  });
});
