import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugKey } from '../src/index.js';
import { RowTable, type KeyedRow, type MatchKeys } from '../src/row-match.js';

/** The documented precedence, written the slow, obvious way: scan every row. */
function reference(rows: readonly KeyedRow[], p: MatchKeys): number | undefined {
  const matches = (rowValue: string | undefined, value: string | undefined) =>
    rowValue === undefined || rowValue === '*' || (value !== undefined && slugKey(rowValue) === value);
  let best: { index: number; score: number } | undefined;
  rows.forEach((row, index) => {
    if (!matches(row.rarity, p.rarity) || !matches(row.variantKind, p.variantKind)) return;
    if (row.supertype !== undefined && slugKey(row.supertype) !== p.supertype) return;
    if (!matches(row.type, p.type)) return;
    const score =
      (row.rarity === '*' ? 0 : 4) +
      (row.variantKind === '*' ? 0 : 2) +
      (row.supertype !== undefined || (row.type !== undefined && row.type !== '*') ? 1 : 0);
    if (!best || score > best.score) best = { index, score };
  });
  return best?.index;
}

const key = fc.constantFrom('*', 'common', 'Rare Holo', 'rare-holo');
const slug = fc.constantFrom(undefined, 'common', 'rare-holo', 'holo');
const rowArb: fc.Arbitrary<KeyedRow> = fc.record(
  {
    rarity: key,
    variantKind: fc.constantFrom('*', 'holo', 'Reverse'),
    supertype: fc.constantFrom('Trainer', 'pokemon'),
    type: fc.constantFrom('*', 'Fire', 'water'),
  },
  { requiredKeys: ['rarity', 'variantKind'] },
);
const printingArb: fc.Arbitrary<MatchKeys> = fc.record({
  rarity: slug,
  variantKind: fc.constantFrom(undefined, 'holo', 'reverse'),
  supertype: fc.constantFrom(undefined, 'trainer', 'pokemon'),
  type: fc.constantFrom(undefined, 'fire', 'water'),
});

describe('the one row matcher', () => {
  it('picks what a full scan under the documented precedence picks', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), printingArb, (rows, p) => {
        const table = new RowTable<KeyedRow>();
        table.add('set', 's1', 'sets.s1.rules', rows);
        table.add('set', 's2', 'sets.s2.rules', [{ rarity: '*', variantKind: '*' }]);
        expect(table.find('set', 's1', p)?.index).toBe(reference(rows, p));
      }),
      { numRuns: 400 },
    );
  });

  it('reports the row list and index it found, and keeps scopes apart', () => {
    const table = new RowTable<KeyedRow>();
    table.add('era', 'x', 'eras.x.rules', [{ rarity: '*', variantKind: 'holo' }]);
    table.add('set', 'x', 'sets.x.rules', [
      { rarity: 'common', variantKind: '*' },
      { rarity: 'common', variantKind: 'holo' },
    ]);
    const p = { rarity: 'common', variantKind: 'holo', supertype: undefined, type: undefined };
    expect(table.find('set', 'x', p)).toMatchObject({ list: 'sets.x.rules', index: 1 });
    expect(table.find('era', 'x', p)).toMatchObject({ list: 'eras.x.rules', index: 0 });
    expect(table.find('card', 'x', p)).toBeUndefined();
  });
});
